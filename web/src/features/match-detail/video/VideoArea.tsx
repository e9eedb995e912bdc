import { isLiveStatus, isolatedName, type MatchView } from '@pitchside/shared';
import { useTranslation } from 'react-i18next';
import { useBulletSettings } from '../../chat/bulletSettings';
import type { LiveRuntime } from '../../live/loadLive';
import { useSignedInUser } from '../../session/session';
import { MatchTracker } from '../../tracker/MatchTracker';
import { useAnchorRoomMessages } from './anchorRoomMessages';
import { BulletControls } from './BulletControls';
import { VideoBullets } from './VideoBullets';
import { VideoPlayer } from './VideoPlayer';
import type { VideoSource } from './videoSource';

export interface VideoAreaProps {
  video: VideoSource;
  /** The match as shown: held to the picture while sync is on. */
  view: MatchView;
  runtime: LiveRuntime | null;
  syncOn: boolean;
  holdMs: number;
  latency: number | null;
  onLatency(ms: number | null): void;
  onNeedsSignIn(): void;
}

/**
 * The detail page's picture: the chosen stream or anchor's room with its bullets; where none plays, the
 * tracker drawn from the events (football) or a note that nothing is on air. Below it, the choice of
 * source.
 */
export function VideoArea({
  video,
  view,
  runtime,
  syncOn,
  holdMs,
  latency,
  onLatency,
  onNeedsSignIn,
}: VideoAreaProps) {
  useAnchorRoomMessages();
  const { t } = useTranslation();
  const user = useSignedInUser();
  const bullets = useBulletSettings();
  const { src, feed, anchorOffline } = video;
  const match = view.match;
  return (
    <div className="detail-video">
      {src ? (
        <VideoPlayer
          key={src}
          src={src}
          onLatency={onLatency}
          signedIn={user !== null}
          onNeedsSignIn={onNeedsSignIn}
          overlay={
            <>
              {
                // With sync on, bullets wait until the picture's delay is known: none runs ahead of it.
                runtime && bullets.on && (!syncOn || latency !== null) && (
                  <VideoBullets matchId={match.id} runtime={runtime} holdMs={holdMs} />
                )
              }
              {feed?.test && (
                <p className="video-test-badge" data-testid="test-signal">
                  {t('tracker.testSignal')}
                </p>
              )}
            </>
          }
        />
      ) : match.sport === 1 && !anchorOffline ? (
        // No stream covers the match (or the fan chose the tracker): the match drawn from its events.
        // A chosen anchor off the air is said so instead, until their stream comes back.
        <MatchTracker view={view} Clock={runtime?.MatchClock} />
      ) : (
        <div className="video-player off-air">
          <p className="video-note" data-anchor-offline={anchorOffline ? '' : undefined}>
            {anchorOffline
              ? t('anchorLive.offline')
              : isLiveStatus(match.status)
                ? t('detail:video.none')
                : t('detail:video.offAir')}
          </p>
        </div>
      )}
      {src && <BulletControls />}
      {(video.feeds.length > 0 || video.anchors.length > 0) && (
        <SourceChoice video={video} football={match.sport === 1} />
      )}
    </div>
  );
}

/** The stream, an anchor's room, or the tracker (football): the fan's choice of what the video area shows. */
function SourceChoice({ video, football }: { video: VideoSource; football: boolean }) {
  const { t } = useTranslation();
  const { source, feeds, anchors, choose } = video;
  return (
    <label className="source-choice">
      {t('detail:video.source')}{' '}
      <select
        value={
          source && source.kind !== 'tracker' ? `${source.kind}:${source.id}` : football ? 'tracker:' : ''
        }
        onChange={(event) => {
          const [kind, id] = event.target.value.split(':');
          choose(
            kind === 'anchor'
              ? { kind: 'anchor', id: Number(id) }
              : kind === 'tracker'
                ? { kind: 'tracker' }
                : { kind: 'feed', id: id ?? '' },
          );
        }}
      >
        {football && <option value="tracker:">{t('tracker.source')}</option>}
        {feeds.map((feed) => (
          <option key={feed.id} value={`feed:${feed.id}`}>
            {feed.name}
          </option>
        ))}
        {anchors
          // The live rooms, and the chosen one off the air: the menu still names the fan's choice
          // while the player says the anchor is offline.
          .filter((anchor) => anchor.isLive || (source?.kind === 'anchor' && anchor.id === source.id))
          .map((anchor) => (
            <option key={anchor.id} value={`anchor:${anchor.id}`}>
              {t('detail:video.anchor', { name: isolatedName(anchor.nickName) })}
            </option>
          ))}
      </select>
    </label>
  );
}
