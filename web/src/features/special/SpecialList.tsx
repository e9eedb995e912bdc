import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { initConfigQuery } from '../../api/queries';
import { useSetPath } from '../../routing/routeSetContext';
import { savedLeagueOrder, sortLeagues } from '../header/leagueOrder';
import { QueryState } from '../lists/QueryState';
import { hotLeaguesQuery } from '../matches/matchesApi';
import { useViewer } from '../session/useViewer';
import { LazyImage } from '../ui/LazyImage';
import '../lists/lists.css';
import './special.css';
import { useSpecialMessages } from './specialMessages';

/** /special: every special topic (league) of the menu, in the saved order, with what is live now. */
export function SpecialList() {
  useSpecialMessages();
  const { t } = useTranslation();
  const { locale, token } = useViewer();
  const setPath = useSetPath();
  const config = useQuery(initConfigQuery(locale));
  const hot = useQuery(hotLeaguesQuery(locale, token));
  const leagues = useMemo(
    () => sortLeagues(config.data?.leagueMenu ?? [], savedLeagueOrder()),
    [config.data],
  );
  const live = new Map((hot.data?.list ?? []).map((league) => [league.leagueId, league]));
  // In Chinese the word for special follows the league name (PRODUCT §2).
  const suffix = locale === 'cn' ? t('nav.specialSuffix') : '';
  return (
    <article className="page special-page">
      <h1>{t('pages.special.title')}</h1>
      <p className="muted">{t('special.intro')}</p>
      <QueryState query={config} empty={leagues.length === 0} emptyText={t('special.empty')}>
        <ul className="special-grid">
          {leagues.map((league) => {
            const now = live.get(league.leagueId);
            return (
              <li key={league.leagueId}>
                <Link className="special-tile" to={setPath(`/special/${league.leagueId}`)}>
                  <LazyImage src={league.imageUrl} alt="" width={48} height={48} />
                  <span className="special-name">
                    {league.nameStr}
                    {suffix}
                  </span>
                  <span className="muted special-live">
                    {now && now.liveCount > 0
                      ? t('special.liveCount', { count: now.liveCount })
                      : now
                        ? t('special.upcoming', { count: now.upcomingCount })
                        : t('special.open')}
                  </span>
                </Link>
              </li>
            );
          })}
        </ul>
      </QueryState>
    </article>
  );
}
