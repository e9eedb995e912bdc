// Values many engines of one process share: frozen, so that none can change what another reads.

/** Freezes `value` and every object and array inside it (a Map's or a Set's entries stay changeable). */
export function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}

const identities = new WeakMap<object, number>();
let nextIdentity = 1;

/** A number for each object, the same for the same object as long as it lives. */
export function identityOf(value: object): number {
  let id = identities.get(value);
  if (id === undefined) {
    id = nextIdentity++;
    identities.set(value, id);
  }
  return id;
}
