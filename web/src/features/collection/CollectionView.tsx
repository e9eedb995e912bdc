import type { ChatRoomId, VideoCollectionDetail } from '@pitchside/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Suspense, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/client';
import { lazyOnline } from '../../render/preloadable';
import { useTimeZone } from '../../render/renderEnv';
import type { PageProps } from '../../routing/pageProps';
import { useRouteSet } from '../../routing/routeSetContext';
import { TabLink, useTabParam } from '../../routing/tabLink';
import { MatchRows } from '../lists/MatchRow';
import { QueryState } from '../lists/QueryState';
import { useViewer } from '../session/useViewer';
import { EventReplay } from '../tracker/EventReplay';
import { useTrackerMessages } from '../tracker/trackerMessages';
import { Skeleton } from '../ui/Skeleton';
import { ClipPlayer } from './ClipPlayer';
import { CommentsTab } from './CommentsTab';
import { clipLength, collectionDetailQuery, recordPlay, viewsLabel } from './collectionApi';
import './collection.css';
import { useCollectionMessages } from './collectionMessages';

// The carousel (swiper) and the chat socket load only when their tab is opened.
const RelatesCarousel = lazyOnline(() => import('./RelatesCarousel'));
const CollectionChatTab = lazyOnline(() => import('./CollectionChatTab'));

const TABS = ['comments', 'chat', 'relates'] as const;
function Clips({ detail, onPlayed }: { detail: VideoCollectionDetail; onPlayed(views: number): void }) {
  useCollectionMessages();
  useTrackerMessages();
  const { t } = useTranslation();
  const [index, setIndex] = useState(0);
  // One play per visit of the page, sent when the video first starts (the origin counts one per device
  // in its window however often it is sent).
  const played = useRef(false);
  const onPlaying = () => {
    if (played.current) return;
    played.current = true;
    recordPlay(detail.collection.id).then(
      (answer) => onPlayed(answer.views),
      () => {
        played.current = false;
      },
    );
  };
  const clip = detail.clips[index];
  // No clip is filmed: a finished match's highlights are the replay of its events (a test server serves
  // the synthetic picture as test clips, shown below the replay and labelled as tests).
  const replay = detail.match && detail.match.sport === 1 ? <EventReplay matchId={detail.match.id} /> : null;
  if (!clip || clip.hlsUrl === '') {
    return replay ?? <p className="muted empty-state">{t('collection.noClips')}</p>;
  }
  return (
    <div className="clips">
      {replay}
      <p className="clip-test-note muted" data-testid="test-clips">
        {t('tracker.testSignal')}
      </p>
      <ClipPlayer
        src={clip.hlsUrl}
        title={clip.title}
        poster={detail.collection.cover}
        onPlaying={onPlaying}
      />
      <ol className="clip-list" aria-label={t('collection.clips')}>
        {detail.clips.map((item, at) => (
          <li key={item.clipId}>
            <button
              type="button"
              className={at === index ? 'clip-item active' : 'clip-item'}
              aria-current={at === index ? 'true' : undefined}
              onClick={() => setIndex(at)}
            >
              {/* Titles usually start with the minute already ("22' …"): show it only when they do not. */}
              {item.minute !== null && !item.title.startsWith(`${item.minute}'`) && (
                <span className="clip-minute">{item.minute}'</span>
              )}
              <span className="clip-title">{item.title}</span>
              <span className="muted">{clipLength(item.duration)}</span>
            </button>
          </li>
        ))}
      </ol>
    </div>
  );
}

function Tabs({ detail }: { detail: VideoCollectionDetail }) {
  useCollectionMessages();
  const { t } = useTranslation();
  const { set } = useRouteSet();
  // The tab lives in the address (`?tab=chat`), like the match page's: a link, shareable.
  const tab = useTabParam(TABS, 'comments');
  const base = useId();
  const room: ChatRoomId | null = detail.match ? `match:${detail.match.id}` : null;
  return (
    <section className="collection-tabs">
      <div role="tablist" className="tab-list" aria-label={t('collection.tabsLabel')}>
        {TABS.map((key) => (
          <TabLink
            key={key}
            tab={key}
            id={`${base}-${key}`}
            selected={tab === key}
            controls={`${base}-${key}-panel`}
            className={tab === key ? 'tab-button active' : 'tab-button'}
          >
            {t(`collection.tab.${key}`)}
            {key === 'comments' && ` (${detail.collection.commentCount})`}
          </TabLink>
        ))}
      </div>
      <div
        role="tabpanel"
        id={`${base}-${tab}-panel`}
        aria-labelledby={`${base}-${tab}`}
        className="tab-panel"
      >
        {tab === 'comments' && <CommentsTab videoId={detail.collection.id} />}
        {tab === 'chat' &&
          (room ? (
            <Suspense fallback={<Skeleton rows={3} />}>
              <CollectionChatTab room={room} />
            </Suspense>
          ) : (
            <p className="muted empty-state">{t('collection.noChat')}</p>
          ))}
        {tab === 'relates' && (
          <Suspense fallback={<Skeleton rows={2} />}>
            <RelatesCarousel relates={detail.relates} wide={set === 'pc'} />
          </Suspense>
        )}
      </div>
    </section>
  );
}

/** /matches/detail/{id}: a match's highlight collection with its clips, comments, chat and relates. */
export default function CollectionView({ params }: PageProps) {
  const id = Number(params.id);
  useCollectionMessages();
  const { t, i18n } = useTranslation();
  const { locale, token } = useViewer();
  const options = collectionDetailQuery(locale, id, token);
  const detail = useQuery(options);
  const timeZone = useTimeZone();
  const queryClient = useQueryClient();
  const onPlayed = (views: number) =>
    queryClient.setQueryData(options.queryKey, (old) =>
      old ? { ...old, collection: { ...old.collection, views } } : old,
    );
  const notFound = detail.error instanceof ApiError && detail.error.code === 10005;
  if (notFound) {
    return (
      <article className="page collection-page">
        <h1>{t('pages.collection.title')}</h1>
        <p className="muted empty-state">{t('collection.notFound')}</p>
      </article>
    );
  }
  const data = detail.data;
  const views = data ? viewsLabel(data.collection.views, i18n.language) : null;
  const published = data
    ? new Intl.DateTimeFormat(i18n.language === 'cn' ? 'zh-CN' : i18n.language, {
        dateStyle: 'medium',
        timeStyle: 'short',
        // The page's zone, not the runtime's: the server's and the browser's differ (hydration).
        timeZone,
      }).format(data.collection.publishTime)
    : '';
  return (
    <article className="page collection-page">
      <h1>{data ? data.collection.title : t('pages.collection.title')}</h1>
      <QueryState query={detail} empty={false} emptyText="">
        {data && (
          <>
            <p className="muted collection-byline">
              {data.collection.leagueName} · {published} ·{' '}
              {t('collection.clipCount', { count: data.collection.clipCount })}
              {views !== null && (
                <>
                  {' · '}
                  <span data-views={data.collection.views}>{t('collection.views', { views })}</span>
                </>
              )}
            </p>
            {data.match && <MatchRows matches={[data.match]} />}
            <Clips detail={data} onPlayed={onPlayed} />
            <Tabs detail={data} />
          </>
        )}
      </QueryState>
    </article>
  );
}
