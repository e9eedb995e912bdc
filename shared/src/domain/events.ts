/**
 * Match event types and their numeric codes (PRODUCT §3). Each type has an icon in the web app.
 *
 * The codes of PRODUCT §3 come in pairs 1024 apart (1029/2053 goal, 1032/2056 red, 1034/2058 yellow,
 * 1055/2079 substitute): 1024 + k is the home side, 2048 + k the away side. The codes marked
 * "ours" below were added to the product's first list; they follow that pattern so the engine can
 * emit every type.
 * VAR (535, 105) does not follow it and has no side: 535 is a VAR decision, 105 a VAR check.
 * Penalty and own goals use the goal codes (they change the score like any goal) and say which
 * they were through the event's `kind`.
 */
export const EVENT_TYPES = [
  'goal',
  'penalty',
  'own',
  'substitute',
  'missed',
  'corner',
  'yellow',
  'red',
  'yellowred',
  'var',
  'startstop',
] as const;

export type EventType = (typeof EVENT_TYPES)[number];
export type EventSide = 'home' | 'away';

export function isEventType(value: unknown): value is EventType {
  return typeof value === 'string' && (EVENT_TYPES as readonly string[]).includes(value);
}

/** Code → type, for every code the product knows. */
export const EVENT_CODE_TYPES: Readonly<Record<number, EventType>> = {
  1029: 'goal',
  2053: 'goal',
  1032: 'red',
  2056: 'red',
  1034: 'yellow',
  2058: 'yellow',
  1055: 'substitute',
  2079: 'substitute',
  535: 'var',
  105: 'var',
  // ours, same home/away pattern
  1033: 'missed', // missed penalty
  2057: 'missed',
  1035: 'yellowred', // second yellow
  2059: 'yellowred',
  1036: 'corner',
  2060: 'corner',
  // ours, no side: kick-off, half-time and full-time whistles
  101: 'startstop',
};

/** The code to emit for an event of a type on a side; penalty and own goals use the goal codes. */
export const EVENT_CODES_BY_TYPE: Readonly<Record<EventType, { home: number; away: number }>> = {
  goal: { home: 1029, away: 2053 },
  penalty: { home: 1029, away: 2053 },
  own: { home: 1029, away: 2053 },
  red: { home: 1032, away: 2056 },
  yellow: { home: 1034, away: 2058 },
  substitute: { home: 1055, away: 2079 },
  missed: { home: 1033, away: 2057 },
  yellowred: { home: 1035, away: 2059 },
  corner: { home: 1036, away: 2060 },
  var: { home: 535, away: 535 },
  startstop: { home: 101, away: 101 },
};

/**
 * The 12 codes drawn on a match timeline (PRODUCT §3 "one list of 12"): goals, cards (second
 * yellow included), substitutions and VAR, for both sides. Misses, corners and whistles stay in
 * the text commentary.
 */
export const TIMELINE_EVENT_CODES: readonly number[] = [
  1029, 2053, 1032, 2056, 1034, 2058, 1035, 2059, 1055, 2079, 535, 105,
];

/**
 * The 5 key codes for a one-line summary or a notification (PRODUCT §3 "one of 5"): goals and
 * red cards of each side, and VAR decisions, the events that change a match's outcome.
 */
export const KEY_EVENT_CODES: readonly number[] = [1029, 2053, 1032, 2056, 535];

export function eventTypeOfCode(code: number): EventType | undefined {
  return Object.hasOwn(EVENT_CODE_TYPES, code) ? EVENT_CODE_TYPES[code] : undefined;
}

/** The side a code belongs to, from its 1024/2048 band; undefined for side-less or unknown codes. */
export function eventSideOfCode(code: number): EventSide | undefined {
  if (eventTypeOfCode(code) === undefined) return undefined;
  if (code > 1024 && code < 2048) return 'home';
  if (code > 2048 && code < 3072) return 'away';
  return undefined;
}

export function eventCode(type: EventType, side: EventSide): number {
  return EVENT_CODES_BY_TYPE[type][side];
}

/**
 * What a whistle or a VAR check says, in a timeline event's `text`: a code, never words, so each
 * reader's page words it in their own language (the web's `detail:events.notes`). A whistle says
 * which one it was; a VAR check says what was checked and what it found.
 */
export const EVENT_NOTES = [
  'kick-off',
  'half-time',
  'full-time',
  'shootout',
  'abandoned',
  'goal-check:confirmed',
  'penalty-check:no-penalty',
] as const;

export type EventNote = (typeof EVENT_NOTES)[number];

export function isEventNote(value: unknown): value is EventNote {
  return typeof value === 'string' && (EVENT_NOTES as readonly string[]).includes(value);
}
