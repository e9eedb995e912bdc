import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSetPath } from '../../routing/routeSetContext';
import { SignInOffer } from '../auth/SignInOffer';
import { FollowBell } from '../follow/FollowStar';
import { useFollowMessages } from '../follow/followMessages';
import { followedIds, useFollows } from '../follow/useFollows';
import { MatchRows } from '../lists/MatchRow';
import { QueryState } from '../lists/QueryState';
import { TimeZoneNote } from '../lists/TimeZoneNote';
import { useViewer } from '../session/useViewer';
import { MatchesFrame } from './MatchesFrame';
import { favListQuery } from './matchesApi';
import { useMatchesMessages } from './matchesMessages';

function Favourites({ token }: { token: string }) {
  useMatchesMessages();
  const { t } = useTranslation();
  const { locale } = useViewer();
  const favourites = useQuery(favListQuery(locale, token));
  const list = favourites.data?.list ?? [];
  return (
    <>
      <TimeZoneNote />
      <QueryState query={favourites} empty={list.length === 0} emptyText={t('matches.emptyFavourites')}>
        <MatchRows matches={list} />
      </QueryState>
    </>
  );
}

/**
 * What this page holds and what it does not: matches starred ☆ are here; teams and competitions followed
 * with the bell are not (their matches are in the feed), with how many are followed and the way there.
 */
function StarsAndBells() {
  useMatchesMessages();
  useFollowMessages();
  const { t } = useTranslation();
  const setPath = useSetPath();
  const ids = followedIds(useFollows());
  return (
    <div className="colects-note" role="note">
      <p>
        <span className="colects-star" aria-hidden="true">
          ★
        </span>
        {t('matches.colectsStars')}
      </p>
      <p data-followed={ids.teams.length + ids.leagues.length}>
        <FollowBell on />
        <span>
          {t('matches.colectsFollows', { count: ids.teams.length + ids.leagues.length })}{' '}
          <Link to={setPath('/user/feed')}>{t('matches.colectsFeed')}</Link>
        </span>
      </p>
    </div>
  );
}

/** /matches/colects: favourited matches, newest favourite first; sign-in is offered to anonymous visitors. */
export function FavouritesView() {
  useMatchesMessages();
  const { t } = useTranslation();
  const { user, token } = useViewer();
  return (
    <MatchesFrame page="matchesColects">
      <StarsAndBells />
      {!user || !token ? <SignInOffer text={t('matches.favSignIn')} /> : <Favourites token={token} />}
    </MatchesFrame>
  );
}
