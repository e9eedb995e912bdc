import type { AnchorSummary } from '@pitchside/shared';
import { useQuery } from '@tanstack/react-query';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { lazyOnline } from '../../render/preloadable';
import { useSetPath } from '../../routing/routeSetContext';
import { Pager } from '../lists/Pager';
import { QueryState } from '../lists/QueryState';
import { useViewer } from '../session/useViewer';
import { LazyImage } from '../ui/LazyImage';
import { Skeleton } from '../ui/Skeleton';
import { ROOM_PARAM, roomIdOf, watchPathOf } from './anchorWatch';
import { MatchesFrame } from './MatchesFrame';
import { anchorsQuery } from './matchesApi';
import { useMatchesMessages } from './matchesMessages';

// The room's player, with the match page's: loaded only where the address names a room.
const AnchorRoomPlayer = lazyOnline(() => import('../match-detail/video/AnchorRoomPlayer'));

/**
 * One streamer: room cover, name, title, on-air state and viewers. A room on the air leads to where it
 * plays (its match's page, or this list's player for a room without a match); one off the air to nothing.
 */
export function AnchorCard({ anchor }: { anchor: AnchorSummary }) {
  useMatchesMessages();
  const { t, i18n } = useTranslation();
  const setPath = useSetPath();
  // A real count of the room's connections (the gateway's), or none: never a number made up.
  const viewers =
    anchor.isLive && anchor.viewers !== null
      ? new Intl.NumberFormat(i18n.language === 'cn' ? 'zh-CN' : i18n.language).format(anchor.viewers)
      : null;
  const body = (
    <>
      <LazyImage className="anchor-cover" src={anchor.cover} alt="" width={320} height={180} />
      <span className="anchor-info">
        <LazyImage className="anchor-avatar" src={anchor.avatar} alt="" width={32} height={32} />
        <span className="anchor-text">
          <strong data-user-text="" dir="auto">
            {anchor.nickName}
          </strong>
          <span className="muted" data-user-text="" dir="auto">
            {anchor.roomTitle}
          </span>
        </span>
      </span>
      <span className={anchor.isLive ? 'anchor-state live' : 'anchor-state'}>
        {anchor.isLive
          ? viewers === null
            ? t('matches.onAirOnly')
            : t('matches.onAir', { viewers })
          : t('matches.offAir')}
      </span>
    </>
  );
  const watch = watchPathOf(anchor);
  return (
    <li className="anchor-tile" data-anchor-id={anchor.id} data-live={anchor.isLive}>
      {watch ? <Link to={setPath(watch)}>{body}</Link> : <div>{body}</div>}
    </li>
  );
}

/** /matches/anchors: on air first, then the most followed (docs/API.md), a page at a time. */
export function AnchorsView() {
  useMatchesMessages();
  const { t } = useTranslation();
  const { locale } = useViewer();
  const [page, setPage] = useState(1);
  const anchors = useQuery(anchorsQuery(locale, page));
  const list = anchors.data?.list ?? [];
  const [params] = useSearchParams();
  const room = params.get(ROOM_PARAM);
  return (
    <MatchesFrame page="matchesAnchors">
      {room !== null && (
        <Suspense fallback={<Skeleton rows={2} />}>
          <AnchorRoomPlayer key={room} anchorId={roomIdOf(room)} />
        </Suspense>
      )}
      <QueryState query={anchors} empty={list.length === 0} emptyText={t('matches.emptyAnchors')}>
        <ul className="anchor-grid">
          {list.map((anchor) => (
            <AnchorCard key={anchor.id} anchor={anchor} />
          ))}
        </ul>
        <Pager page={page} hasMore={anchors.data?.hasMore} onPage={setPage} />
      </QueryState>
    </MatchesFrame>
  );
}
