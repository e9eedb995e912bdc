import type { LeagueTable } from '@pitchside/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useTimeZone } from '../../render/renderEnv';
import { useSetPath } from '../../routing/routeSetContext';
import { TeamName } from '../follow/TeamName';
import { SpoilerScore } from '../live/SpoilerFree';
import { useScoreHidden } from '../live/spoilerFree';
import { LazyImage } from '../ui/LazyImage';
import { useLeagueMessages } from './leagueMessages';

type BracketTie = LeagueTable['bracket'][number]['ties'][number];
type Leg = BracketTie['legs'][number];

/** A leg that has kicked off (in play or over): its goals count; one to come shows its kick-off. */
const started = (leg: Leg) =>
  leg.status !== 0 && leg.status !== -14 && leg.status !== -11 && leg.status !== -10;

function TeamLine({ tie, side, revealed }: { tie: BracketTie; side: 'A' | 'B'; revealed: boolean }) {
  const { t } = useTranslation();
  const team = side === 'A' ? tie.teamA : tie.teamB;
  const goals = (leg: Leg) => (side === 'A' ? leg.score.home : leg.score.away);
  const winner = revealed && tie.winnerTeamId === team.id;
  const anyStarted = tie.legs.some(started);
  return (
    <div className={winner ? 'tie-team winner' : 'tie-team'} data-team-id={team.id}>
      {team.logo ? (
        <LazyImage src={team.logo} alt="" width={20} height={20} />
      ) : (
        <span className="tie-crest-none" />
      )}
      <span className="tie-name">
        <TeamName id={team.id} name={team.name} star={false} />
      </span>
      {winner && (
        <span className="tie-through" title={t('league.through')}>
          <span aria-hidden="true">✓</span>
          <span className="visually-hidden">{t('league.through')}</span>
        </span>
      )}
      {revealed && tie.legs.length > 1 && (
        <span className="tie-legs-scores" aria-hidden="true">
          {tie.legs.map((leg) => (
            <span key={leg.matchId} className="tie-leg-score">
              {started(leg) ? goals(leg) : '–'}
            </span>
          ))}
        </span>
      )}
      {revealed && anyStarted && (
        <strong className="tie-score" data-testid={`aggregate-${side}`}>
          {side === 'A' ? tie.aggregate.home : tie.aggregate.away}
        </strong>
      )}
    </div>
  );
}

function TieItem({ tie }: { tie: BracketTie }) {
  const { t, i18n } = useTranslation();
  const setPath = useSetPath();
  const lastPlayed = [...tie.legs].reverse().find(started);
  const hidden = useScoreHidden(lastPlayed?.matchId ?? 0);
  const revealed = lastPlayed !== undefined && !hidden;
  const twoLegs = tie.legs.length > 1;
  const timeZone = useTimeZone();
  // In the page's zone, not the runtime's: the server's and the browser's differ (hydration).
  const kickOff = new Intl.DateTimeFormat(i18n.language === 'cn' ? 'zh-CN' : i18n.language, {
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    timeZone,
  });
  const score = (pair: { home: number; away: number }) => `${pair.home}-${pair.away}`;
  return (
    <li className="tie" data-decided-by={tie.decidedBy ?? ''} data-winner-id={tie.winnerTeamId ?? ''}>
      <TeamLine tie={tie} side="A" revealed={revealed} />
      <TeamLine tie={tie} side="B" revealed={revealed} />
      {lastPlayed && hidden && <SpoilerScore matchId={lastPlayed.matchId}>{null}</SpoilerScore>}
      {revealed && (twoLegs || tie.decidedBy === 'extraTime' || tie.penalties) && (
        <p className="tie-notes">
          {twoLegs && <span>{t('league.aggregate')}</span>}
          {tie.decidedBy === 'extraTime' && <span>{t('league.aet')}</span>}
          {tie.penalties && (
            <span className="tie-pens" data-testid="tie-penalties">
              {t('league.pens', { score: score(tie.penalties) })}
            </span>
          )}
        </p>
      )}
      <p className="tie-links">
        {tie.legs.map((leg, index) => {
          const label = twoLegs ? t(index === 0 ? 'league.leg1' : 'league.leg2') : t('league.match');
          return (
            <Link key={leg.matchId} to={setPath(`/live/detail/${leg.matchId}`)} data-match-id={leg.matchId}>
              {started(leg) ? label : `${label} ${kickOff.format(leg.startTime)}`}
            </Link>
          );
        })}
      </p>
    </li>
  );
}

/** A cup's knockout rounds (GET /vdapi/match/v1/league/table `bracket`): each tie, its legs and its winner. */
export function Bracket({ rounds }: { rounds: LeagueTable['bracket'] }) {
  useLeagueMessages();
  const { t } = useTranslation();
  if (rounds.length === 0) return <p className="muted empty-state">{t('league.noBracket')}</p>;
  return (
    <div className="bracket">
      {rounds.map((round) => (
        <section key={round.round} className="bracket-round" data-round={round.round}>
          <h2 className="bracket-round-name">{round.name}</h2>
          <ol className="bracket-ties">
            {round.ties.map((tie) => (
              <TieItem key={tie.matchIds.join('-')} tie={tie} />
            ))}
          </ol>
        </section>
      ))}
    </div>
  );
}
