import { type EventNote, isEventNote, type TimelineEvent } from '@pitchside/shared';

type NoteKey =
  | 'kickOff'
  | 'secondHalf'
  | 'extraTime'
  | 'halfTime'
  | 'fullTime'
  | 'shootout'
  | 'abandoned'
  | 'goalConfirmed'
  | 'noPenalty';

/** Each note code the origin sends (shared EVENT_NOTES) and its words; a kick-off says which period starts. */
const NOTE_KEYS: Record<EventNote, (minute: number) => NoteKey> = {
  'kick-off': (minute) => (minute > 90 ? 'extraTime' : minute > 45 ? 'secondHalf' : 'kickOff'),
  'half-time': () => 'halfTime',
  'full-time': () => 'fullTime',
  shootout: () => 'shootout',
  abandoned: () => 'abandoned',
  'goal-check:confirmed': () => 'goalConfirmed',
  'penalty-check:no-penalty': () => 'noPenalty',
};

/**
 * The catalog key (`detail:eventNotes.*`) of a timeline event's note, or null when it has none. A code
 * this page does not know yet is left out rather than shown as it came.
 */
export function eventNoteKey(event: Pick<TimelineEvent, 'text' | 'minute'>): `eventNotes.${NoteKey}` | null {
  return isEventNote(event.text) ? `eventNotes.${NOTE_KEYS[event.text](event.minute)}` : null;
}
