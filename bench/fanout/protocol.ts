// Messages between the fan-out benchmark's orchestrator and its child processes (over IPC).

export type ClientCommand =
  | { type: 'connect'; url: string; count: number; mode: 'socketio' | 'raw'; topic: string }
  | { type: 'reset' }
  | { type: 'report' }
  | { type: 'poll'; url: string; count: number; intervalMs: number; durationMs: number }
  | { type: 'close' };

export type ClientReply =
  | { type: 'connected'; connected: number; failed: number; snapshotBytes: number }
  | { type: 'report'; latenciesMs: number[]; patchBytes: number[]; received: number }
  | { type: 'polled'; latenciesMs: number[]; completed: number; failed: number; bytes: number }
  | { type: 'closed' };

export type ServerCommand = { type: 'memory' } | { type: 'lag-reset' } | { type: 'lag' } | { type: 'close' };

export type ServerReply =
  | { type: 'ready'; port: number }
  | { type: 'memory'; heapUsed: number; external: number; rss: number; arrayBuffers: number }
  | { type: 'lag'; p50Ms: number; p99Ms: number; maxMs: number }
  | { type: 'closed' };

/** Absolute time in ms with sub-ms precision, comparable between processes on one machine. */
export function preciseNow(): number {
  return performance.timeOrigin + performance.now();
}
