import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSetPath } from '../../routing/routeSetContext';
import { MatchRows } from '../lists/MatchRow';
import { QueryState } from '../lists/QueryState';
import { TimeZoneNote } from '../lists/TimeZoneNote';
import { useViewer } from '../session/useViewer';
import { LazyImage } from '../ui/LazyImage';
import { MatchesFrame } from './MatchesFrame';
import { hotLeaguesQuery } from './matchesApi';
import { useMatchesMessages } from './matchesMessages';

/** /matches/hot: the leagues with the most interest now, each with its live and next matches. */
export function HotView() {
  useMatchesMessages();
  const { t } = useTranslation();
  const { locale, token } = useViewer();
  const setPath = useSetPath();
  const hot = useQuery(hotLeaguesQuery(locale, token));
  const leagues = hot.data?.list ?? [];
  return (
    <MatchesFrame page="matchesHot">
      <TimeZoneNote />
      <QueryState query={hot} empty={leagues.length === 0} emptyText={t('matches.emptyHot')}>
        {leagues.map((league) => (
          <section key={league.leagueId} className="league-block" aria-labelledby={`hot-${league.leagueId}`}>
            <h2 id={`hot-${league.leagueId}`} className="league-heading">
              <LazyImage src={league.imageUrl} alt="" width={24} height={24} />
              <Link to={setPath(`/special/${league.leagueId}`)}>{league.nameStr}</Link>
              {league.liveCount > 0 && (
                <span className="badge-live">{t('matches.liveCount', { count: league.liveCount })}</span>
              )}
            </h2>
            <MatchRows matches={league.matches} />
          </section>
        ))}
      </QueryState>
    </MatchesFrame>
  );
}
