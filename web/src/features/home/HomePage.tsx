import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { indexHotQuery } from '../../api/queries';
import { currentLocale } from '../../i18n/i18n';
import { Skeleton } from '../ui/Skeleton';
import { MatchCard } from './MatchCard';

/** Home: the live and hot matches of /vdapi/config/v2/index/hot. */
export default function HomePage() {
  const { t } = useTranslation();
  const hot = useQuery(indexHotQuery(currentLocale()));

  return (
    <article className="page home-page">
      <h1 className="visually-hidden">{t('pages.home.title')}</h1>
      <section aria-labelledby="home-live">
        <h2 id="home-live">{t('home.heading')}</h2>
        {hot.isPending && <Skeleton rows={4} />}
        {hot.isError && (
          <p className="load-failed">
            {t('home.loadFailed')}{' '}
            <button type="button" onClick={() => void hot.refetch()}>
              {t('home.retry')}
            </button>
          </p>
        )}
        {hot.data && hot.data.live.length === 0 && <p className="muted">{t('home.empty')}</p>}
        {hot.data && hot.data.live.length > 0 && (
          <ul className="match-list">
            {hot.data.live.map((match) => (
              <MatchCard key={match.id} match={match} />
            ))}
          </ul>
        )}
      </section>
      {hot.data && hot.data.hot.length > 0 && (
        <section aria-labelledby="home-hot">
          <h2 id="home-hot">{t('home.hot')}</h2>
          <ul className="match-list">
            {hot.data.hot.map((match) => (
              <MatchCard key={match.id} match={match} />
            ))}
          </ul>
        </section>
      )}
    </article>
  );
}
