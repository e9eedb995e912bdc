// The answers that carry anchors get each on-air room's viewers from the gateway's count (roomAudience.ts):
// the origin sends null, having no viewers to count. An anchor off air, or any anchor when the count
// cannot be had (Redis away in a cluster), keeps null: no number rather than a wrong one.
import { REST_TABLE, type RestEntry } from '@pitchside/shared';

type AnchorLike = { id: number; isLive: boolean; viewers: number | null };

/**
 * Where each answer keeps its anchors, and whether the list is then put in order of viewers (most
 * first; the origin's order, on air then the most followed, among equals). A paged list keeps the
 * origin's order: sorting each page alone would break the order across pages.
 */
const CARRIERS: readonly [RestEntry, (data: Record<string, unknown>) => unknown, boolean][] = [
  [REST_TABLE.anchors, (data) => data.list, false],
  [REST_TABLE.anchorRoom, (data) => [data.anchor], false],
  [REST_TABLE.indexHot, (data) => data.anchors, true],
  [REST_TABLE.search, (data) => data.anchors, false],
  [REST_TABLE.matchStream, (data) => data.anchors, true],
];

const patternOf = (entry: RestEntry) => new RegExp(`^${entry.path.replace(/:id\b/, '[^/]+')}$`);
const MATCHERS = CARRIERS.map(([entry, pick, sort]) => ({ pattern: patternOf(entry), pick, sort }));

const isAnchor = (value: unknown): value is AnchorLike =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as AnchorLike).id === 'number' &&
  typeof (value as AnchorLike).isLive === 'boolean' &&
  'viewers' in value;

const viewersOf = (value: unknown) => (isAnchor(value) ? (value.viewers ?? 0) : 0);

/** True when a GET of this path (without its query) answers anchors. */
export function carriesAnchors(path: string): boolean {
  return MATCHERS.some((m) => m.pattern.test(path));
}

/** Sets the viewers of the anchors in `data`, the decoded answer of a GET of `path`; returns how many. */
export function fillViewers(path: string, data: unknown, counts: ReadonlyMap<number, number> | null): number {
  if (typeof data !== 'object' || data === null) return 0;
  const matcher = MATCHERS.find((m) => m.pattern.test(path));
  const found = matcher?.pick(data as Record<string, unknown>);
  if (!Array.isArray(found)) return 0;
  let filled = 0;
  for (const anchor of found) {
    if (!isAnchor(anchor)) continue;
    anchor.viewers = anchor.isLive && counts ? (counts.get(anchor.id) ?? 0) : null;
    filled += 1;
  }
  // A stable sort: equal counts (or none) keep the origin's order.
  if (matcher?.sort && counts) found.sort((a, b) => viewersOf(b) - viewersOf(a));
  return filled;
}
