// How long each match's scores are held to the picture (score in sync with the stream, match
// detail): a detail page playing a match's stream with sync on says how far behind real time it is,
// and goal alerts for that match wait as long, in whichever tab sends them (a BroadcastChannel
// carries it across this browser's tabs). A match no tab is watching has no picture to be ahead of.

const CHANNEL = 'pitchside-stream-hold';

interface HoldMessage {
  matchId: number;
  holdMs: number;
  /** Goals the page shows now (held), -1 before it shows the match: an alert waits for its goal. */
  shownGoals: number;
  /** Which tab said it, so one tab closing its player does not clear another's. */
  from: string;
}

const isHoldMessage = (value: unknown): value is HoldMessage => {
  const message = value as HoldMessage;
  return (
    value !== null &&
    typeof value === 'object' &&
    Number.isSafeInteger(message.matchId) &&
    message.matchId > 0 &&
    Number.isFinite(message.holdMs) &&
    message.holdMs >= 0 &&
    message.holdMs < 600_000 &&
    Number.isSafeInteger(message.shownGoals) &&
    message.shownGoals >= -1 &&
    typeof message.from === 'string'
  );
};

const me = Math.random().toString(36).slice(2);
interface TabHold {
  holdMs: number;
  shownGoals: number;
}

/** matchId → tab → hold. */
const holds = new Map<number, Map<string, TabHold>>();
const listeners = new Set<() => void>();
let channel: BroadcastChannel | null | undefined;

function record({ matchId, holdMs, shownGoals, from }: HoldMessage): void {
  const tabs = holds.get(matchId) ?? new Map<string, TabHold>();
  if (holdMs > 0) tabs.set(from, { holdMs, shownGoals });
  else tabs.delete(from);
  if (tabs.size > 0) holds.set(matchId, tabs);
  else holds.delete(matchId);
  for (const listener of listeners) listener();
}

function open(): BroadcastChannel | null {
  if (channel === undefined) {
    channel = typeof BroadcastChannel === 'function' ? new BroadcastChannel(CHANNEL) : null;
    channel?.addEventListener('message', (event: MessageEvent<unknown>) => {
      if (isHoldMessage(event.data)) record(event.data);
    });
  }
  return channel;
}

/**
 * What this tab holds now, by match: let go of when the tab goes (a closed tab runs no React cleanup),
 * and held again when the browser brings the tab back from its back/forward cache with its player.
 */
const mine = new Map<number, TabHold>();
let followingPage = false;

function send(message: HoldMessage): void {
  record(message);
  open()?.postMessage(message);
}

function followPageLife(): void {
  if (followingPage || typeof window === 'undefined') return;
  followingPage = true;
  window.addEventListener('pagehide', () => {
    for (const matchId of mine.keys()) send({ matchId, holdMs: 0, shownGoals: -1, from: me });
  });
  window.addEventListener('pageshow', (event: PageTransitionEvent) => {
    if (event.persisted) for (const [matchId, hold] of mine) send({ matchId, ...hold, from: me });
  });
}

/**
 * The detail page: this tab now holds `matchId`'s scores by `holdMs` (0: not held, or left) and shows
 * `shownGoals` goals (-1: nothing yet). A tab closed or navigated away says it holds nothing: otherwise
 * the tab sending the alerts would go on holding that match's alerts to a stream nobody watches.
 */
export function publishStreamHold(matchId: number, holdMs: number, shownGoals = -1): void {
  const message: HoldMessage = { matchId, holdMs: Math.max(0, Math.round(holdMs)), shownGoals, from: me };
  if (message.holdMs > 0) {
    mine.set(matchId, { holdMs: message.holdMs, shownGoals });
    followPageLife();
  } else mine.delete(matchId);
  send(message);
}

/** Starts hearing the other tabs' holds (the alerts runtime, before it needs one). */
export function listenStreamHolds(): void {
  open();
}

/** The longest hold any tab of this browser applies to the match: what an alert waits. */
export function streamHoldOf(matchId: number): number {
  const tabs = holds.get(matchId);
  return tabs ? Math.max(...[...tabs.values()].map((tab) => tab.holdMs)) : 0;
}

/**
 * The most goals a tab holding the match to its stream shows now; null when none does. A goal's alert
 * waits for it too: the list that raised the alert and the page's own match data arrive apart.
 */
export function heldGoalsShown(matchId: number): number | null {
  const tabs = holds.get(matchId);
  return tabs ? Math.max(...[...tabs.values()].map((tab) => tab.shownGoals)) : null;
}

/** Hears every change of the holds (the alerts waiting for a page to show their goal). */
export function onStreamHolds(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Forgets everything (tests). */
export function resetStreamHolds(): void {
  holds.clear();
  mine.clear();
  channel?.close();
  channel = undefined;
}
