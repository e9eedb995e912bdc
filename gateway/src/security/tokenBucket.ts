// The one token bucket of the gateway: each connection's events (socket/eventBudget.ts), chat's
// per-connection and per-user limits (chat/chatParticipant.ts, chat/memoryStore.ts; chat/redisStore.ts
// runs the same arithmetic in one Lua script for a cluster), first fetches of new topics
// (poller/admission.ts) and each address's budgets (security/addressBudgets.ts). Synchronous and driven
// by the caller's clock: the event budget decides before the topic and chat listeners run, and the
// tests drive time themselves (docs/ARCHITECTURE.md "Budgets").

/** `burst` at once, then one more every `refillMs`. */
export interface TokenBucketRule {
  burst: number;
  refillMs: number;
}

/** A bucket as held: its tokens at `at` (ms). */
export interface BucketState {
  tokens: number;
  at: number;
}

export type Admission = { ok: true } | { ok: false; retryAfterMs: number };

/** A rule of `perSecond` tokens a second, `burst` at once. */
export const perSecond = (rate: number, burst: number): TokenBucketRule => ({ burst, refillMs: 1000 / rate });

/** The bucket's tokens at `now`: a new bucket is full; a clock that went back refills nothing. */
export function refilled(held: BucketState | undefined, rule: TokenBucketRule, now: number): BucketState {
  if (!held) return { tokens: rule.burst, at: now };
  const elapsed = Math.max(0, now - held.at);
  return { tokens: Math.min(rule.burst, held.tokens + elapsed / rule.refillMs), at: Math.max(now, held.at) };
}

/** Refills a bucket and takes one token, or says how long until one is back. */
export function refillAndTake(
  held: BucketState | undefined,
  rule: TokenBucketRule,
  now: number,
): { admission: Admission; tokens: number; at: number } {
  const { tokens, at } = refilled(held, rule, now);
  if (tokens >= 1) return { admission: { ok: true }, tokens: tokens - 1, at };
  return { admission: { ok: false, retryAfterMs: Math.ceil((1 - tokens) * rule.refillMs) }, tokens, at };
}

/** When a bucket last touched at `held` is full again: before then it carries information, after it none. */
export const fullAt = (held: BucketState, rule: TokenBucketRule): number =>
  held.at + Math.ceil((rule.burst - held.tokens) * rule.refillMs);
