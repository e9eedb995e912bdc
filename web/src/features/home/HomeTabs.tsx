import type { AnchorSummary, IndexHot } from '@pitchside/shared';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocale } from '../../i18n/useLocale';
import { useSetPath } from '../../routing/routeSetContext';
import { openSignIn } from '../auth/authEntry';
import { followedMatchesQuery } from '../follow/followApi';
import { useFollowMessages } from '../follow/followMessages';
import { followedIds, useFollows } from '../follow/useFollows';
import { favouritesQuery, indexFootballQuery, resultsQuery } from '../live/liveQueries';
import { useLiveRuntime } from '../live/loadLive';
import { MatchList } from '../live/MatchList';
import { AnchorCardText } from '../matches/AnchorCardText';
import { watchPathOf } from '../matches/anchorWatch';
import { useMatchesMessages } from '../matches/matchesMessages';
import { useViewer } from '../session/useViewer';
import { LazyImage } from '../ui/LazyImage';

// The home tabs other than live, loaded when chosen (the live tab is the first paint).

/** The anchors of the home page: "Watch" where a room is on the air, leading to where it plays. */
function AnchorList({ anchors }: { anchors: AnchorSummary[] | undefined }) {
  useMatchesMessages();
  const { t } = useTranslation();
  const setPath = useSetPath();
  if (!anchors) return null;
  if (anchors.length === 0) return <p className="muted">{t('live.anchors.none')}</p>;
  return (
    <ul className="anchor-list">
      {anchors.map((anchor) => {
        const watch = watchPathOf(anchor);
        return (
          <li key={anchor.id} className="anchor-card" data-anchor-id={anchor.id} data-live={anchor.isLive}>
            <LazyImage src={anchor.cover} alt="" width={160} height={90} />
            <AnchorCardText anchor={anchor} />
            {watch ? (
              <Link className="anchor-watch" to={setPath(watch)}>
                {t('home.watch')}
              </Link>
            ) : (
              <span className="anchor-off-air muted">{t('matches.offAir')}</span>
            )}
          </li>
        );
      })}
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
  const { t } = useTranslation();
  const locale = useLocale();
  const results = useQuery(resultsQuery(locale));
  return (
    <MatchList
      matches={results.data?.list}
      failed={results.isError}
      onRetry={() => void results.refetch()}
      empty={t('live.noResults')}
    />
  );
}

/** Followed teams' matches first (guests' follows too), then the signed-in user's favourite matches. */
function FavoriteTab() {
  useFollowMessages();
  const { t } = useTranslation();
  const { locale, user, token } = useViewer();
  const follows = useFollows();
  const ids = followedIds(follows);
  const followed = useQuery(followedMatchesQuery(locale, ids, token));
  const favourites = useQuery({ ...favouritesQuery(locale, user?.id ?? 0), enabled: user !== null });
  const following = ids.teams.length + ids.leagues.length > 0;
  const parts = [following ? followed : null, user ? favourites : null].filter((q) => q !== null);
  // Once every part has answered: one list, each match once, the followed teams' first.
  const matches = parts.every((q) => q.data)
    ? [...new Map(parts.flatMap((q) => q.data?.list ?? []).map((m) => [m.id, m] as const)).values()]
    : undefined;
  return (
    <>
      {!user && (
        <p className="muted">
          {t('follow.guestNote')} {t('live.favourites.signIn')}{' '}
          <button type="button" onClick={() => openSignIn()}>
            {t('auth.signIn')}
          </button>
        </p>
      )}
      {parts.length === 0 ? (
        <p className="muted empty-state">{t('follow.hint')}</p>
      ) : (
        <MatchList
          matches={matches}
          failed={parts.some((q) => q.isError)}
          onRetry={() => {
            for (const q of parts) void q.refetch();
          }}
          empty={following ? t('live.favourites.empty') : `${t('live.favourites.empty')} ${t('follow.hint')}`}
        />
      )}
    </>
  );
}

export type OtherHomeTab = 'anchor' | 'hot' | 'football' | 'result' | 'favorite';

export default function HomeTab({
  tab,
  hot,
  hotFailed,
  onRetry,
}: {
  tab: OtherHomeTab;
  hot: IndexHot | undefined;
  hotFailed: boolean;
  onRetry(): void;
}) {
  // The cards' clocks and favourites come with the live chunk.
  const runtime = useLiveRuntime('now');
  switch (tab) {
    case 'anchor':
      return <AnchorList anchors={hot?.anchors} />;
    case 'hot':
      return (
        <MatchList matches={hot?.hot} Clock={runtime?.MatchClock} failed={hotFailed} onRetry={onRetry} />
      );
    case 'football':
      return <FootballTab />;
    case 'result':
      return <ResultTab />;
    case 'favorite':
      return <FavoriteTab />;
  }
}
