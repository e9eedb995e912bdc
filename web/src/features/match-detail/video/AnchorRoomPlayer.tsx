import { topicName } from '@pitchside/shared';
import { useQuery } from '@tanstack/react-query';
import i18next from 'i18next';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ApiError, apiCall } from '../../../api/client';
import { useLocale } from '../../../i18n/useLocale';
import { useSetPath } from '../../../routing/routeSetContext';
import { useLiveRuntime, useTopic } from '../../live/loadLive';
import { ANCHOR_PARAM } from '../../matches/anchorWatch';
import { useMatchesMessages } from '../../matches/matchesMessages';
import { useSignedInUser } from '../../session/session';
import { Skeleton } from '../../ui/Skeleton';
import { registerDetailMessages } from '../detailMessages';
import { LoginInfoPopup } from '../LoginInfoPopup';
import { useAnchorRoomMessages } from './anchorRoomMessages';
import { VideoPlayer } from './VideoPlayer';
import '../detail.css';

registerDetailMessages(i18next);

/**
 * The anchors list's player (/matches/anchors?room={id}): an anchor's room played on its own. It is
 * where a room without a match ("No match for now") is watched, which no match page shows. Holding the
 * room's topic counts the viewer (docs/API.md "Watching") and pushes its changes: off the air the player
 * says so, back on it plays the new stream by itself. `anchorId` null: the address named no room.
 */
export default function AnchorRoomPlayer({ anchorId }: { anchorId: number | null }) {
  useAnchorRoomMessages();
  useMatchesMessages();
  const { t } = useTranslation();
  const locale = useLocale();
  const setPath = useSetPath();
  const user = useSignedInUser();
  const runtime = useLiveRuntime('now');
  const [loginInfo, setLoginInfo] = useState(false);
  const room = useQuery({
    queryKey: ['anchor-room', anchorId ?? 0, locale],
    queryFn: ({ signal }) => apiCall('GET /vdapi/anchor/room/:id', { params: { id: anchorId ?? 0 } }, signal),
    enabled: anchorId !== null,
  });
  const topic = useTopic(
    runtime,
    anchorId === null ? null : topicName({ kind: 'room', anchorId: String(anchorId), locale }),
  );
  const now = topic.state ?? room.data;
  const notFound = anchorId === null || (room.error instanceof ApiError && room.error.code === 10005);

  let body: ReactNode;
  if (notFound) body = <p role="alert">{t('anchorLive.notFound')}</p>;
  else if (!now) body = room.isError ? <p role="alert">{t('home.loadFailed')}</p> : <Skeleton rows={2} />;
  else {
    const { anchor, hlsUrl, match } = now;
    body = (
      <>
        <div className="detail-video">
          {hlsUrl ? (
            <VideoPlayer
              key={hlsUrl}
              src={hlsUrl}
              onLatency={() => undefined}
              signedIn={user !== null}
              onNeedsSignIn={() => setLoginInfo(true)}
            />
          ) : (
            <div className="video-player off-air">
              <p className="video-note" data-anchor-offline="">
                {t('anchorLive.offline')}
              </p>
            </div>
          )}
        </div>
        <p className="anchor-room-line">
          <strong data-user-text="" dir="auto">
            {anchor.nickName}
          </strong>{' '}
          <span data-user-text="" dir="auto">
            {anchor.roomTitle}
          </span>{' '}
          <span className={anchor.isLive ? 'anchor-state live' : 'anchor-state'}>
            {anchor.isLive
              ? anchor.viewers === null
                ? t('matches.onAirOnly')
                : t('matches.onAir', { viewers: anchor.viewers })
              : t('matches.offAir')}
          </span>
        </p>
        {match && (
          <p>
            <Link to={setPath(`/live/detail/${match.id}?${ANCHOR_PARAM}=${anchor.id}`)}>
              {t('anchorLive.toMatch')}: {match.homeName} - {match.awayName}
            </Link>
          </p>
        )}
      </>
    );
  }
  return (
    <section className="anchor-room-player" aria-label={t('anchorLive.player')} data-room-id={anchorId ?? ''}>
      {body}
      <p>
        <Link to={setPath('/matches/anchors')} replace>
          {t('anchorLive.close')}
        </Link>
      </p>
      {loginInfo && <LoginInfoPopup onClose={() => setLoginInfo(false)} />}
    </section>
  );
}
