// The figures of `npm run chaos`, computed from what each client recorded (its snapshots, the patches
// it applied, the stale notices it was given) inside one time window.

/** One thing a client saw: data (a snapshot or an applied patch, with the version it now holds) or a notice. */
export type ClientEvent =
  | { at: number; kind: 'snapshot'; version: number; stale: boolean }
  | { at: number; kind: 'patch'; version: number }
  | { at: number; kind: 'notice'; stale: boolean };

export type ClientRecord = {
  snapshots: { at: number; version: number; stale: boolean }[];
  applied: { at: number; to: number }[];
  staleNotices: { at: number; stale: boolean }[];
};

export function eventsOf(client: ClientRecord): ClientEvent[] {
  const events: ClientEvent[] = [
    ...client.snapshots.map((s) => ({
      at: s.at,
      kind: 'snapshot' as const,
      version: s.version,
      stale: s.stale,
    })),
    ...client.applied.map((p) => ({ at: p.at, kind: 'patch' as const, version: p.to })),
    ...client.staleNotices.map((n) => ({ at: n.at, kind: 'notice' as const, stale: n.stale })),
  ];
  return events.sort((a, b) => a.at - b.at);
}

export type WindowFigures = {
  /** Versions a client never held: a resync over a gap, summed over clients. */
  missedVersions: number;
  /** The longest time one client had neither new data nor a stale notice while it believed its data fresh. */
  longestSilenceMs: number;
};

/**
 * A client's versions only rise (a new leader carries the version line on); a snapshot above the held
 * version + 1 skipped the versions between. A lower one starts a new line (the cluster lost the topic)
 * and is not counted.
 */
export function tally(clients: ClientRecord[], from: number, to: number): WindowFigures {
  let missedVersions = 0;
  let longestSilenceMs = 0;
  for (const client of clients) {
    let held: number | null = null;
    let stale = false;
    let lastSignal = from;
    for (const event of eventsOf(client)) {
      if (event.at > to) break;
      const inside = event.at >= from;
      if (inside && !stale) longestSilenceMs = Math.max(longestSilenceMs, event.at - lastSignal);
      if (inside) lastSignal = event.at;
      if (event.kind === 'notice') stale = event.stale;
      else {
        if (event.kind === 'snapshot') stale = event.stale;
        if (inside && held !== null && event.version > held + 1) missedVersions += event.version - held - 1;
        held = held === null || event.version >= held || event.kind === 'snapshot' ? event.version : held;
      }
    }
    if (!stale) longestSilenceMs = Math.max(longestSilenceMs, to - lastSignal);
  }
  return { missedVersions, longestSilenceMs };
}
