import type { MatchFacts, MatchLineup } from '@pitchside/shared';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../i18n/useLocale';
import { lineupQuery } from './detailData';
import { FactsNote } from './FactsNote';

type Team = MatchLineup['home'];
type Player = Team['starters'][number];

/** Pitch coordinates (percent) of a starter: lines from the own goal towards halfway, slots across. */
function place(player: Player, team: Team, side: 'home' | 'away'): { left: number; top: number } {
  const lines = Math.max(...team.starters.map((p) => p.line)) + 1;
  const inLine = team.starters.filter((p) => p.line === player.line).length;
  const across = ((player.slot + 1) / (inLine + 1)) * 100;
  const depth = 6 + (player.line / Math.max(1, lines - 1)) * 38;
  return side === 'home' ? { left: across, top: 100 - depth } : { left: 100 - across, top: depth };
}

function Pitch({ lineup }: { lineup: MatchLineup }) {
  const { t } = useTranslation();
  return (
    <div className="pitch" role="img" aria-label={t('detail:lineup.pitch')}>
      <div className="pitch-lines" aria-hidden="true">
        <span className="pitch-halfway" />
        <span className="pitch-circle" />
        <span className="pitch-box top" />
        <span className="pitch-box bottom" />
      </div>
      {(['away', 'home'] as const).map((side) =>
        lineup[side].starters.map((player) => {
          const at = place(player, lineup[side], side);
          return (
            <span
              key={`${side}-${player.id}`}
              className={`pitch-player ${side}`}
              style={{ left: `${at.left}%`, top: `${at.top}%` }}
            >
              <span className="shirt">{player.number}</span>
              <span className={player.generated ? 'pitch-name generated' : 'pitch-name'}>
                {player.name}
                {player.captain && ' ©'}
              </span>
            </span>
          );
        }),
      )}
    </div>
  );
}

function TeamSheet({ team }: { team: Team }) {
  const { t } = useTranslation();
  return (
    <section className="team-sheet">
      <h2>
        {team.teamName} <span className="muted">{team.formation}</span>
      </h2>
      {team.coach && (
        <p>
          {t('detail:lineup.coach')}: {team.coach}
        </p>
      )}
      <h3>{t('detail:lineup.bench')}</h3>
      <ul className="bench">
        {team.substitutes.map((player) => (
          <li key={player.id}>
            <span className="shirt small">{player.number}</span>{' '}
            <span className={player.generated ? 'generated' : undefined}>{player.name}</span>{' '}
            <span className="muted">
              {t(`detail:lineup.pos.${player.position}`, { defaultValue: player.position })}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function LineupTab({ matchId, facts }: { matchId: number; facts?: MatchFacts | undefined }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const lineup = useQuery(lineupQuery(matchId, locale));
  if (lineup.isPending) return <p className="muted">{t('common.loading')}</p>;
  if (!lineup.data) return <p className="muted">{t('detail:lineup.none')}</p>;
  return (
    <div className="lineup">
      <FactsNote facts={facts} place="lineup" />
      <p className="lineup-formations">
        <strong>{lineup.data.home.teamName}</strong> {lineup.data.home.formation} ·{' '}
        <strong>{lineup.data.away.teamName}</strong> {lineup.data.away.formation}
      </p>
      <Pitch lineup={lineup.data} />
      {[lineup.data.home, lineup.data.away].some((team) =>
        [...team.starters, ...team.substitutes].some((player) => player.generated),
      ) && <p className="muted lineup-legend">{t('detail:lineup.generatedLegend')}</p>}
      <div className="team-sheets">
        <TeamSheet team={lineup.data.home} />
        <TeamSheet team={lineup.data.away} />
      </div>
    </div>
  );
}
