// The ingest's calls to the origin (anchors/plugin.ts, /ingestapi): may this key publish, these sessions
// still stream, this one ended. Each carries the shared secret; each has a time limit, so a slow origin
// never holds a publisher's socket for long.
import type { IngestFault } from '@pitchside/shared';

export type PublishAnswer =
  | { ok: true; roomId: number; sessionId: string }
  | { ok: false; reason: 'key' | 'busy' };

export interface OriginLink {
  publish(key: string, sessionId: string): Promise<PublishAnswer>;
  /** Answers the sessions to stop (their key was rotated or revoked). */
  heartbeat(sessionIds: readonly string[]): Promise<string[]>;
  end(sessionId: string, fault: IngestFault | null): Promise<void>;
}

export function originLink(originUrl: string, secret: string, timeoutMs = 5000): OriginLink {
  const post = async <T>(path: string, body: unknown): Promise<T> => {
    const response = await fetch(new URL(`/ingestapi/${path}`, originUrl), {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-ingest-secret': secret },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (!response.ok) throw new Error(`origin answered ${response.status} to ${path}`);
    return (await response.json()) as T;
  };
  return {
    publish: (key, sessionId) => post<PublishAnswer>('publish', { key, sessionId }),
    heartbeat: async (sessionIds) => (await post<{ stop: string[] }>('heartbeat', { sessionIds })).stop,
    end: async (sessionId, fault) => {
      await post('end', { sessionId, fault });
    },
  };
}
