import type { MatchSummary, OwnRoom, OwnRoomAnswer } from '@pitchside/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiCall } from '../../api/client';
import { useViewer } from '../session/useViewer';
import { useAnchorMessages } from './anchorMessages';

const ownRoomKey = (token: string) => ['user', 'anchor-room', token];

/** Matches a room can cover: those in play and the hot ones to come (football). */
function useMatchChoices(): MatchSummary[] {
  const hot = useQuery({
    queryKey: ['anchor-room-matches'],
    queryFn: ({ signal }) => apiCall('GET /vdapi/config/v2/index/hot', { query: { sport: 1 } }, signal),
    staleTime: 60_000,
  });
  const seen = new Set<number>();
  return [...(hot.data?.live ?? []), ...(hot.data?.hot ?? [])].filter(
    (m) => !seen.has(m.id) && seen.add(m.id),
  );
}

function RoomForm({ room, onSaved }: { room: OwnRoom | null; onSaved(answer: OwnRoomAnswer): void }) {
  const { t } = useTranslation();
  const ids = useId();
  const matches = useMatchChoices();
  const [title, setTitle] = useState(room?.title ?? '');
  const [matchId, setMatchId] = useState(room?.matchId ? String(room.matchId) : '');
  const [state, setState] = useState<{ busy: boolean; error: string; saved: boolean }>({
    busy: false,
    error: '',
    saved: false,
  });
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setState({ busy: true, error: '', saved: false });
    try {
      const answer = await apiCall('POST /vdapi/user/anchor/room', {
        body: { title, matchId: matchId ? Number(matchId) : null },
      });
      setState({ busy: false, error: '', saved: true });
      onSaved(answer);
    } catch (error) {
      setState({ busy: false, error: error instanceof Error ? error.message : '', saved: false });
    }
  };
  // The room's own match stays a choice even when it is no longer among the hot ones.
  const own = room?.matchId && !matches.some((m) => m.id === room.matchId) ? room : null;
  return (
    <form className="anchor-room-form" onSubmit={submit}>
      <label htmlFor={`${ids}-title`}>{t('anchorRoom.roomTitle')}</label>
      <input
        id={`${ids}-title`}
        value={title}
        dir="auto"
        maxLength={60}
        required
        onChange={(event) => setTitle(event.target.value)}
      />
      <label htmlFor={`${ids}-match`}>{t('anchorRoom.match')}</label>
      <select id={`${ids}-match`} value={matchId} onChange={(event) => setMatchId(event.target.value)}>
        <option value="">{t('anchorRoom.noMatch')}</option>
        {own && <option value={String(own.matchId)}>{own.matchName || `#${own.matchId}`}</option>}
        {matches.map((match) => (
          <option key={match.id} value={String(match.id)}>
            {match.homeName} - {match.awayName}
          </option>
        ))}
      </select>
      <button type="submit" disabled={state.busy || title.trim() === ''}>
        {room ? t('anchorRoom.save') : t('anchorRoom.create')}
      </button>
      {state.saved && <p role="status">{t('anchorRoom.saved')}</p>}
      {state.error && <p role="alert">{t('anchorRoom.failed', { message: state.error })}</p>}
    </form>
  );
}

function StreamKey({ answer, onChanged }: { answer: OwnRoomAnswer; onChanged(answer: OwnRoomAnswer): void }) {
  const { t } = useTranslation();
  const [shownKey, setShownKey] = useState('');
  const [copied, setCopied] = useState(false);
  const [error, setError] = useState('');
  const room = answer.room;
  if (!room) return null;
  const act = async (call: () => Promise<void>) => {
    setError('');
    try {
      await call();
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : '');
    }
  };
  const rotate = () =>
    act(async () => {
      const made = await apiCall('POST /vdapi/user/anchor/key/rotate');
      setShownKey(made.streamKey);
      setCopied(false);
      onChanged({ room: made.room, ingestUrl: made.ingestUrl });
    });
  const revoke = () =>
    act(async () => {
      if (!window.confirm(t('anchorRoom.revokeConfirm'))) return;
      setShownKey('');
      onChanged(await apiCall('POST /vdapi/user/anchor/key/revoke'));
    });
  return (
    <div className="anchor-room-key">
      <dl className="profile-fields">
        <dt>{t('anchorRoom.server')}</dt>
        <dd>
          <code data-testid="ingest-url">{answer.ingestUrl}</code>
        </dd>
        <dt>{t('anchorRoom.key')}</dt>
        <dd>
          {shownKey ? (
            <>
              <code className="stream-key" data-testid="stream-key">
                {shownKey}
              </code>{' '}
              <button
                type="button"
                onClick={() =>
                  navigator.clipboard?.writeText(shownKey).then(
                    () => setCopied(true),
                    () => {},
                  )
                }
              >
                {copied ? t('anchorRoom.copied') : t('anchorRoom.copy')}
              </button>
              <p className="muted">{t('anchorRoom.keyOnce')}</p>
            </>
          ) : room.hasKey ? (
            <p className="muted">{t('anchorRoom.keyHint', { hint: room.keyHint })}</p>
          ) : (
            <p className="muted">{t('anchorRoom.keyNone')}</p>
          )}
        </dd>
      </dl>
      <div className="anchor-room-actions">
        <button type="button" onClick={rotate}>
          {t('anchorRoom.rotate')}
        </button>
        <button type="button" onClick={revoke} disabled={!room.hasKey}>
          {t('anchorRoom.revoke')}
        </button>
      </div>
      {error && <p role="alert">{t('anchorRoom.failed', { message: error })}</p>}
      <p className="muted">{t('anchorRoom.howTo')}</p>
    </div>
  );
}

const FAULT_TEXT = {
  codec: 'anchorRoom.faultCodec',
  busy: 'anchorRoom.faultBusy',
  cut: 'anchorRoom.faultCut',
} as const;

/** /user: the signed-in user's anchor room (docs/ARCHITECTURE.md "Anchors' ingest"): make it, stream to it, manage its key. */
export function AnchorRoomSection({ token }: { token: string }) {
  useAnchorMessages();
  const { t } = useTranslation();
  const { locale } = useViewer();
  const client = useQueryClient();
  // Polled: the room goes live and off the air as the anchor's software starts and stops.
  const own = useQuery({
    queryKey: [...ownRoomKey(token), locale],
    queryFn: ({ signal }) => apiCall('GET /vdapi/user/anchor/room', {}, signal),
    refetchInterval: 5000,
  });
  const answer = own.data;
  const update = (next: OwnRoomAnswer) => client.setQueryData([...ownRoomKey(token), locale], next);
  const room = answer?.room ?? null;
  const intl = locale === 'cn' ? 'zh-CN' : locale === 'vi' ? 'vi-VN' : 'en-GB';
  return (
    <section
      className="anchor-room"
      aria-labelledby="anchor-room-title"
      data-live={room?.live ? 'true' : 'false'}
    >
      <h2 id="anchor-room-title">{t('anchorRoom.title')}</h2>
      <p className="muted">{t('anchorRoom.intro')}</p>
      {answer && answer.ingestUrl === '' && <p role="note">{t('anchorRoom.noIngest')}</p>}
      {room && (
        <p
          className={room.live ? 'anchor-room-status live' : 'anchor-room-status'}
          data-testid="anchor-room-status"
        >
          <strong>{room.live ? t('anchorRoom.live') : t('anchorRoom.offline')}</strong>
          {room.live && room.liveSince !== null && (
            <>
              {' · '}
              {t('anchorRoom.liveSince', {
                time: new Intl.DateTimeFormat(intl, { timeStyle: 'short' }).format(room.liveSince),
              })}
            </>
          )}
        </p>
      )}
      {room?.lastFault && !room.live && <p role="alert">{t(FAULT_TEXT[room.lastFault])}</p>}
      {answer && <RoomForm key={room?.id ?? 0} room={room} onSaved={update} />}
      {answer?.room && answer.ingestUrl !== '' && <StreamKey answer={answer} onChanged={update} />}
    </section>
  );
}
