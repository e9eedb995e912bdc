import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { MatchRows } from '../lists/MatchRow';
import { QueryState } from '../lists/QueryState';
import { indexFootballQuery } from '../live/liveQueries';
import { useViewer } from '../session/useViewer';
import { LazyImage } from '../ui/LazyImage';
import { MatchesFrame } from './MatchesFrame';
import { leagueOf } from './matchesApi';
import { useMatchesMessages } from './matchesMessages';
import { DayMatchesView } from './ScheduleView';

/**
 * /matches/football: matches in play now, then the football schedule by day, filtered by league
 * (`?league=`). Its route entry names the same answers (app/pages.ts, `footballSchedule`).
 */
export function FootballView() {
  useMatchesMessages();
  const { t } = useTranslation();
  const { locale } = useViewer();
  const index = useQuery(indexFootballQuery(locale));
  const [params, setParams] = useSearchParams();
  const leagueId = leagueOf(params);
  const pick = (id: number | undefined) =>
    setParams(
      (previous) => {
        const copy = new URLSearchParams(previous);
        if (id === undefined) copy.delete('league');
        else copy.set('league', String(id));
        return copy;
      },
      { replace: true },
    );
  const live = index.data?.live ?? [];

  return (
    <MatchesFrame page="matchesFootball">
      <section aria-labelledby="football-live">
        <h2 id="football-live">{t('matches.liveNow')}</h2>
        <QueryState query={index} empty={live.length === 0} emptyText={t('matches.emptyLive')} rows={2}>
          <MatchRows matches={live} />
        </QueryState>
      </section>
      <section aria-labelledby="football-schedule">
        <h2 id="football-schedule">{t('matches.scheduleHeading')}</h2>
        {index.data && index.data.leagues.length > 0 && (
          <fieldset className="chip-row">
            <legend className="visually-hidden">{t('matches.leagueFilter')}</legend>
            <button
              type="button"
              className={leagueId === undefined ? 'chip active' : 'chip'}
              aria-pressed={leagueId === undefined}
              onClick={() => pick(undefined)}
            >
              {t('matches.allLeagues')}
            </button>
            {index.data.leagues.map((league) => (
              <button
                key={league.leagueId}
                type="button"
                className={leagueId === league.leagueId ? 'chip active' : 'chip'}
                aria-pressed={leagueId === league.leagueId}
                onClick={() => pick(league.leagueId)}
              >
                <LazyImage src={league.imageUrl} alt="" width={16} height={16} />
                {league.nameStr}
              </button>
            ))}
          </fieldset>
        )}
        <DayMatchesView kind="schedule" fixedSport={1} leagueId={leagueId} inNamedSection />
      </section>
    </MatchesFrame>
  );
}
