// A route's pattern, matched and built by path segments (docs/ARCHITECTURE.md, "Each page declares its
// data once"): `/live/detail/:id/stats` is the literal segments `live`, `detail`, `stats` and the id
// between them. The gateway matches routes without the web's build, so this is plain code of shared
// (Node 20 has no URLPattern; React Router's matchPath is the web's), and it reads the id as PRODUCT §2
// says: literal, case-sensitive, a positive integer of at most 12 digits without a leading zero.

/** A route id: a positive integer of at most 12 digits, no leading zero. */
export const ROUTE_ID_PATTERN = /^[1-9][0-9]{0,11}$/;

/** The one parameter a pattern may carry, as a whole segment. */
const ID_SEGMENT = ':id';

export interface RoutePattern {
  readonly source: string;
  /** Each segment: a literal, or null for the id. */
  readonly segments: readonly (string | null)[];
  readonly hasId: boolean;
}

/** Reads a pattern; a malformed one is a mistake in the route table, so it throws. */
export function parsePattern(source: string): RoutePattern {
  if (!source.startsWith('/')) throw new SyntaxError(`a route pattern starts with /: ${source}`);
  const segments = source === '/' ? [] : source.slice(1).split('/');
  let ids = 0;
  const parsed = segments.map((segment) => {
    if (segment === ID_SEGMENT) {
      ids += 1;
      return null;
    }
    if (!/^[a-z0-9-]+$/.test(segment)) throw new SyntaxError(`bad segment "${segment}" in ${source}`);
    return segment;
  });
  if (ids > 1) throw new SyntaxError(`a route pattern has one id at most: ${source}`);
  return { source, segments: parsed, hasId: ids === 1 };
}

/**
 * The params of a path (no route-set prefix, query or trailing slash) if it has the pattern's
 * segments, else null. Empty segments never match.
 */
export function matchPattern(pattern: RoutePattern, path: string): { id?: number } | null {
  const segments = path === '/' ? [] : path.slice(1).split('/');
  if (segments.length !== pattern.segments.length) return null;
  let id: number | undefined;
  for (const [index, expected] of pattern.segments.entries()) {
    const segment = segments[index] ?? '';
    if (expected === null) {
      if (!ROUTE_ID_PATTERN.test(segment)) return null;
      id = Number(segment);
    } else if (segment !== expected) return null;
  }
  return id === undefined ? {} : { id };
}

/** The path of a pattern with its id filled in; the id must be a valid route id. */
export function buildPath(pattern: RoutePattern, params: { id?: number }): string {
  if (!pattern.hasId) return pattern.source;
  const id = String(params.id);
  if (!ROUTE_ID_PATTERN.test(id)) throw new RangeError(`invalid id for ${pattern.source}: ${id}`);
  return `/${pattern.segments.map((segment) => segment ?? id).join('/')}`;
}
