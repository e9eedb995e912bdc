// Messages between the fan-out benchmark's orchestrator and its child processes (over IPC).
import type { Census } from './heapCensus';

export type ClientCommand =
  /** Client i connects to urls[i % urls.length] (the gateways of a cluster, or one server). */
  | {
      type: 'connect';
      urls: string[];
      count: number;
      mode: 'socketio' | 'raw';
      topic: string;
      /** How far each client goes (Socket.IO only): Engine.IO open, namespace connect, or subscribed (default). */
      stage?: 'open' | 'connect' | 'subscribe';
      /** Record when each live score change arrives (bench/latency.ts). */
      scores?: boolean;
    }
  | { type: 'reset' }
  | { type: 'report' }
  | { type: 'poll'; url: string; count: number; intervalMs: number; durationMs: number }
  | { type: 'close' };

export type ClientReply =
  | { type: 'connected'; connected: number; failed: number; snapshotBytes: number }
  /** `firstCount`: patches the process's first client received since the reset (each one once). */
  | {
      type: 'report';
      latenciesMs: number[];
      patchBytes: number[];
      received: number;
      firstCount: number;
      /** When each score change (latency/protocol.ts `scoreKey`) reached each client, if asked. */
      scores?: Record<string, number[]>;
    }
  | { type: 'polled'; latenciesMs: number[]; completed: number; failed: number; bytes: number }
  | { type: 'closed' };

export type ServerCommand =
  | { type: 'memory' }
  | { type: 'census' }
  | { type: 'lag-reset' }
  | { type: 'lag' }
  | { type: 'close' };

export type ServerReply =
  | { type: 'ready'; port: number }
  | { type: 'memory'; heapUsed: number; external: number; rss: number; arrayBuffers: number }
  | { type: 'census'; census: Census }
  | { type: 'lag'; p50Ms: number; p99Ms: number; maxMs: number }
  | { type: 'closed' };

/** Absolute time in ms with sub-ms precision, comparable between processes on one machine. */
export function preciseNow(): number {
  return performance.timeOrigin + performance.now();
}
