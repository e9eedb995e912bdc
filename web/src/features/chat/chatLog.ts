// The chat list a reader sees: history from the join, then live messages and room notices, kept in
// id order without duplicates (a message can arrive both in the join's history and live) and capped.
import type { ChatMessage, ChatNotice } from '@pitchside/shared';

export type ChatEntry =
  | { kind: 'message'; message: ChatMessage }
  | { kind: 'notice'; notice: ChatNotice; id: string };

/** Entries kept in the browser; older ones scroll away for good. */
export const CHAT_LOG_LIMIT = 300;

/** Message ids are `{ms}-{seq}`: compare as numbers, not as text. */
export function compareMessageIds(a: string, b: string): number {
  const [aMs = 0, aSeq = 0] = a.split('-').map(Number);
  const [bMs = 0, bSeq = 0] = b.split('-').map(Number);
  return aMs - bMs || aSeq - bSeq;
}

const entryTime = (entry: ChatEntry) => (entry.kind === 'message' ? entry.message.ts : entry.notice.ts);

function cap(entries: ChatEntry[]): ChatEntry[] {
  return entries.length > CHAT_LOG_LIMIT ? entries.slice(entries.length - CHAT_LOG_LIMIT) : entries;
}

/** The log after a join: the history replaces what was held (a rejoin after a reconnect), notices stay. */
export function withHistory(log: ChatEntry[], history: ChatMessage[]): ChatEntry[] {
  const held = log.filter((entry) => entry.kind === 'message').map((entry) => entry.message);
  const byId = new Map<string, ChatMessage>();
  for (const message of [...held, ...history]) byId.set(message.id, message);
  const messages = [...byId.values()].sort((a, b) => compareMessageIds(a.id, b.id));
  // Messages stay in id order; each notice goes before the first message that is newer than it.
  const notices = log.filter((entry) => entry.kind === 'notice');
  const merged: ChatEntry[] = [];
  let next = 0;
  for (const message of messages) {
    while (next < notices.length && entryTime(notices[next] as ChatEntry) < message.ts) {
      merged.push(notices[next] as ChatEntry);
      next += 1;
    }
    merged.push({ kind: 'message', message });
  }
  merged.push(...notices.slice(next));
  return cap(merged);
}

/** Adds a live message unless it is already there. Returns the same array when nothing changed. */
export function withMessage(log: ChatEntry[], message: ChatMessage): ChatEntry[] {
  if (log.some((entry) => entry.kind === 'message' && entry.message.id === message.id)) return log;
  return cap([...log, { kind: 'message', message }]);
}

export function withoutMessage(log: ChatEntry[], messageId: string): ChatEntry[] {
  const next = log.filter((entry) => !(entry.kind === 'message' && entry.message.id === messageId));
  return next.length === log.length ? log : next;
}

let noticeCounter = 0;
export function withNotice(log: ChatEntry[], notice: ChatNotice): ChatEntry[] {
  noticeCounter += 1;
  return cap([...log, { kind: 'notice', notice, id: `notice-${notice.ts}-${noticeCounter}` }]);
}

export const entryKey = (entry: ChatEntry) => (entry.kind === 'message' ? entry.message.id : entry.id);
