// A flooding connection beside a measured viewer (npm run bench:flood; the event budget, docs/API.md "Socket.IO"). One
// gateway over the origin double; a viewer process asks for the live list's snapshot ten times a
// second and times each ack; a flooder process sends `topic:resync` or an unknown event as fast as its
// socket takes them. Each row runs with the per-connection event budget off (the gateway before it;
// the once-per-3-s resync limit stays on in both) and on: the viewer's ack p99 during a flood against
// the quiet run's, which the budget keeps within 2x. Then one address flooding over a thousand
// connections, or reconnecting for fresh budgets, beside a bystander of another address, with the
// address budgets off and on. About four minutes; FLOOD_PART=connection or address runs one part.
import { type ChildProcess, fork } from 'node:child_process';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createGateway, createHttpUpstream, createRequestSigner } from '@pitchside/gateway';
import { startOriginDouble } from '@pitchside/gateway/testing';
import { DEFAULT_ACCESS_KEY } from '@pitchside/shared';
import { percentile } from './fanout/run';
import type { FloodMode, FloodReport } from './flood/client';

const SECONDS = Number(process.env.FLOOD_SECONDS ?? 10);

function client(
  url: string,
  mode: FloodMode,
  env: Record<string, string> = {},
): { child: ChildProcess; ready: Promise<void>; report: Promise<FloodReport> } {
  const child = fork(new URL('./flood/client.ts', import.meta.url), [url, mode, String(SECONDS * 1000)], {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    env: { ...process.env, ...env },
  });
  let readyResolve = () => {};
  const ready = new Promise<void>((resolve) => {
    readyResolve = resolve;
  });
  const report = new Promise<FloodReport>((resolve, reject) => {
    child.on('message', (message: { type: string }) => {
      if (message.type === 'ready') readyResolve();
      if (message.type === 'report') resolve(message as FloodReport);
    });
    child.on('exit', (code) => {
      if (code !== 0) reject(new Error(`${mode} client exited ${code}`));
    });
  });
  return { child, ready, report };
}

type Row = {
  budget: 'off' | 'on';
  flood: 'none' | FloodMode;
  p50: number;
  p99: number;
  flooder?: FloodReport;
  rssMb: number;
};

async function row(budget: 'off' | 'on', flood: 'none' | 'resync' | 'unknown'): Promise<Row> {
  const origin = await startOriginDouble({ seed: 11 });
  const http = createServer();
  const gateway = createGateway(http, {
    upstream: createHttpUpstream({
      originUrl: origin.url,
      sign: createRequestSigner({ accessKey: DEFAULT_ACCESS_KEY }),
    }),
    logger: { info: () => {}, warn: () => {} },
    ...(budget === 'off' ? { eventBudget: false as const } : {}),
    // This part measures one connection's budget; the address's is the second part's.
    addressBudgets: false,
  });
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
  const viewer = client(url, 'bystander');
  const flooder = flood === 'none' ? null : client(url, flood);
  await Promise.all([viewer.ready, flooder?.ready]);
  let rss = process.memoryUsage().rss;
  const sampler = setInterval(() => {
    rss = Math.max(rss, process.memoryUsage().rss);
  }, 500);
  const [seen, flooded] = await Promise.all([viewer.report, flooder?.report]);
  clearInterval(sampler);
  await gateway.close();
  await new Promise<void>((resolve) => http.close(() => resolve()));
  await origin.close();
  const acks = seen.acks.sort((a, b) => a - b);
  return {
    budget,
    flood,
    p50: percentile(acks, 50),
    p99: percentile(acks, 99),
    ...(flooded ? { flooder: flooded } : {}),
    rssMb: rss / 1024 / 1024,
  };
}

const PART = process.env.FLOOD_PART ?? 'both';
const rows: Row[] = [];
for (const budget of PART === 'address' ? [] : (['off', 'on'] as const)) {
  for (const flood of ['none', 'resync', 'unknown'] as const) {
    const result = await row(budget, flood);
    rows.push(result);
    console.log(
      JSON.stringify({ ...result, flooder: result.flooder && { ...result.flooder, acks: undefined } }),
    );
  }
}

if (rows.length > 0)
  console.log(`\nA viewer's ack round trip beside one flooding connection, ${SECONDS} s a row (ms)\n`);
if (rows.length > 0)
  console.log(
    'budget | flood   | viewer p50 | viewer p99 | p99 / quiet | flooder sent | answered | snapshot MB | told | cut | peak RSS MB',
  );
for (const result of rows) {
  const quiet = rows.find((other) => other.budget === result.budget && other.flood === 'none');
  const f = result.flooder;
  console.log(
    [
      result.budget.padEnd(6),
      result.flood.padEnd(7),
      result.p50.toFixed(1).padStart(10),
      result.p99.toFixed(1).padStart(10),
      (quiet ? result.p99 / quiet.p99 : Number.NaN).toFixed(2).padStart(11),
      String(f?.sent ?? '-').padStart(12),
      String(f?.answered ?? '-').padStart(8),
      (f ? f.bytes / 1e6 : 0).toFixed(1).padStart(11),
      String(f?.told ?? '-').padStart(4),
      String(f?.cut ?? '-').padStart(3),
      result.rssMb.toFixed(0).padStart(11),
    ].join(' | '),
  );
}

// ---------------------------------------------------------------- one address, many connections

/**
 * One address spending over many connections (issue: a thousand sockets, each within its budget, sent
 * 19,333 events a second and a bystander's slowest answer reached 1,181 ms; a flooder reconnected 1,182
 * times in 15 s): the flooder on 127.0.0.1, the bystander on 127.0.0.2, with the address budgets off
 * (before) and on (security/addressBudgets.ts defaults).
 */
type AddressRow = {
  budgets: 'off' | 'on';
  flood: 'none' | 'sockets' | 'reconnect';
  p50: number;
  p99: number;
  max: number;
  flooder?: FloodReport;
};

async function addressRow(budgets: 'off' | 'on', flood: AddressRow['flood']): Promise<AddressRow> {
  const origin = await startOriginDouble({ seed: 11 });
  const http = createServer();
  const gateway = createGateway(http, {
    upstream: createHttpUpstream({
      originUrl: origin.url,
      sign: createRequestSigner({ accessKey: DEFAULT_ACCESS_KEY }),
    }),
    logger: { info: () => {}, warn: () => {} },
    ...(budgets === 'off' ? { addressBudgets: false as const } : {}),
  });
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
  const flooder = flood === 'none' ? null : client(url, flood, { FLOOD_SOCKETS: '1000' });
  await flooder?.ready;
  const viewer = client(url, 'bystander', { FLOOD_FROM: '127.0.0.2' });
  await viewer.ready;
  const [seen, flooded] = await Promise.all([viewer.report, flooder?.report]);
  await gateway.close();
  await new Promise<void>((resolve) => http.close(() => resolve()));
  await origin.close();
  const acks = seen.acks.sort((a, b) => a - b);
  return {
    budgets,
    flood,
    p50: percentile(acks, 50),
    p99: percentile(acks, 99),
    max: acks.at(-1) ?? Number.NaN,
    ...(flooded ? { flooder: flooded } : {}),
  };
}

const addressRows: AddressRow[] = [];
for (const budgets of PART === 'connection' ? [] : (['off', 'on'] as const)) {
  for (const flood of ['none', 'sockets', 'reconnect'] as const) {
    const result = await addressRow(budgets, flood);
    addressRows.push(result);
    console.log(
      JSON.stringify({ ...result, flooder: result.flooder && { ...result.flooder, acks: undefined } }),
    );
  }
}
console.log(
  `\nA bystander's ack round trip beside one address flooding over many connections, ${SECONDS} s a row (ms)\n`,
);
console.log(
  'address budgets | flood     | viewer p50 | viewer p99 | viewer max | flooder sockets | refused | events sent/s | accepted/s',
);
for (const result of addressRows) {
  const f = result.flooder;
  console.log(
    [
      result.budgets.padEnd(15),
      result.flood.padEnd(9),
      result.p50.toFixed(1).padStart(10),
      result.p99.toFixed(1).padStart(10),
      result.max.toFixed(1).padStart(10),
      String(f?.connected ?? '-').padStart(15),
      String(f?.refused ?? '-').padStart(7),
      (f ? f.sent / SECONDS : 0).toFixed(0).padStart(13),
      (f ? f.accepted / SECONDS : 0).toFixed(0).padStart(10),
    ].join(' | '),
  );
}
process.exit(0);
