import type { MatchSummary } from '@pitchside/shared';
import { useQuery } from '@tanstack/react-query';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { indexHotQuery } from '../../api/queries';
import { useLocale } from '../../i18n/useLocale';
import { lazyComponent, lazyOnline, onDemandChunk } from '../../render/preloadable';
import { useDrawnChunk } from '../../render/renderEnv';
import { useSetPath } from '../../routing/routeSetContext';
import { LiveStatus } from '../live/LiveStatus';
import { useLiveRuntime } from '../live/loadLive';
import { MatchCardLite } from '../live/MatchCardLite';
import { SpoilerFreeSwitch } from '../live/SpoilerFree';
import { TodayBoard } from '../live/TodayBoard';
import { useLiveMatches } from '../live/useLiveMatches';
import { Skeleton } from '../ui/Skeleton';
import '../live/live.css';

const HomeTab = lazyOnline(() => import('./HomeTabs'));

/**
 * The next kick-off is drawn only when nothing is live: its chunk is named to the server render that
 * draws it, so the browser has it before hydrating, and a phone with football in play never loads it.
 */
const NEXT_KICK_OFF_SOURCE = 'src/features/live/NextKickOff.tsx';
const nextKickOffChunk = onDemandChunk(NEXT_KICK_OFF_SOURCE, () => import('../live/NextKickOff'));
const LazyNextKickOff = lazyComponent(nextKickOffChunk, (module) => module.NextKickOff);

function NextKickOff() {
  useDrawnChunk(NEXT_KICK_OFF_SOURCE);
  return (
    <Suspense fallback={<p className="next-kick-off" />}>
      <LazyNextKickOff sport="football" />
    </Suspense>
  );
}

/** Home filter tabs (PRODUCT §2). */
const HOME_TABS = ['live', 'anchor', 'hot', 'football', 'result', 'favorite'] as const;
type HomeTab = (typeof HOME_TABS)[number];

const isHomeTab = (value: string | null): value is HomeTab =>
  value !== null && (HOME_TABS as readonly string[]).includes(value);

function LiveTab({ initial, failed }: { initial: MatchSummary[] | undefined; failed: boolean }) {
  const { t } = useTranslation();
  // The first paint shows the REST answer; the socket takes over once the page has settled.
  const runtime = useLiveRuntime('idle');
  const live = useLiveMatches('football', runtime, initial === undefined);
  const matches = live.matches ?? initial;
  if (runtime) {
    return (
      <div data-pushed={live.pushed}>
        <LiveStatus runtime={runtime} stale={live.stale} />
        <runtime.MatchList
          matches={matches}
          Clock={runtime.MatchClock}
          failed={live.failed}
          onRetry={live.retry}
        />
        {matches?.length === 0 && <NextKickOff />}
      </div>
    );
  }
  if (!matches) return failed ? <p className="load-failed">{t('home.loadFailed')}</p> : <Skeleton rows={4} />;
  if (matches.length === 0)
    return (
      <>
        <p className="muted">{t('home.empty')}</p>
        <NextKickOff />
      </>
    );
  return (
    <ul className="match-list">
      {matches.map((match) => (
        <MatchCardLite key={match.id} match={match} />
      ))}
    </ul>
  );
}

/** Home: the filter tabs over live, anchors, hot, football, results and favourites. */
export function HomePage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const [params] = useSearchParams();
  const requested = params.get('tab');
  const tab: HomeTab = isHomeTab(requested) ? requested : 'live';
  const hot = useQuery(indexHotQuery(locale));
  const setPath = useSetPath();

  return (
    <article className="page home-page">
      <h1 className="visually-hidden">{t('pages.home.title')}</h1>
      <div className="live-toolbar">
        <nav className="filter-tabs" aria-label={t('live.tabs.label')}>
          {HOME_TABS.map((key) => (
            <Link
              key={key}
              to={setPath(key === 'live' ? '/' : `/?tab=${key}`)}
              className={key === tab ? 'filter-tab active' : 'filter-tab'}
              aria-current={key === tab ? 'page' : undefined}
              replace
            >
              {t(`live.tabs.${key}`)}
            </Link>
          ))}
        </nav>
        <SpoilerFreeSwitch />
      </div>
      <section aria-labelledby="home-tab">
        <h2 id="home-tab">{t(`live.tabs.${tab}`)}</h2>
        {tab === 'live' ? (
          <LiveTab initial={hot.data?.live} failed={hot.isError} />
        ) : (
          <Suspense fallback={<Skeleton rows={4} />}>
            <HomeTab tab={tab} hot={hot.data} hotFailed={hot.isError} onRetry={() => void hot.refetch()} />
          </Suspense>
        )}
      </section>
      {tab === 'live' && <TodayBoard />}
    </article>
  );
}
