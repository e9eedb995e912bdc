import { isLiveStatus, type MatchSummary, matchStatusLabel } from '@pitchside/shared';
import { useQuery } from '@tanstack/react-query';
import { memo, Suspense, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocale } from '../../i18n/useLocale';
import { lazyOnline } from '../../render/preloadable';
import { usePageNow, useRenderEnv, useTimeZone } from '../../render/renderEnv';
import { useSetPath } from '../../routing/routeSetContext';
import { matchesOfDay } from '../days/dateStrip';
import { Skeleton } from '../ui/Skeleton';
import { dayBoard, NO_PINS, type Pins } from './dayBoard';
import { kickOffClock, kickOffText } from './kickOffTime';
import { useLiveRuntime } from './loadLive';
import { hasStarted } from './matchPhase';
import { SpoilerScore } from './SpoilerFree';
import { recentQuery, todayOf, todayQueries } from './todayQueries';
import './today.css';

/** The reader's follows and favourites, read once the page has settled (out of the phone's first download). */
const PinsReader = lazyOnline(() => import('./todayPins'));

/**
 * One match on a line: kick-off (and the day, for results), the two sides, the score once started.
 * Drawn again only when its match changes (or the language, zone or spoiler setting it reads): the
 * board redraws whenever one of its answers, the reader's pins or the live chunk come in, and a day
 * has dozens of lines.
 */
const TodayRow = memo(function TodayRow({ match, withDay }: { match: MatchSummary; withDay: boolean }) {
  const { t, i18n } = useTranslation();
  const locale = useLocale();
  const setPath = useSetPath();
  const timeZone = useTimeZone();
  const when = (withDay ? kickOffText : kickOffClock)(i18n.language, timeZone, match.startTime);
  const started = hasStarted(match.status);
  return (
    <li className="today-row" data-match-id={match.id}>
      <Link to={setPath(`/live/detail/${match.id}`)} className="today-link">
        <span className="today-when">
          <time dateTime={new Date(match.startTime).toISOString()}>{when}</time>
          {match.status !== 0 && (
            <span className="today-status" data-status={match.status}>
              {isLiveStatus(match.status) ? t('live.score.inPlay') : matchStatusLabel(match.status, locale)}
            </span>
          )}
        </span>
        <span className="today-sides">
          <span className="today-side">{match.homeName}</span>
          <span className="visually-hidden"> {t('home.vs')} </span>
          <span className="today-side">{match.awayName}</span>
        </span>
        <span className="today-score" data-testid="score">
          {started && (
            <SpoilerScore matchId={match.id} inLink>
              <span>{match.homeScore}</span>
              <span className="visually-hidden"> - </span>
              <span>{match.awayScore}</span>
            </SpoilerScore>
          )}
        </span>
      </Link>
    </li>
  );
});

function Rows({ matches, withDay = false }: { matches: readonly MatchSummary[]; withDay?: boolean }) {
  return (
    <ul className="today-rows">
      {matches.map((match) => (
        <TodayRow key={match.id} match={match} withDay={withDay} />
      ))}
    </ul>
  );
}

/**
 * The day the board lists, at an instant in a zone: the server's while the page settles (the day it
 * drew), the reader's own once the live chunk is in (at once on /live, once the home page has settled:
 * a first visit from another zone than the server guessed asks for its day then, not in the phone's
 * first download, bench:web), and the reader's in a page the browser draws alone.
 */
function useBoardDay(settled: boolean): { now: number; timeZone: string | undefined } {
  const env = useRenderEnv();
  const now = usePageNow();
  const timeZone = useTimeZone();
  return env && !settled ? { now: env.now, timeZone: env.timeZone } : { now, timeZone };
}

/**
 * The answers of a day: one or two API days of the schedule and of the results (a reader's day spans
 * two of them away from UTC+8). Fixed slots, each off when the day has no such API day.
 */
function useDayAnswers(today: ReturnType<typeof todayQueries>) {
  const [s1, s2] = today.schedule;
  const [r1, r2] = today.results;
  const off = { queryKey: ['none'], queryFn: () => null, enabled: false } as const;
  const a = useQuery(s1 ?? off);
  const b = useQuery(s2 ?? off);
  const c = useQuery(r1 ?? off);
  const d = useQuery(r2 ?? off);
  const used = [s1 && a, s2 && b, r1 && c, r2 && d].filter((answer) => answer !== undefined);
  return used;
}

/**
 * The day's football under the live list (Flashscore's "today"): the reader's teams and favourites
 * pinned, then each competition's matches of the reader's day (played ones with their score), then the
 * last results whatever their day. Matches in play are the live list's, above. Drawn by the server
 * (app/pages.ts prefetches these very queries), so it is in the first HTML and does not jump in.
 */
export function TodayBoard() {
  const { t } = useTranslation();
  const locale = useLocale();
  const setPath = useSetPath();
  // Settled: the live chunk is in (at once on /live, once the home page has settled).
  const settled = useLiveRuntime('idle') !== null;
  const { now, timeZone } = useBoardDay(settled);
  const [pins, setPins] = useState<Pins>(NO_PINS);
  const answers = useDayAnswers(todayQueries(locale, now, timeZone));
  const recent = useQuery(recentQuery(locale, 'football'));
  // The day asked for, and the day shown: the reader's, in the zone the rows draw their times in (the
  // server's while hydrating, when the two are one).
  const asked = todayOf(now, timeZone);
  const day = todayOf(usePageNow(), useTimeZone());
  const complete = answers.every((answer) => answer.data !== undefined);
  // The reader's own day replaces the server's once hydrated (another zone, another day's answers): the
  // last complete answers are kept until the new ones are in, and only their matches of the reader's day
  // are shown, so the board never empties and never shows another day's matches at this day's times.
  const kept = useRef<{ lists: (MatchSummary[] | undefined)[]; day: NonNullable<typeof asked> } | null>(null);
  if (complete && asked) kept.current = { lists: answers.map((answer) => answer.data?.list), day: asked };
  const whole = kept.current !== null && kept.current.day.start === day?.start;
  const matches = kept.current && day ? matchesOfDay(kept.current.lists, day, 'kickOff') : [];
  // Part of the day with none of its matches yet is still loading, not a day without football.
  const board = kept.current && (whole || matches.length > 0) ? dayBoard(matches, pins) : null;
  const failed = !board && answers.some((answer) => answer.isError);
  const results = recent.data?.results;

  return (
    <div className="today-board">
      {settled && (
        <Suspense fallback={null}>
          <PinsReader onPins={setPins} />
        </Suspense>
      )}
      {board && board.pinned.length > 0 && (
        <section aria-labelledby="today-pinned" className="today-pinned">
          <h2 id="today-pinned">{t('today.pinned')}</h2>
          <Rows matches={board.pinned} />
        </section>
      )}
      <section aria-labelledby="today-heading" className="today-day">
        <h2 id="today-heading">{t('today.heading')}</h2>
        {board ? (
          board.groups.length === 0 ? (
            <p className="muted">{t('today.none')}</p>
          ) : (
            <div className="today-groups">
              {board.groups.map((group) => (
                <section
                  key={group.leagueId}
                  className="today-league"
                  aria-labelledby={`today-l${group.leagueId}`}
                >
                  <h3 id={`today-l${group.leagueId}`}>
                    <Link to={setPath(`/special/${group.leagueId}`)}>{group.leagueName}</Link>
                  </h3>
                  <Rows matches={group.matches} />
                </section>
              ))}
            </div>
          )
        ) : failed ? (
          <p className="load-failed">{t('home.loadFailed')}</p>
        ) : (
          <Skeleton rows={4} />
        )}
      </section>
      <section aria-labelledby="today-results" className="today-results">
        <h2 id="today-results">{t('today.results')}</h2>
        {results ? (
          results.length === 0 ? (
            <p className="muted">{t('today.noResults')}</p>
          ) : (
            <Rows matches={results} withDay />
          )
        ) : recent.isError ? (
          <p className="load-failed">{t('home.loadFailed')}</p>
        ) : (
          <Skeleton rows={4} />
        )}
      </section>
    </div>
  );
}
