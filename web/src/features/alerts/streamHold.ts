// How long each match's scores are held to the picture (score in sync with the stream, match
// detail): a detail page playing a match's stream with sync on says how far behind real time it is,
// and goal alerts for that match wait as long, in whichever tab sends them (a BroadcastChannel
// carries it across this browser's tabs). A match no tab is watching has no picture to be ahead of.

const CHANNEL = 'pitchside-stream-hold';

interface HoldMessage {
  matchId: number;
  holdMs: number;
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
    typeof message.from === 'string'
  );
};

const me = Math.random().toString(36).slice(2);
/** matchId → tab → hold. */
const holds = new Map<number, Map<string, number>>();
let channel: BroadcastChannel | null | undefined;

function record({ matchId, holdMs, from }: HoldMessage): void {
  const tabs = holds.get(matchId) ?? new Map<string, number>();
  if (holdMs > 0) tabs.set(from, holdMs);
  else tabs.delete(from);
  if (tabs.size > 0) holds.set(matchId, tabs);
  else holds.delete(matchId);
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

/** The detail page: this tab now holds `matchId`'s scores by `holdMs` (0: not held, or left). */
export function publishStreamHold(matchId: number, holdMs: number): void {
  const message: HoldMessage = { matchId, holdMs: Math.max(0, Math.round(holdMs)), from: me };
  record(message);
  open()?.postMessage(message);
}

/** Starts hearing the other tabs' holds (the alerts runtime, before it needs one). */
export function listenStreamHolds(): void {
  open();
}

/** The longest hold any tab of this browser applies to the match: what an alert waits. */
export function streamHoldOf(matchId: number): number {
  const tabs = holds.get(matchId);
  return tabs ? Math.max(...tabs.values()) : 0;
}

/** Forgets everything (tests). */
export function resetStreamHolds(): void {
  holds.clear();
  channel?.close();
  channel = undefined;
}
