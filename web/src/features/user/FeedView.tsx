import type { MatchSummary } from '@pitchside/shared';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { SignInOffer } from '../auth/SignInOffer';
import { CollectionTile } from '../collection/CollectionList';
import { collectionsQuery } from '../collection/collectionApi';
import { MatchRows } from '../matches/MatchRow';
import { favListQuery } from '../matches/matchesApi';
import { QueryState } from '../matches/QueryState';
import { TimeZoneNote } from '../matches/TimeZoneNote';
import { useViewer } from '../session/useViewer';
import '../collection/collection.css';
import './user.css';
import { useUserMessages } from './userMessages';

const ENDED = new Set<number>([-1, -10, -12]);

/** Favourites still to be played or in play, soonest first. */
export function comingFavourites(list: readonly MatchSummary[]): MatchSummary[] {
  return list.filter((match) => !ENDED.has(match.status)).sort((a, b) => a.startTime - b.startTime);
}

function Feed({ token }: { token: string }) {
  useUserMessages();
  const { t } = useTranslation();
  const { locale } = useViewer();
  const favourites = useQuery(favListQuery(locale, token));
  const highlights = useQuery(collectionsQuery(locale, undefined, 1));
  const coming = comingFavourites(favourites.data?.list ?? []);
  const leagues = new Set((favourites.data?.list ?? []).map((match) => match.leagueId));
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
          query={favourites}
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
