// An HTTP stand-in for the origin's /vdapi match calls: the real envelope, encrypted with the shared
// codec, over a LiveWorld. It counts requests and can be told to fail in each way the poller must
// survive.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { encodeData } from '@pitchside/shared';
import { LiveWorld } from './liveWorld';

export type OriginFault = 'none' | 'http500' | 'timeout' | 'garbage' | 'schema' | 'notJson' | 'invalidInput';

export type OriginDouble = {
  url: string;
  /** Replaceable, so one double can serve several seeds. */
  world: LiveWorld;
  /** /vdapi requests answered or swallowed so far. */
  requests: () => number;
  /** Every request as path?query, in order. */
  log: string[];
  /** When each request of `log` came (ms), at the same index. */
  logTimes: number[];
  fault: OriginFault;
  /** The last request's headers, to check what the gateway sends. */
  lastHeaders: () => IncomingMessage['headers'];
  close(): Promise<void>;
};

function envelope(response: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  response.writeHead(status, {
    'content-type': 'application/json',
    'content-length': Buffer.byteLength(text),
  });
  response.end(text);
}

export async function startOriginDouble(options: { seed?: number; world?: LiveWorld; port?: number } = {}) {
  const world = options.world ?? new LiveWorld(options.seed ?? 1);
  let requests = 0;
  let lastHeaders: IncomingMessage['headers'] = {};
  const hanging = new Set<ServerResponse>();
  const double: OriginDouble = {
    url: '',
    world,
    requests: () => requests,
    log: [],
    logTimes: [],
    fault: 'none',
    lastHeaders: () => lastHeaders,
    async close() {
      for (const response of hanging) response.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };

  const answer = (request: IncomingMessage, response: ServerResponse) => {
    const url = new URL(request.url ?? '/', 'http://origin');
    if (!url.pathname.startsWith('/vdapi/'))
      return envelope(response, 404, { code: 10005, msg: 'not found', data: null });
    requests += 1;
    lastHeaders = request.headers;
    double.log.push(`${url.pathname}${url.search}`);
    double.logTimes.push(Date.now());
    switch (double.fault) {
      case 'http500':
        return envelope(response, 500, { code: 500, msg: 'internal', data: null });
      case 'invalidInput':
        // What the origin answers an id its schema refuses (http/validation.ts).
        return envelope(response, 400, { code: 10001, msg: 'invalid input', data: null });
      case 'timeout':
        hanging.add(response);
        response.on('close', () => hanging.delete(response));
        return;
      case 'notJson':
        response.writeHead(200, { 'content-type': 'text/html' });
        return response.end('<html>gateway timeout</html>');
      case 'garbage':
        return envelope(response, 200, { code: 200, msg: 'ok', data: 'AAAA'.repeat(30) });
      case 'schema':
        return envelope(response, 200, { code: 200, msg: 'ok', data: encodeData({ list: [{ id: 'x' }] }) });
      case 'none':
        break;
    }
    let data: unknown = null;
    const path = url.pathname;
    const id = Number(path.slice(path.lastIndexOf('/') + 1));
    if (path === '/vdapi/match/v1/live') data = double.world.live(Number(url.searchParams.get('sport') ?? 1));
    else if (path.startsWith('/vdapi/detail/v1/info/')) data = double.world.detail(id);
    else if (path.startsWith('/vdapi/detail/v1/odds/')) data = double.world.odds(id);
    else if (path.startsWith('/vdapi/anchor/room/')) data = double.world.room(id);
    if (data === null) return envelope(response, 404, { code: 10005, msg: 'not found', data: null });
    envelope(response, 200, { code: 200, msg: 'ok', data: encodeData(data) });
  };

  const server: Server = createServer(answer);
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', () => resolve()));
  double.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return double;
}
