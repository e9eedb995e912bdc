import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { SignInOffer } from '../auth/SignInOffer';
import { CollectionTile } from '../collection/CollectionList';
import { collectionsQuery } from '../collection/collectionApi';
import { followedMatchesQuery } from '../follow/followApi';
import { followedIds, useFollows } from '../follow/useFollows';
import { MatchRows } from '../lists/MatchRow';
import { QueryState } from '../lists/QueryState';
import { TimeZoneNote } from '../lists/TimeZoneNote';
import { favListQuery } from '../matches/matchesApi';
import { useViewer } from '../session/useViewer';
import '../collection/collection.css';
import './user.css';
import { feedMatches } from './userApi';
import { useUserMessages } from './userMessages';

function Feed({ token }: { token: string }) {
  useUserMessages();
  const { t } = useTranslation();
  const { locale } = useViewer();
  const favourites = useQuery(favListQuery(locale, token));
  const follows = useFollows();
  const ids = followedIds(follows);
  const followed = useQuery(followedMatchesQuery(locale, ids, token));
  const following = ids.teams.length + ids.leagues.length > 0;
  const highlights = useQuery(collectionsQuery(locale, undefined, 1));
  const coming = feedMatches(following ? (followed.data?.list ?? []) : [], favourites.data?.list ?? []);
  const leagues = new Set([
    ...ids.leagues,
    ...(followed.data?.list ?? []).map((match) => match.leagueId),
    ...(favourites.data?.list ?? []).map((match) => match.leagueId),
  ]);
  const all = highlights.data?.list ?? [];
  // Highlights of the leagues the user follows come first.
  const ordered = [
    ...all.filter((c) => c.leagueId !== null && leagues.has(c.leagueId)),
    ...all.filter((c) => c.leagueId === null || !leagues.has(c.leagueId)),
  ];
  return (
    <>
      <section aria-labelledby="feed-matches">
        <h2 id="feed-matches">{t('user.feedMatches')}</h2>
        <TimeZoneNote />
        <QueryState
          query={{
            isPending: favourites.isPending || (following && followed.isPending),
            isError: favourites.isError && (!following || followed.isError),
            refetch: () => {
              void favourites.refetch();
              void followed.refetch();
            },
          }}
          empty={coming.length === 0}
          emptyText={t('user.feedNoMatches')}
          rows={2}
        >
          <MatchRows matches={coming} />
        </QueryState>
      </section>
      <section aria-labelledby="feed-highlights">
        <h2 id="feed-highlights">{t('user.feedHighlights')}</h2>
        <QueryState
          query={highlights}
          empty={ordered.length === 0}
          emptyText={t('user.feedNoHighlights')}
          rows={3}
        >
          <ul className="collection-grid">
            {ordered.map((collection) => (
              <li key={collection.id}>
                <CollectionTile collection={collection} />
              </li>
            ))}
          </ul>
        </QueryState>
      </section>
    </>
  );
}

/** /user/feed: the signed-in user's coming favourites and the latest highlights. */
export function FeedView() {
  useUserMessages();
  const { t } = useTranslation();
  const { user, token } = useViewer();
  return (
    <article className="page user-feed-page">
      <h1>{t('pages.userFeed.title')}</h1>
      {user && token ? <Feed token={token} /> : <SignInOffer text={t('user.signInFeed')} />}
    </article>
  );
}
