import type { AnchorSummary, MatchSummary } from '@pitchside/shared';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { indexHotQuery } from '../../api/queries';
import { useSetPath } from '../../app/routeSetContext';
import { openSignIn } from '../auth/authEntry';
import { LiveStatus } from '../live/LiveStatus';
import { favouritesQuery, indexFootballQuery, resultsQuery } from '../live/liveQueries';
import { useLiveRuntime } from '../live/loadLive';
import { MatchList } from '../live/MatchList';
import { SpoilerFreeSwitch } from '../live/SpoilerFree';
import { useLiveMatches } from '../live/useLiveMatches';
import { useLocale } from '../live/useLocale';
import { useSignedInUser } from '../session/session';
import { LazyImage } from '../ui/LazyImage';
import '../live/live.css';

/** Home filter tabs (PRODUCT §2). */
const HOME_TABS = ['live', 'anchor', 'hot', 'football', 'result', 'favorite'] as const;
type HomeTab = (typeof HOME_TABS)[number];

const isHomeTab = (value: string | null): value is HomeTab =>
  value !== null && (HOME_TABS as readonly string[]).includes(value);

function LiveTab({ initial }: { initial: MatchSummary[] | undefined }) {
  // The first paint shows the REST answer; the socket takes over once the browser is idle.
  const runtime = useLiveRuntime('idle');
  const live = useLiveMatches('football', runtime, initial === undefined);
  return (
    <div data-pushed={live.pushed}>
      <LiveStatus runtime={runtime} stale={live.stale} />
      <MatchList
        matches={live.matches ?? initial}
        runtime={runtime}
        failed={live.failed}
        onRetry={live.retry}
      />
    </div>
  );
}

function AnchorList({ anchors }: { anchors: AnchorSummary[] | undefined }) {
  const { t } = useTranslation();
  const setPath = useSetPath();
  if (!anchors) return null;
  if (anchors.length === 0) return <p className="muted">{t('live.anchors.none')}</p>;
  return (
    <ul className="anchor-list">
      {anchors.map((anchor) => (
        <li key={anchor.id} className="anchor-card">
          <LazyImage src={anchor.cover} alt="" width={160} height={90} />
          <div>
            <strong>{anchor.nickName}</strong>
            <p className="muted">{anchor.roomTitle}</p>
            <p className="muted">{t('live.anchors.viewers', { count: anchor.viewers })}</p>
            {anchor.matchId !== null && (
              <Link to={setPath(`/live/detail/${anchor.matchId}`)}>{t('home.watch')}</Link>
            )}
          </div>
        </li>
      ))}
    </ul>
  );
}

function FootballTab() {
  const locale = useLocale();
  const index = useQuery(indexFootballQuery(locale));
  const matches = index.data ? [...index.data.live, ...index.data.upcoming] : undefined;
  return <MatchList matches={matches} failed={index.isError} onRetry={() => void index.refetch()} />;
}

function ResultTab() {
  const locale = useLocale();
  const results = useQuery(resultsQuery(locale));
  return (
    <MatchList matches={results.data?.list} failed={results.isError} onRetry={() => void results.refetch()} />
  );
}

function FavoriteTab() {
  const { t } = useTranslation();
  const locale = useLocale();
  const user = useSignedInUser();
  const favourites = useQuery({ ...favouritesQuery(locale, user?.id ?? 0), enabled: user !== null });
  if (!user) {
    return (
      <p className="muted">
        {t('live.favourites.signIn')}{' '}
        <button type="button" onClick={() => openSignIn()}>
          {t('auth.signIn')}
        </button>
      </p>
    );
  }
  return (
    <MatchList
      matches={favourites.data?.list}
      failed={favourites.isError}
      onRetry={() => void favourites.refetch()}
      empty={t('live.favourites.empty')}
    />
  );
}

/** Home: the filter tabs over live, anchors, hot, football, results and favourites. */
export default function HomePage() {
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
        {tab === 'live' && <LiveTab initial={hot.data?.live} />}
        {tab === 'anchor' && <AnchorList anchors={hot.data?.anchors} />}
        {tab === 'hot' && (
          <MatchList matches={hot.data?.hot} failed={hot.isError} onRetry={() => void hot.refetch()} />
        )}
        {tab === 'football' && <FootballTab />}
        {tab === 'result' && <ResultTab />}
        {tab === 'favorite' && <FavoriteTab />}
      </section>
    </article>
  );
}
