// Every event a connection sends costs a token of its own bucket (EVENT_BUDGET in the shared
// contract), known or not. The budget's listener is the connection's first `onAny` listener, so it
// decides before the topic and chat listeners run (they skip an event it refused: `eventRefused`).
// Over budget an event is answered `rate_limited`; the connection is told once (`connection:limited`)
// and, when it keeps on for another burst's worth, disconnected. An event the gateway does not serve is
// answered `unknown_event` when it asks for an answer. Without it, one connection's flood of
// resyncs or of unknown events slowed every other viewer of the gateway, and acks went unanswered.
import {
  ACK_ERROR_CODES,
  type Ack,
  CHAT_EVENT_NAMES,
  type ClientToServerEvents,
  EVENT_BUDGET,
  TOPIC_EVENT_NAMES,
} from '@pitchside/shared';
import type { AddressBudgets } from '../security/addressBudgets';
import { perSecond as perSecondRule, refilled } from '../security/tokenBucket';
import type { EventBudgetData, VisitorSocket } from './topicHandlers';

export const CLIENT_EVENT_NAMES: ReadonlySet<string> = new Set<keyof ClientToServerEvents>([
  ...TOPIC_EVENT_NAMES,
  ...CHAT_EVENT_NAMES,
]);

export type EventBudget = { perSecond: number; burst: number };

export type EventBudgetDeps = {
  budget?: EventBudget | undefined;
  /** Milliseconds (the gateway's clock). */
  now: () => number;
  /** A connection disconnected for going over its budget. */
  onCut?: () => void;
  /** The budgets of each visitor's address, over all its connections (security/addressBudgets.ts). */
  addresses?: AddressBudgets | null;
};

function answerWith(args: unknown[], answer: Ack<never>): void {
  const ack = args.at(-1);
  if (typeof ack === 'function') (ack as (answer: Ack<never>) => void)(answer);
}

export function createEventBudget(deps: EventBudgetDeps) {
  const { perSecond, burst } = deps.budget ?? EVENT_BUDGET;
  const rule = perSecondRule(perSecond, burst);
  const addresses = deps.addresses ?? null;
  const over = `more than ${perSecond} events per second`;
  const overAddress = `more than ${addresses?.limits.eventsPerAddress} events per second from one address`;

  function onEvent(this: VisitorSocket, ...args: unknown[]): void {
    const data = this.data as VisitorSocket['data'] & EventBudgetData;
    const bucket = refilled({ tokens: data.eventTokens, at: data.eventsAt }, rule, deps.now());
    data.eventTokens = bucket.tokens;
    data.eventsAt = bucket.at;
    if (data.eventTokens === burst) data.eventsRefused = 0;
    // The connection's own budget first, then its address's (over all its connections): an event the
    // connection may not send costs its address nothing.
    const refused =
      data.eventTokens < 1
        ? over
        : addresses && data.address !== undefined && !addresses.takeEvent(data.address)
          ? overAddress
          : null;
    if (refused) {
      data.eventRefused = true;
      data.eventsRefused += 1;
      if (data.eventsRefused === 1)
        this.emit('connection:limited', { reason: 'event_budget', message: refused });
      answerWith(args, { ok: false, error: { code: ACK_ERROR_CODES.rateLimited, message: refused } });
      if (data.eventsRefused >= burst && this.connected) {
        this.disconnect(true);
        deps.onCut?.();
      }
      return;
    }
    data.eventTokens -= 1;
    const event = args[0];
    data.eventRefused = typeof event !== 'string' || !CLIENT_EVENT_NAMES.has(event);
    if (data.eventRefused) {
      answerWith(args, {
        ok: false,
        error: {
          code: ACK_ERROR_CODES.unknownEvent,
          message: `no such event: ${String(event).slice(0, 40)}`,
        },
      });
    }
  }

  return {
    /** Wires one new connection, before any other listener of its events. */
    attach(socket: VisitorSocket): void {
      socket.data.eventTokens = burst;
      socket.data.eventsAt = deps.now();
      socket.data.eventsRefused = 0;
      socket.data.eventRefused = false;
      socket.prependAny(onEvent);
    },
  };
}
