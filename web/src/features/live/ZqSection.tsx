import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../i18n/useLocale';
import { LiveStatus } from './LiveStatus';
import { indexFootballQuery } from './liveQueries';
import { useLiveRuntime } from './loadLive';
import { MatchList } from './MatchList';
import { SpoilerFreeSwitch } from './SpoilerFree';
import { useLiveMatches } from './useLiveMatches';
import './live.css';

/** /zq: football in play (pushed), then the next 24 hours and the last 24 hours' results. */
export function ZqSectionPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const runtime = useLiveRuntime('now');
  const live = useLiveMatches('football', runtime);
  const index = useQuery(indexFootballQuery(locale));
  return (
    <article className="page live-page zq-page">
      <h1>{t('pages.zq.title')}</h1>
      <div className="live-toolbar">
        <SpoilerFreeSwitch />
      </div>
      <section aria-labelledby="zq-live" data-pushed={live.pushed}>
        <h2 id="zq-live">{t('home.heading')}</h2>
        <LiveStatus runtime={runtime} stale={live.stale} />
        <MatchList
          matches={live.matches}
          Clock={runtime?.MatchClock}
          failed={live.failed}
          onRetry={live.retry}
          detailBase="/zq/detail"
          empty={t('live.empty')}
        />
      </section>
      <section aria-labelledby="zq-upcoming">
        <h2 id="zq-upcoming">{t('live.upcoming')}</h2>
        <MatchList
          matches={index.data?.upcoming}
          failed={index.isError}
          onRetry={() => void index.refetch()}
          detailBase="/zq/detail"
        />
      </section>
      <section aria-labelledby="zq-results">
        <h2 id="zq-results">{t('live.results')}</h2>
        <MatchList
          matches={index.data?.results}
          failed={index.isError}
          onRetry={() => void index.refetch()}
          detailBase="/zq/detail"
        />
      </section>
    </article>
  );
}
