// The ingest's log, held to a line per kind of event a second: a stranger opening connections by the
// thousand gets them closed and counted (/metrics), not a log line each.
export type Log = (message: string) => void;

export interface IngestLog {
  /** Always written: a room on or off the air, an ffmpeg that failed. */
  info: Log;
  /** At most one line a second per `kind`; the lines held back are counted on the next one. */
  often(kind: string, message: string): void;
}

export function ingestLog(log: Log, intervalMs = 1000, now: () => number = Date.now): IngestLog {
  const last = new Map<string, { at: number; held: number }>();
  return {
    info: log,
    often(kind, message) {
      const seen = last.get(kind);
      const at = now();
      if (seen && at - seen.at < intervalMs) {
        seen.held++;
        return;
      }
      const held = seen?.held ?? 0;
      last.set(kind, { at, held: 0 });
      log(held > 0 ? `${message} (and ${held} more like it)` : message);
    },
  };
}
