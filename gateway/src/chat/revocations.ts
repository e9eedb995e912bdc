// A logout ends chat sending at once, on every gateway. The gateway that sees the origin accept a
// logout on its proxy (proxy.ts) revokes the token here: its own token cache forgets it, and in a
// cluster the token's hash goes out on a Redis channel to every other gateway's cache, before the
// logout's answer leaves. A gateway that is cut off from Redis at that moment misses it, and the
// token then works in its chat until its cache entry expires (30 s at most).
import type { Redis } from 'ioredis';
import { tokenHash } from './verifyToken';

export const REVOCATION_CHANNEL = 'pitchside:chat:revoked';

export interface TokenRevocations {
  /** Resolves once every gateway has been told (or Redis failed to take the message). */
  revoke(token: string): Promise<void>;
  close(): Promise<void>;
}

const SHA256_HEX = /^[0-9a-f]{64}$/;

export function createTokenRevocations(options: {
  /** Forgets a token by its hash in this gateway's cache. */
  forget(hash: string): void;
  /** The cluster's Redis: a command connection and a subscriber connection of its own. */
  redis?: { publisher: Redis; subscriber: Redis };
  onError?: (error: unknown) => void;
}): TokenRevocations {
  const { forget, redis } = options;
  const onError = options.onError ?? (() => {});
  if (!redis) {
    return {
      revoke: async (token) => forget(tokenHash(token)),
      close: async () => {},
    };
  }
  const deliver = (channel: string, hash: string) => {
    if (channel === REVOCATION_CHANNEL && SHA256_HEX.test(hash)) forget(hash);
  };
  redis.subscriber.on('message', deliver);
  redis.subscriber.subscribe(REVOCATION_CHANNEL).catch(onError);
  return {
    async revoke(token) {
      const hash = tokenHash(token);
      forget(hash);
      await redis.publisher.publish(REVOCATION_CHANNEL, hash).catch(onError);
    },
    async close() {
      redis.subscriber.off('message', deliver);
      if (redis.subscriber.status === 'ready')
        await redis.subscriber.unsubscribe(REVOCATION_CHANNEL).catch(onError);
    },
  };
}
