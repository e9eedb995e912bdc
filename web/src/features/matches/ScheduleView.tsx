import type { SportCode } from '@pitchside/shared';
import { useQueries, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { initConfigQuery } from '../../api/queries';
import { CollectionList } from '../collection/CollectionList';
import { matchesOfDay } from '../days/dateStrip';
import { dayMatchesQueries } from '../days/dayQueries';
import { MatchRows } from '../lists/MatchRow';
import { QueryState } from '../lists/QueryState';
import { TimeZoneNote } from '../lists/TimeZoneNote';
import { useViewer } from '../session/useViewer';
import { DateStrip } from './DateStrip';
import { MatchesFrame } from './MatchesFrame';
import { parseSport } from './matchesApi';
import { useMatchesMessages } from './matchesMessages';
import { useStripDay } from './useStripDay';

const SPORTS: readonly SportCode[] = [1, 2, 3];

/** Football, basketball, esports (names from initconfig), kept in `?sport=`. */
function SportTabs({ sport }: { sport: SportCode }) {
  useMatchesMessages();
  const { t } = useTranslation();
  const { locale } = useViewer();
  const config = useQuery(initConfigQuery(locale));
  const [, setParams] = useSearchParams();
  const name = (code: SportCode) =>
    config.data?.sports.find((entry) => entry.sport === code)?.name ?? t(`matches.sport.${code}`);
  return (
    <fieldset className="chip-row">
      <legend className="visually-hidden">{t('matches.sportLabel')}</legend>
      {SPORTS.map((code) => (
        <button
          key={code}
          type="button"
          className={code === sport ? 'chip active' : 'chip'}
          aria-pressed={code === sport}
          onClick={() =>
            setParams(
              (previous) => {
                const copy = new URLSearchParams(previous);
                if (code === 1) copy.delete('sport');
                else copy.set('sport', String(code));
                return copy;
              },
              { replace: true },
            )
          }
        >
          {name(code)}
        </button>
      ))}
    </fieldset>
  );
}

/**
 * The day's matches: the schedule (today and the week ahead, not finished, kick-off order) or the
 * results (today and the six days before, newest first), picked with the date strip.
 */
export function DayMatchesView({
  kind,
  fixedSport,
  leagueId,
  inNamedSection = false,
}: {
  kind: 'schedule' | 'result';
  fixedSport?: SportCode;
  leagueId?: number;
  /** Inside a section the page has named already: the list is no second region of the same name. */
  inNamedSection?: boolean;
}) {
  useMatchesMessages();
  const { t } = useTranslation();
  const { locale, token } = useViewer();
  const [params] = useSearchParams();
  const sport = fixedSport ?? parseSport(params.get('sport'));
  const { days, day, offset, select } = useStripDay(kind === 'schedule' ? 'next' : 'past');
  const answers = useQueries({ queries: dayMatchesQueries(kind, locale, sport, day, token, leagueId) });
  const list = matchesOfDay(
    answers.map((answer) => answer.data?.list),
    day,
    kind === 'schedule' ? 'kickOff' : 'newestFirst',
  );
  const state = {
    isPending: answers.some((answer) => answer.isPending),
    isError: answers.some((answer) => answer.isError),
    isFetching: answers.some((answer) => answer.isFetching),
    refetch: () => {
      for (const answer of answers) void answer.refetch();
    },
  };

  const content = (
    <>
      {fixedSport === undefined && <SportTabs sport={sport} />}
      <DateStrip days={days} selected={offset} onSelect={select} />
      <TimeZoneNote />
      <div aria-live="polite" aria-busy={state.isFetching}>
        <QueryState
          query={state}
          empty={list.length === 0}
          emptyText={kind === 'schedule' ? t('matches.emptySchedule') : t('matches.emptyResults')}
        >
          <p className="list-count muted">{t('matches.count', { count: list.length })}</p>
          <MatchRows matches={list} />
        </QueryState>
      </div>
    </>
  );
  if (inNamedSection) return <div className="day-matches">{content}</div>;
  return (
    <section className="day-matches" aria-labelledby={`day-${kind}`}>
      <h2 id={`day-${kind}`} className="visually-hidden">
        {kind === 'schedule' ? t('matches.scheduleHeading') : t('matches.resultsHeading')}
      </h2>
      {content}
    </section>
  );
}

/** /matches: the day's schedule, then the highlight collections. */
export function SchedulePage() {
  return (
    <MatchesFrame page="matches">
      <DayMatchesView kind="schedule" />
      <CollectionList />
    </MatchesFrame>
  );
}

/** /matches/results: the day's results. */
export function ResultsPage() {
  return (
    <MatchesFrame page="matchesResults">
      <DayMatchesView kind="result" />
    </MatchesFrame>
  );
}
