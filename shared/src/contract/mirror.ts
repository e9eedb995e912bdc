// Client-side bookkeeping of one topic: apply a patch when it follows the held version, otherwise
// say that a snapshot is needed (a gap, or a new epoch after a gateway restart or failover).
import type { TopicCatchUp, TopicPatch, TopicSnapshot } from './events';
import { applyPatch } from './patch';

export type MirrorStep =
  | { kind: 'applied'; snapshot: TopicSnapshot }
  | { kind: 'ignored' }
  | { kind: 'resync' };

export function applyTopicPatch(held: TopicSnapshot, patch: TopicPatch): MirrorStep {
  if (patch.topic !== held.topic) return { kind: 'ignored' };
  if (patch.epoch !== held.epoch) return { kind: 'resync' };
  // A patch the held snapshot already contains (it raced the subscribe ack).
  if (patch.to <= held.version) return { kind: 'ignored' };
  if (patch.from !== held.version) return { kind: 'resync' };
  return {
    kind: 'applied',
    snapshot: { ...held, version: patch.to, state: applyPatch(held.state, patch.ops) },
  };
}

/**
 * Brings a held snapshot up to a `topic:resume` answer: each patch in turn, ending at the answer's
 * version. Anything that does not fit (another epoch, a gap) asks for a snapshot.
 */
export function applyCatchUp(held: TopicSnapshot, catchUp: TopicCatchUp): MirrorStep {
  if (catchUp.topic !== held.topic) return { kind: 'ignored' };
  if (catchUp.epoch !== held.epoch) return { kind: 'resync' };
  let snapshot = held;
  for (const patch of catchUp.patches) {
    const step = applyTopicPatch(snapshot, patch);
    if (step.kind === 'resync') return step;
    if (step.kind === 'applied') snapshot = step.snapshot;
  }
  if (snapshot.version !== catchUp.version) return { kind: 'resync' };
  return { kind: 'applied', snapshot: { ...snapshot, stale: catchUp.stale } };
}
