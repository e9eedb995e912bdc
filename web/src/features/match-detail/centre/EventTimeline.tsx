import type { TimelineEvent } from '@pitchside/shared';
import { useTranslation } from 'react-i18next';
import { PlayerLink } from '../../player/PlayerLink';
import { eventNoteKey } from './eventNotes';

/** A goal's ball is drawn (`.ball-icon`), not a character a phone without an emoji font shows as a box. */
const BALL = new Set(['goal', 'penalty', 'own']);
/** The icon of each event type (PRODUCT §3: goal, penalty, own, substitute, missed, corner, cards, var, startstop). */
const ICONS: Readonly<Record<string, string>> = {
  substitute: '⇄',
  missed: '✕',
  corner: '⚑',
  yellow: '',
  red: '',
  yellowred: '',
  var: 'VAR',
  startstop: '◔',
};

export function EventIcon({ kind }: { kind: string }) {
  const { t } = useTranslation();
  return (
    <span className={`event-icon event-${kind}`} title={t(`detail:events.${kind}`, { defaultValue: kind })}>
      {BALL.has(kind) ? (
        <span className="ball-icon" aria-hidden="true" />
      ) : (
        <span aria-hidden="true">{ICONS[kind] ?? '•'}</span>
      )}
      {kind === 'penalty' && <sup aria-hidden="true">P</sup>}
      {kind === 'own' && <sup aria-hidden="true">OG</sup>}
      <span className="visually-hidden">{t(`detail:events.${kind}`, { defaultValue: kind })}</span>
    </span>
  );
}

/** Keeps a substitution's arrow on the line of the name it points at. */
const NBSP = '\u00a0';

const minuteText = (event: TimelineEvent) =>
  event.addedMinute ? `${event.minute}+${event.addedMinute}'` : `${event.minute}'`;

/** The match's events, newest first, home on the left and away on the right. */
export function EventTimeline({ events }: { events: readonly TimelineEvent[] }) {
  const { t } = useTranslation();
  if (events.length === 0) return <p className="muted">{t('detail:events.none')}</p>;
  // The origin sends a whistle's or a VAR check's outcome as a code: worded here, in the reader's language.
  const note = (event: TimelineEvent) => {
    const key = eventNoteKey(event);
    return key ? t(`detail:${key}`) : '';
  };
  return (
    <ol className="timeline">
      {[...events].reverse().map((event) => (
        <li key={event.id} className={`timeline-event side-${event.side}`} data-kind={event.kind}>
          <span className="timeline-minute">{minuteText(event)}</span>
          <EventIcon kind={event.kind} />
          <span className="timeline-text">
            {event.kind === 'substitute' ? (
              // The player coming on first, in bold, then the one going off.
              <>
                <strong className="sub-on" data-player-id={event.relatedPlayerId ?? undefined}>
                  <span aria-hidden="true">↑{NBSP}</span>
                  <span className="visually-hidden">{t('detail:lineup.subOn')}: </span>
                  <PlayerLink id={event.relatedPlayerId}>{event.relatedPlayerName}</PlayerLink>
                </strong>
                <span className="muted sub-off" data-player-id={event.playerId ?? undefined}>
                  {' '}
                  <span aria-hidden="true">↓{NBSP}</span>
                  <span className="visually-hidden">{t('detail:lineup.subOff')}: </span>
                  <PlayerLink id={event.playerId}>{event.playerName}</PlayerLink>
                </span>
              </>
            ) : (
              <>
                <strong>
                  {event.playerName ? (
                    <PlayerLink id={event.playerId}>{event.playerName}</PlayerLink>
                  ) : (
                    (event.kind === 'startstop' && note(event)) ||
                    t(`detail:events.${event.kind}`, { defaultValue: event.kind })
                  )}
                </strong>
                {event.relatedPlayerName && (
                  <span className="muted">
                    {' '}
                    <PlayerLink id={event.relatedPlayerId}>{event.relatedPlayerName}</PlayerLink>
                  </span>
                )}
              </>
            )}
            {event.kind !== 'startstop' && note(event) && <span className="muted"> {note(event)}</span>}
            {(event.kind === 'goal' || event.kind === 'penalty' || event.kind === 'own') && (
              <span className="timeline-score">
                {' '}
                {event.homeScore}-{event.awayScore}
              </span>
            )}
          </span>
        </li>
      ))}
    </ol>
  );
}
