import { ANCHOR_HLS_PREFIX } from '@pitchside/shared';
import type { HlsConfig, default as HlsType } from 'hls.js';
import {
  type Dispatch,
  type ReactNode,
  type RefObject,
  type SetStateAction,
  useEffect,
  useRef,
  useState,
} from 'react';
import { useTranslation } from 'react-i18next';
import { loadHls } from './hlsLoader';
import pitchPoster from './pitchPoster.svg';

export type PlayerState = 'loading' | 'playing' | 'waiting' | 'error' | 'ended';

export interface VideoPlayerProps {
  src: string;
  /** How far the picture is behind real time (ms), measured while playing; null when unknown. */
  onLatency(latencyMs: number | null): void;
  /** Asked when a feature needs sign-in (the high quality). */
  onNeedsSignIn(): void;
  signedIn: boolean;
  /** Drawn over the picture and under the player's buttons (the bullet comments). */
  overlay?: ReactNode;
}

type Quality = { index: number; label: string };

/**
 * Where a live stream plays, and how it stays there (the scores held to the picture wait as long as it
 * is behind, so a player that drifts makes the whole page drift): three segments behind the live edge;
 * a player that has fallen behind (a stall, a slow network, a tab in the background) plays up to a
 * tenth faster until it is back, and one more than six segments behind jumps back to three.
 */
const LIVE_EDGE = {
  liveSyncDurationCount: 3,
  liveMaxLatencyDurationCount: 6,
  maxLiveSyncPlaybackRate: 1.1,
} as const satisfies Partial<HlsConfig>;

/**
 * An anchor's stream (the ingest's low-latency HLS, or its short segments): hls.js in low-latency mode
 * plays at the playlist's PART-HOLD-BACK behind its newest part and asks for each part by blocking
 * reload. A live-sync count of our own would override that hold-back, so none is set here: a playlist
 * without parts is played at hls.js's default, three segments behind, as the match streams are.
 * Within a segment of that point hls.js plays up to half again as fast until it is back; further behind
 * (a stall: the viewer's network cut for seconds) it jumps back to it (`anchorMaxLatency`, below). A
 * playlist that cannot be read is asked for again for about 20 s before the player gives up, so a
 * network that comes back finds the player still there.
 */
const ANCHOR_LIVE_EDGE = {
  lowLatencyMode: true,
  maxLiveSyncPlaybackRate: 1.5,
  playlistLoadPolicy: {
    default: {
      maxTimeToFirstByteMs: 10_000,
      maxLoadTimeMs: 20_000,
      timeoutRetry: { maxNumRetry: 4, retryDelayMs: 0, maxRetryDelayMs: 0 },
      errorRetry: { maxNumRetry: 12, retryDelayMs: 500, maxRetryDelayMs: 2_000 },
    },
  },
} as const satisfies Partial<HlsConfig>;

/**
 * How far behind the live edge an anchor's player may fall before it jumps back to its hold-back: the
 * hold-back the playlist asks for (PART-HOLD-BACK, or HOLD-BACK without parts) plus three seconds, or
 * two target durations for long segments. hls.js takes a maximum only beside a live-sync duration of
 * our own (which would replace the playlist's hold-back), so it is set on the player's configuration
 * once the playlist is read, from the playlist itself.
 */
export function anchorMaxLatency(playlist: {
  partHoldBack: number;
  holdBack: number;
  targetduration: number;
}): number {
  const holdBack = playlist.partHoldBack || playlist.holdBack || playlist.targetduration * 3;
  return holdBack + Math.max(3, playlist.targetduration * 2);
}

/**
 * The picture's wall-clock time from the playlist's PROGRAM-DATE-TIME (hls.js), else the video's. Read
 * while the picture is stalled too: it then falls behind second by second, and the page's hold of the
 * score grows with it, so the page never shows a goal the frozen picture has not.
 */
function measureLatency(video: HTMLVideoElement, hls: HlsType | null): number | null {
  if (hls) {
    const date = hls.playingDate;
    if (date) return Math.max(0, Date.now() - date.getTime());
    return hls.latency > 0 ? hls.latency * 1000 : null;
  }
  // Native HLS (Safari): the stream's start date plus the position.
  const start = (video as HTMLVideoElement & { getStartDate?: () => Date }).getStartDate?.();
  if (start && !Number.isNaN(start.getTime())) {
    return Math.max(0, Date.now() - (start.getTime() + video.currentTime * 1000));
  }
  return null;
}

/**
 * Plays `src` in the element: hls.js over Media Source Extensions (an anchor's stream at its own live
 * edge), the browser's own HLS where it has no MSE. Returns what stops it.
 */
function playStream(
  element: HTMLVideoElement,
  src: string,
  hlsRef: RefObject<HlsType | null>,
  on: { onQualities(qualities: Quality[]): void; onState(state: PlayerState): void },
): () => void {
  let cancelled = false;
  let hls: HlsType | null = null;
  const start = async () => {
    const { Hls, config } = await loadHls();
    if (cancelled) return;
    if (Hls.isSupported()) {
      const edge = src.startsWith(ANCHOR_HLS_PREFIX)
        ? ANCHOR_LIVE_EDGE
        : { ...LIVE_EDGE, lowLatencyMode: false };
      const player = new Hls({ ...config, ...edge, backBufferLength: 30 });
      hls = player;
      hlsRef.current = player;
      if (edge === ANCHOR_LIVE_EDGE) {
        player.on(Hls.Events.LEVEL_UPDATED, (_event, { details }) => {
          if (details.live) player.config.liveMaxLatencyDuration = anchorMaxLatency(details);
        });
      }
      player.on(Hls.Events.MANIFEST_PARSED, (_event, data) => {
        on.onQualities(data.levels.map((level, index) => ({ index, label: `${level.height}p` })));
        void element.play().catch(() => undefined);
      });
      player.on(Hls.Events.ERROR, (_event, data) => {
        if (!data.fatal) return;
        const offAir = data.response?.code === 404;
        on.onState(offAir ? 'ended' : 'error');
        player.destroy();
      });
      player.loadSource(src);
      player.attachMedia(element);
    } else if (element.canPlayType('application/vnd.apple.mpegurl')) {
      element.src = src;
      void element.play().catch(() => undefined);
    } else on.onState('error');
  };
  start().catch(() => on.onState('error'));
  return () => {
    cancelled = true;
    hls?.destroy();
    hlsRef.current = null;
    element.removeAttribute('src');
  };
}

/**
 * Follows the picture: playing, waiting, failed (the browser's own HLS; hls.js reports its own), muted,
 * and how far behind it is, every second once it has started. Returns what stops following.
 */
function watchPicture(
  element: HTMLVideoElement,
  hlsRef: RefObject<HlsType | null>,
  on: {
    onState: Dispatch<SetStateAction<PlayerState>>;
    onMuted(muted: boolean): void;
    onLatency(latencyMs: number | null): void;
  },
): () => void {
  const playing = () => on.onState('playing');
  const waiting = () => on.onState((old) => (old === 'error' || old === 'ended' ? old : 'waiting'));
  const failed = () => {
    if (!hlsRef.current) on.onState('error');
  };
  const volume = () => on.onMuted(element.muted);
  element.addEventListener('playing', playing);
  element.addEventListener('waiting', waiting);
  element.addEventListener('error', failed);
  element.addEventListener('volumechange', volume);
  const timer = setInterval(() => {
    // Once the picture has started; a stalled or paused picture is behind all the same.
    if (element.currentTime === 0) return;
    on.onLatency(measureLatency(element, hlsRef.current));
  }, 1000);
  return () => {
    element.removeEventListener('playing', playing);
    element.removeEventListener('waiting', waiting);
    element.removeEventListener('error', failed);
    element.removeEventListener('volumechange', volume);
    clearInterval(timer);
  };
}

/**
 * The match stream: hls.js over Media Source Extensions, the browser's own HLS where it has no MSE
 * (iPhone). Starts muted (browsers allow muted autoplay) with a visible unmute button.
 */
export function VideoPlayer({ src, onLatency, onNeedsSignIn, signedIn, overlay }: VideoPlayerProps) {
  const { t } = useTranslation();
  const video = useRef<HTMLVideoElement>(null);
  const hlsRef = useRef<HlsType | null>(null);
  const [state, setState] = useState<PlayerState>('loading');
  const [muted, setMuted] = useState(true);
  const [qualities, setQualities] = useState<Quality[]>([]);
  const [quality, setQuality] = useState(-1);
  const [attempt, setAttempt] = useState(0);
  const latencyRef = useRef(onLatency);
  latencyRef.current = onLatency;

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` is the retry button starting the player again
  useEffect(() => {
    const element = video.current;
    if (!element || !src) return;
    setState('loading');
    setQualities([]);
    setQuality(-1);
    const stop = playStream(element, src, hlsRef, { onQualities: setQualities, onState: setState });
    return () => {
      stop();
      latencyRef.current(null);
    };
  }, [src, attempt]);

  useEffect(() => {
    const element = video.current;
    if (!element) return;
    return watchPicture(element, hlsRef, {
      onState: setState,
      onMuted: setMuted,
      onLatency: (ms) => latencyRef.current(ms),
    });
  }, []);

  const chooseQuality = (index: number) => {
    const top = qualities.length - 1;
    if (index === top && top > 0 && !signedIn) {
      onNeedsSignIn();
      return;
    }
    setQuality(index);
    if (hlsRef.current) hlsRef.current.currentLevel = index;
  };

  return (
    <div className="video-player" data-state={state}>
      {/* The pitch shows, at the video's size, from the first paint until the stream's first frame. */}
      <video ref={video} muted autoPlay playsInline poster={pitchPoster} data-testid="match-video" />
      {state !== 'error' && state !== 'ended' && overlay}
      {muted && state !== 'error' && state !== 'ended' && (
        <button
          type="button"
          className="unmute"
          onClick={() => {
            const element = video.current;
            if (!element) return;
            element.muted = false;
            void element.play().catch(() => undefined);
          }}
        >
          <svg aria-hidden="true" width="16" height="16" viewBox="0 0 16 16">
            <path d="M2 6h3l4-3v10l-4-3H2z" fill="currentColor" />
            <path d="M11 5l4 6M15 5l-4 6" stroke="currentColor" strokeWidth="1.5" />
          </svg>{' '}
          {t('detail:video.unmute')}
        </button>
      )}
      {(state === 'loading' || state === 'waiting') && (
        <p className="video-note" role="status">
          {t('detail:video.loading')}
        </p>
      )}
      {state === 'error' && (
        <p className="video-note error" role="alert">
          {t('detail:video.error')}{' '}
          <button type="button" onClick={() => setAttempt((n) => n + 1)}>
            {t('home.retry')}
          </button>
        </p>
      )}
      {state === 'ended' && (
        <p className="video-note" role="status">
          {t('detail:video.ended')}
        </p>
      )}
      {qualities.length > 1 && (
        <label className="quality">
          <span className="visually-hidden">{t('detail:video.quality')}</span>
          <select value={quality} onChange={(event) => chooseQuality(Number(event.target.value))}>
            <option value={-1}>{t('detail:video.auto')}</option>
            {qualities.map((level) => (
              <option key={level.index} value={level.index}>
                {level.label}
              </option>
            ))}
          </select>
        </label>
      )}
    </div>
  );
}
