import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { loadHls } from '../match-detail/video/hlsLoader';
import { useCollectionMessages } from './collectionMessages';

/**
 * A highlight clip (HLS video on demand, docs/API.md "Clips"): Safari plays the playlist itself,
 * other browsers through hls.js (its light build, shared with the match stream), fetched with this chunk only when a clip is shown.
 */
export function ClipPlayer({
  src,
  title,
  poster,
  onPlaying,
}: {
  src: string;
  title: string;
  poster?: string;
  /** The video actually started (its `playing` event): a play to count. */
  onPlaying?: () => void;
}) {
  useCollectionMessages();
  const { t } = useTranslation();
  const video = useRef<HTMLVideoElement>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    const element = video.current;
    if (!element || !src) return;
    setFailed(false);
    let disposed = false;
    let destroy = () => {};
    if (element.canPlayType('application/vnd.apple.mpegurl')) {
      element.src = src;
      return () => {
        element.removeAttribute('src');
        element.load();
      };
    }
    void loadHls()
      .then(({ Hls, config }) => {
        if (disposed) return;
        if (!Hls.isSupported()) {
          setFailed(true);
          return;
        }
        const hls = new Hls(config);
        hls.on(Hls.Events.ERROR, (_event, data) => {
          if (data.fatal) setFailed(true);
        });
        hls.loadSource(src);
        hls.attachMedia(element);
        destroy = () => hls.destroy();
      })
      .catch(() => setFailed(true));
    return () => {
      disposed = true;
      destroy();
    };
  }, [src]);

  return (
    <div className="clip-player">
      {/* biome-ignore lint/a11y/useMediaCaption: highlight clips carry no speech, only crowd sound. */}
      <video
        ref={video}
        controls
        playsInline
        preload="metadata"
        poster={poster}
        aria-label={title}
        onPlaying={onPlaying}
      />
      {failed && (
        <p className="clip-failed" role="alert">
          {t('collection.playFailed')}
        </p>
      )}
    </div>
  );
}
