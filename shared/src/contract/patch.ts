// The lean patch format pushed on `topic:patch`. Topic state is JSON keyed by id (maps, not arrays),
// so one changed score is one op. An op is a tuple:
//   [path, value]  set the value at path (creating missing parent objects)
//   [path]         delete the key at path
// Arrays are leaves: a changed array is set whole. Measured against RFC 6902 JSON Patch in
// bench/fanout (about half the bytes: no "op"/"path"/"value" keys, no pointer escaping).

export type JsonValue = null | boolean | number | string | JsonValue[] | { [key: string]: JsonValue };
export type JsonObject = { [key: string]: JsonValue };

export type PatchPath = string[];
export type SetOp = [path: PatchPath, value: JsonValue];
export type DeleteOp = [path: PatchPath];
export type PatchOp = SetOp | DeleteOp;

export function isPlainObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Applies ops to a state and returns the new state. The input is never mutated: changed objects are
 * copied along the path and untouched branches are shared, so UI code can compare by reference.
 * An empty path replaces the whole state.
 */
export function applyPatch<T extends JsonValue>(state: T, ops: readonly PatchOp[]): T {
  let root: JsonValue = state;
  // Objects already copied during this call, so several ops under one parent copy it once.
  const owned = new Set<JsonObject>();
  for (const op of ops) {
    const path = op[0];
    if (path.length === 0) {
      root = op.length === 2 ? op[1] : null;
      owned.clear();
      continue;
    }
    const base: JsonObject = isPlainObject(root) ? root : {};
    const top = owned.has(base) ? base : { ...base };
    owned.add(top);
    root = top;
    let parent: JsonObject = top;
    for (let i = 0; i < path.length - 1; i++) {
      const key = path[i] as string;
      const child = parent[key];
      let next: JsonObject;
      if (isPlainObject(child) && owned.has(child)) next = child;
      else {
        next = isPlainObject(child) ? { ...child } : {};
        owned.add(next);
        setKey(parent, key, next);
      }
      parent = next;
    }
    const last = path[path.length - 1] as string;
    if (op.length === 2) setKey(parent, last, op[1]);
    else delete parent[last];
  }
  return root as T;
}

/** Plain assignment would change the prototype for the key "__proto__"; a data property never does. */
function setKey(target: JsonObject, key: string, value: JsonValue): void {
  if (key === '__proto__') {
    Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
  } else target[key] = value;
}
