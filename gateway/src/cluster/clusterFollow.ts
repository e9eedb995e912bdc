// How a gateway that does not poll gets a topic: from the snapshot the leader keeps in Redis. A
// first subscriber here tells the leader at once (it would see the interest within a second anyway)
// and waits briefly for the leader's first snapshot; a topic the leader found missing at the origin
// is answered as such without asking it again.
import type { TopicName } from '@pitchside/shared';
import type { PollLeadership } from '../poller/poller';
import type { ClusterInterest } from './clusterInterest';
import type { ClusterRole, ClusterTopics } from './clusterTopics';

export type FollowOptions = {
  topics: ClusterTopics;
  role: ClusterRole;
  interest: ClusterInterest;
  /** Tells the leader that `topic` has a first subscriber on this gateway. */
  ask(topic: TopicName): void;
  /** Whether this gateway still has a subscriber for `topic`. */
  watched(topic: TopicName): boolean;
  /** How long a first subscriber waits for the leader's first snapshot. */
  waitMs: number;
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function followLeader(options: FollowOptions): PollLeadership {
  const { topics, role, interest } = options;
  return {
    isLeader: () => role.leaderEpoch !== null,
    async follow(topic) {
      const deadline = Date.now() + options.waitMs;
      let asked = false;
      for (let wait = 20; ; wait = Math.min(200, wait * 2)) {
        const found = await topics.lookup(topic).catch(() => undefined);
        if (found?.missing) return 'missing';
        const record = found?.record;
        if (record && (record.epoch >= role.knownEpoch || Date.now() >= deadline)) {
          if (options.watched(topic)) topics.adopt(topic, record);
          return 'done';
        }
        if (Date.now() >= deadline || role.leaderEpoch !== null) return 'done';
        if (!asked) {
          asked = true;
          await interest.note(topic);
          options.ask(topic);
        }
        await sleep(wait);
      }
    },
    missing: (topic, forMs) => topics.markMissing(topic, forMs),
  };
}
