import {
  type MatchFacts,
  type MatchLineup,
  minuteMark,
  type PlayerRating,
  type TimelineEvent,
} from '@pitchside/shared';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../i18n/useLocale';
import { SpoilerScore } from '../../live/SpoilerFree';
import { useScoreHidden } from '../../live/spoilerFree';
import { dataMonth } from '../../player/asOf';
import { PlayerLink } from '../../player/PlayerLink';
import { lineupQuery } from '../detailData';
import { FactsNote } from '../FactsNote';
import { type LineupNow, type LineupPlayer, lineupNow, type SheetEntry } from './lineupNow';
import { lineLabels, type NameLabel } from './pitchLabels';
import { ratingBand, ratingText } from './ratingBands';

type Team = MatchLineup['home'];
type Side = 'home' | 'away';

/** Pitch coordinates (percent) of a place: lines from the own goal towards halfway, slots across. */
function place(player: LineupPlayer, team: Team, side: Side): { left: number; top: number } {
  const lines = Math.max(...team.starters.map((p) => p.line)) + 1;
  const inLine = team.starters.filter((p) => p.line === player.line).length;
  const across = ((player.slot + 1) / (inLine + 1)) * 100;
  const depth = 6 + (player.line / Math.max(1, lines - 1)) * 38;
  return side === 'home' ? { left: across, top: 100 - depth } : { left: 100 - across, top: depth };
}

const minute = (value: number, added = 0) => `${minuteMark(value, added)}′`;
const NO_EVENTS: readonly TimelineEvent[] = [];
const NO_RATINGS: readonly PlayerRating[] = [];

/** Each player's rating so far (none before he has played, none in spoiler-free mode), and the best player's id. */
interface Ratings {
  of: ReadonlyMap<number, number>;
  bestId: number | null;
}

/**
 * A player's rating, coloured by its band (under 6 red, 6 orange, 7 green, 8 dark green, 9 blue), and
 * at full time a star on the match's best player.
 */
function RatingBadge({ playerId, ratings }: { playerId: number; ratings: Ratings }) {
  const { t } = useTranslation();
  const rating = ratings.of.get(playerId);
  if (rating === undefined) return null;
  const text = ratingText(rating);
  const best = ratings.bestId === playerId;
  return (
    <span
      className={`rating-badge ${ratingBand(rating)}`}
      data-rating={text}
      data-player={playerId}
      data-best={best || undefined}
    >
      {best && (
        <span className="rating-best" aria-hidden="true" title={t('detail:lineup.best')}>
          ★
        </span>
      )}
      <span aria-hidden="true">{text}</span>
      <span className="visually-hidden">
        {t('detail:lineup.rating', { rating: text })}
        {best && `, ${t('detail:lineup.best')}`}
      </span>
    </span>
  );
}

function Pitch({
  lineup,
  now,
  ratings,
}: {
  lineup: MatchLineup;
  now: Record<Side, LineupNow>;
  ratings: Ratings;
}) {
  const { t } = useTranslation();
  // Each line's names laid out together, so that each is whole beside its neighbours (pitchLabels.ts).
  const labels = useMemo(() => {
    const out = new Map<string, NameLabel>();
    for (const side of ['away', 'home'] as const) {
      const lines = new Map<number, { key: string; left: number; name: string }[]>();
      for (const { player, place: spot } of now[side].onPitch) {
        const players = lines.get(spot.line) ?? [];
        players.push({
          key: `${side}-${player.id}`,
          left: place(spot, lineup[side], side).left,
          name: player.captain ? `${player.name} ©` : player.name,
        });
        lines.set(spot.line, players);
      }
      for (const players of lines.values()) {
        const boxes = lineLabels(players);
        players.forEach((player, index) => {
          const box = boxes[index];
          if (box) out.set(player.key, box);
        });
      }
    }
    return out;
  }, [lineup, now]);
  return (
    <figure className="pitch" aria-label={t('detail:lineup.pitch')}>
      <div className="pitch-lines" aria-hidden="true">
        <span className="pitch-halfway" />
        <span className="pitch-circle" />
        <span className="pitch-box top" />
        <span className="pitch-box bottom" />
      </div>
      {(['away', 'home'] as const).map((side) =>
        now[side].onPitch.map(({ player, place: spot, cameOn, cameOnAdded, yellowCards }) => {
          const at = place(spot, lineup[side], side);
          const label = labels.get(`${side}-${player.id}`);
          return (
            <span
              key={`${side}-${player.id}`}
              className={`pitch-player ${side}`}
              style={{
                left: `${at.left}%`,
                top: `${at.top}%`,
                ...(label && { width: `${label.width.toFixed(2)}%` }),
              }}
              data-row={label?.lines ? label.row : undefined}
              data-lines={label?.lines || undefined}
              data-one-line={label?.oneLine || undefined}
              data-player-id={player.id}
              data-came-on={cameOn ?? undefined}
              data-yellow={yellowCards > 0 ? yellowCards : undefined}
            >
              <span className="shirt">
                {player.number}
                {yellowCards > 0 && (
                  <span className="pitch-card yellow" title={t('detail:lineup.yellowCard')}>
                    <span className="visually-hidden">{t('detail:lineup.yellowCard')}</span>
                  </span>
                )}
                <RatingBadge playerId={player.id} ratings={ratings} />
              </span>
              <span className={player.generated ? 'pitch-name generated' : 'pitch-name'}>
                {/* Set smaller inside the name's box, whose lines keep the pitch's height (detail.css). */}
                <span
                  style={label && label.scale < 1 ? { fontSize: `${label.scale.toFixed(2)}em` } : undefined}
                >
                  <PlayerLink id={player.id}>{player.name}</PlayerLink>
                  {player.captain && ' ©'}
                </span>
              </span>
              {/* At the shirt's lower right (detail.css), after the name for a reader. */}
              {cameOn !== null && (
                <span
                  className="pitch-sub-on"
                  title={t('detail:lineup.cameOn', { minute: minuteMark(cameOn, cameOnAdded) })}
                >
                  <span aria-hidden="true">↑{minute(cameOn, cameOnAdded)}</span>
                  <span className="visually-hidden">
                    {t('detail:lineup.cameOn', { minute: minuteMark(cameOn, cameOnAdded) })}
                  </span>
                </span>
              )}
            </span>
          );
        }),
      )}
    </figure>
  );
}

function SheetRow({ entry, off, ratings }: { entry: SheetEntry; off: boolean; ratings: Ratings }) {
  const { t } = useTranslation();
  const { player, stint, other } = entry;
  const position = t(`detail:lineup.pos.${player.position}`, { defaultValue: player.position });
  let story: string | null = null;
  let arrow = '';
  if (off && stint.sentOff !== null && (stint.wentOff === null || stint.sentOff < stint.wentOff)) {
    story = t('detail:lineup.sentOff', { minute: minuteMark(stint.sentOff, stint.added.sentOff) });
  } else if (off && stint.wentOff !== null) {
    arrow = '↓';
    story = [
      t('detail:lineup.wentOff', { minute: minuteMark(stint.wentOff, stint.added.wentOff) }),
      other && t('detail:lineup.byPlayer', { name: other.name }),
    ]
      .filter(Boolean)
      .join(' · ');
  } else if (!off && stint.cameOn !== null) {
    arrow = '↑';
    story = [
      t('detail:lineup.cameOn', { minute: minuteMark(stint.cameOn, stint.added.cameOn) }),
      other && t('detail:lineup.forPlayer', { name: other.name }),
    ]
      .filter(Boolean)
      .join(' · ');
  }
  const red = off && stint.sentOff !== null;
  return (
    <li
      data-player-id={player.id}
      data-came-on={!off && stint.cameOn !== null ? stint.cameOn : undefined}
      data-went-off={off ? (stint.wentOff ?? stint.sentOff ?? undefined) : undefined}
      className={story ? 'bench-used' : undefined}
    >
      <span className="shirt small">{player.number}</span>{' '}
      <PlayerLink id={player.id}>
        <span className={player.generated ? 'generated' : undefined}>{player.name}</span>
      </PlayerLink>{' '}
      <span className="muted">{position}</span> <RatingBadge playerId={player.id} ratings={ratings} />
      {stint.yellowCards > 0 && !red && (
        <span className="pitch-card yellow inline" title={t('detail:lineup.yellowCard')}>
          <span className="visually-hidden">{t('detail:lineup.yellowCard')}</span>
        </span>
      )}
      {red && (
        <span className="pitch-card red inline" title={t('detail:events.red')}>
          <span className="visually-hidden">{t('detail:events.red')}</span>
        </span>
      )}
      {story && (
        <span className={`sheet-story ${arrow === '↑' ? 'on' : 'off'}`}>
          {' '}
          {arrow && <span aria-hidden="true">{arrow} </span>}
          {story}
        </span>
      )}
    </li>
  );
}

function TeamSheet({ team, now, ratings }: { team: Team; now: LineupNow; ratings: Ratings }) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <section className="team-sheet">
      <h2>
        {team.teamName} <span className="muted">{team.formation}</span>
      </h2>
      {team.coach && (
        <p>
          {t('detail:lineup.coach')}: {team.coach}
          {team.coachAsOf && (
            <span className="muted" data-coach-as-of={team.coachAsOf}>
              {' '}
              {t('detail:lineup.coachAsOf', { month: dataMonth(team.coachAsOf.slice(0, 7), locale) })}
            </span>
          )}
        </p>
      )}
      {now.wentOff.length > 0 && (
        <>
          <h3>{t('detail:lineup.offPitch')}</h3>
          <ul className="bench went-off">
            {now.wentOff.map((entry) => (
              <SheetRow key={entry.player.id} entry={entry} off ratings={ratings} />
            ))}
          </ul>
        </>
      )}
      <h3>{t('detail:lineup.bench')}</h3>
      <ul className="bench">
        {now.bench.map((entry) => (
          <SheetRow key={entry.player.id} entry={entry} off={false} ratings={ratings} />
        ))}
      </ul>
    </section>
  );
}

/**
 * The line-ups as they stand at the match's minute now: the timeline's substitutions and cards (the
 * detail's events, which follow the match) applied to the line-up answer, each player
 * with his rating so far and, at full time, the best player starred. The ratings come
 * with the detail as shown (pushed, and held to the video with the score); they tell the score, so
 * spoiler-free mode leaves them out until the reader reveals the match.
 */
export function LineupTab({
  matchId,
  facts,
  events = NO_EVENTS,
  ratings: pushed = NO_RATINGS,
  bestPlayer = null,
  announced,
}: {
  matchId: number;
  facts?: MatchFacts | undefined;
  events?: readonly TimelineEvent[];
  ratings?: readonly PlayerRating[] | undefined;
  bestPlayer?: PlayerRating | null | undefined;
  /** The pushed detail's word that the line-ups are out: the answer fetched before then is asked again. */
  announced?: boolean | undefined;
}) {
  const { t } = useTranslation();
  const hidden = useScoreHidden(matchId);
  const ratings = useMemo<Ratings>(
    () =>
      hidden
        ? { of: new Map(), bestId: null }
        : {
            of: new Map(pushed.map((rating) => [rating.playerId, rating.rating])),
            bestId: bestPlayer?.playerId ?? null,
          },
    [hidden, pushed, bestPlayer],
  );
  const locale = useLocale();
  const lineup = useQuery(lineupQuery(matchId, locale));
  const data = lineup.data;
  const now = useMemo(
    () =>
      data
        ? { home: lineupNow(data.home, 'home', events), away: lineupNow(data.away, 'away', events) }
        : null,
    [data, events],
  );
  const { refetch } = lineup;
  const waiting = data?.announced === false;
  useEffect(() => {
    if (announced && waiting) void refetch();
  }, [announced, waiting, refetch]);
  // A real match's bench names a substitute only once he has come on (or been carded there): an event
  // naming a player the answer does not hold yet asks for the line-up again.
  const unknown = useMemo(() => {
    if (!data) return '';
    const known = new Set(
      [data.home, data.away].flatMap((team) => [...team.starters, ...team.substitutes].map((p) => p.id)),
    );
    const ids = events.flatMap((e) =>
      e.kind === 'substitute' || e.kind === 'yellow' || e.kind === 'red' || e.kind === 'yellowred'
        ? [e.playerId, e.relatedPlayerId].filter(
            (id): id is number => typeof id === 'number' && !known.has(id),
          )
        : [],
    );
    return ids.join(',');
  }, [data, events]);
  useEffect(() => {
    if (unknown !== '') void refetch();
  }, [unknown, refetch]);
  if (lineup.isPending) return <p className="muted">{t('common.loading')}</p>;
  const byPositions = lineup.data
    ? [lineup.data.home, lineup.data.away]
        .filter((team) => team.placedByPositions)
        .map((team) => team.teamName)
    : [];
  if (!lineup.data || !now) return <p className="muted">{t('detail:lineup.none')}</p>;
  if (waiting)
    return (
      <p className="muted lineup-not-announced" data-announce-time={lineup.data.announceTime}>
        {t('detail:lineup.notAnnounced')}
      </p>
    );
  return (
    <div className="lineup">
      <FactsNote facts={facts} place="lineup" />
      <p className="lineup-formations">
        <strong>{lineup.data.home.teamName}</strong> {lineup.data.home.formation} ·{' '}
        <strong>{lineup.data.away.teamName}</strong> {lineup.data.away.formation}
      </p>
      {pushed.length > 0 && (
        <p className="ratings-legend" data-ratings={hidden ? 'hidden' : pushed.length}>
          <strong>{t('detail:lineup.ratings')}</strong>{' '}
          <span className="simulated-mark">{t('detail:lineup.simulated')}</span>{' '}
          <SpoilerScore matchId={matchId}>
            <span className="muted small">{t('detail:lineup.ratingsNote')}</span>
          </SpoilerScore>
        </p>
      )}
      <Pitch lineup={lineup.data} now={now} ratings={ratings} />
      {[lineup.data.home, lineup.data.away].some((team) =>
        [...team.starters, ...team.substitutes].some((player) => player.generated),
      ) && <p className="muted lineup-legend">{t('detail:lineup.generatedLegend')}</p>}
      {facts?.lineups === 'file' && <p className="muted lineup-legend">{t('detail:lineup.benchFromFile')}</p>}
      {byPositions.map((team) => (
        <p key={team} className="muted lineup-placed" data-placed-by-positions="">
          {t('detail:lineup.placedByPositions', { team })}
        </p>
      ))}
      <div className="team-sheets">
        <TeamSheet team={lineup.data.home} now={now.home} ratings={ratings} />
        <TeamSheet team={lineup.data.away} now={now.away} ratings={ratings} />
      </div>
    </div>
  );
}
