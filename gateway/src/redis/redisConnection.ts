// Every Redis connection of the gateway is opened here (the cluster and chat), for one of three jobs.
// Redis may be away for any length of time: a gateway keeps serving what it holds meanwhile, so no
// connection may end the process, and none may queue work without bound while it waits.
import { Redis, type RedisOptions } from 'ioredis';

export type RedisJob =
  /** Commands the gateway awaits: they fail fast while Redis is away (the caller decides what then). */
  | 'commands'
  /** A subscription: waits for Redis as long as it takes, and is renewed after a reconnect. */
  | 'subscriber'
  /**
   * The Socket.IO Redis Streams adapter's client. It publishes (fails fast, like `commands`), and
   * the adapter duplicates it for its blocking stream reads and its subscription (those wait).
   */
  | 'adapter';

/**
 * Reconnect attempts come 50 ms further apart each time, up to 500 ms (ioredis's default goes up to
 * 2 s): however long Redis was away, every connection is back within half a second of its return. A
 * refused connection costs Redis nothing worth waiting longer for.
 */
/** The longest delay between two reconnect attempts. */
export const RECONNECT_DELAY_MAX_MS = 500;
const retryStrategy = (attempt: number) => Math.min(attempt * 50, RECONNECT_DELAY_MAX_MS);
/**
 * A connect attempt that gets no TCP answer (Redis's host gone, a firewall dropping packets) is given up
 * after 2 s and tried again, rather than ioredis's 10 s: Redis sits beside the gateways, where a connect
 * takes milliseconds, and a shorter wait brings the gateway back sooner once Redis answers again.
 */
export const CONNECT_TIMEOUT_MS = 2000;
/** The longest a command the gateway awaits waits for Redis (`adapter`; `commands` wait 1 s). */
export const COMMAND_TIMEOUT_MAX_MS = 2000;
const FAIL_FAST: RedisOptions = {
  maxRetriesPerRequest: 1,
  retryStrategy,
  connectTimeout: CONNECT_TIMEOUT_MS,
};
const WAIT: RedisOptions = {
  maxRetriesPerRequest: null,
  commandTimeout: undefined,
  retryStrategy,
  connectTimeout: CONNECT_TIMEOUT_MS,
};

/**
 * A client whose command failures are always observed. The streams adapter sends some commands
 * without handling their promise (saving the session of a connection that dropped without a close,
 * publishing a serverSideEmit); once Redis has been away longer than the retry budget, each of
 * those would be an unhandled rejection, which ends a Node process. A caller that awaits a command
 * still gets its error.
 */
class ObservedRedis extends Redis {
  override sendCommand(...args: Parameters<Redis['sendCommand']>): unknown {
    const result = super.sendCommand(...args);
    if (result instanceof Promise) result.catch(() => {});
    return result;
  }

  /** The adapter's blocking readers and subscriber: observed too, and they wait for Redis. */
  override duplicate(override?: Partial<RedisOptions>): Redis {
    const copy = new ObservedRedis({ ...this.options, ...WAIT, ...override });
    copy.on('error', () => {});
    return copy;
  }
}

export type OpenRedisOptions = {
  /** Longest wait for one command (`commands` and `adapter` only). */
  commandTimeoutMs?: number;
  /**
   * Reports the connection going away (one line per outage, not one per reconnect attempt) and
   * coming back, under `name`.
   */
  report?: { name: string; logger: { info(message: string): void; warn(message: string): void } };
};

export function openRedis(url: string, job: RedisJob, options: OpenRedisOptions = {}): Redis {
  const client = new ObservedRedis(
    url,
    job === 'subscriber'
      ? WAIT
      : {
          ...FAIL_FAST,
          commandTimeout: options.commandTimeoutMs ?? (job === 'adapter' ? COMMAND_TIMEOUT_MAX_MS : 1000),
        },
  );
  // Without an error listener ioredis prints every failed reconnect attempt.
  const report = options.report;
  let up = true;
  client.on('error', (error: Error) => {
    if (!report || !up) return;
    up = false;
    report.logger.warn(`${report.name}: Redis unreachable (${error.message}); reconnecting`);
  });
  client.on('ready', () => {
    if (report && !up) report.logger.info(`${report.name}: Redis is back`);
    up = true;
  });
  return client;
}

/** quit() waits for the server; a client still trying to connect is just dropped. */
export async function closeRedis(client: Redis): Promise<void> {
  if (client.status === 'ready') await client.quit().catch(() => client.disconnect());
  else client.disconnect();
}
