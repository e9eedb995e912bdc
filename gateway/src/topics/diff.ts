// Computes the lean patch (shared/src/contract/patch.ts) that turns one topic state into the next.
// States are keyed by id, so the walk descends objects and treats arrays and scalars as leaves.
import { isPlainObject, type JsonValue, type PatchOp } from '@pitchside/shared';

export function jsonEqual(a: JsonValue, b: JsonValue): boolean {
  if (a === b) return true;
  if (Array.isArray(a)) {
    if (!Array.isArray(b) || a.length !== b.length) return false;
    for (let i = 0; i < a.length; i++) if (!jsonEqual(a[i] as JsonValue, b[i] as JsonValue)) return false;
    return true;
  }
  if (isPlainObject(a)) {
    if (!isPlainObject(b)) return false;
    const keys = Object.keys(a);
    if (keys.length !== Object.keys(b).length) return false;
    for (const key of keys) {
      if (!Object.hasOwn(b, key) || !jsonEqual(a[key] as JsonValue, b[key] as JsonValue)) return false;
    }
    return true;
  }
  return false;
}

/** Ops that turn `before` into `after`; empty when they are equal. */
export function diffState(before: JsonValue, after: JsonValue): PatchOp[] {
  const ops: PatchOp[] = [];
  walk(before, after, [], ops);
  return ops;
}

function walk(before: JsonValue, after: JsonValue, path: string[], ops: PatchOp[]): void {
  if (before === after) return;
  // Objects become objects key by key, except the root of an empty object, which is set whole.
  if (isPlainObject(before) && isPlainObject(after)) {
    for (const key of Object.keys(before)) {
      if (!Object.hasOwn(after, key)) ops.push([[...path, key]]);
    }
    for (const key of Object.keys(after)) {
      const next = after[key] as JsonValue;
      if (!Object.hasOwn(before, key)) ops.push([[...path, key], next]);
      else walk(before[key] as JsonValue, next, [...path, key], ops);
    }
    return;
  }
  if (!jsonEqual(before, after)) ops.push([path, after]);
}
