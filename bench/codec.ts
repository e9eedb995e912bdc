/**
 * `npm run bench:codec [-- --rounds N]`: what an envelope costs a server. The origin seals every /vdapi
 * answer and the gateway opens every answer it polls or passes on. The same answers (a busy afternoon's
 * live list, one match's detail, a short list) are sealed and opened with Node's codec
 * (shared/src/codec/nodeCodec.ts: node:crypto and node:zlib), beside the portable codec the browser uses
 * (crypto-js and pako) as the baseline, in the same run. Prints microseconds per answer and the ratio.
 */
import { performance } from 'node:perf_hooks';
import * as portable from '@pitchside/shared';
import * as node from '@pitchside/shared/nodeCodec';

const at = process.argv.indexOf('--rounds');
const ROUNDS = at >= 0 ? Number(process.argv[at + 1]) : 300;

const summary = (id: number) => ({
  id,
  sport: 1,
  status: 3,
  startTime: 1_796_586_300_000 + id * 60_000,
  playingTime: String(id % 90),
  leagueId: 5,
  leagueName: 'Premier League',
  homeId: 500 + (id % 20),
  homeName: 'Nottingham Forest',
  awayId: 520 + (id % 20),
  awayName: 'Wolverhampton Wanderers',
  homeScore: id % 4,
  awayScore: id % 3,
  stats1: '2.67,2.45,3.75',
  stats2: '2.12,-0.25,1.73',
  hasVideo: id % 2 === 0,
});
const ANSWERS: Record<string, unknown> = {
  'live list (60 matches)': Object.fromEntries(
    Array.from({ length: 60 }, (_, i) => [i, summary(2_001_000 + i)]),
  ),
  'match detail (90 events)': {
    match: summary(2_001_397),
    events: Array.from({ length: 90 }, (_, i) => ({ id: i, minute: i, kind: i % 7, player: `Player ${i}` })),
    stats: Array.from({ length: 24 }, (_, i) => ({ key: `stat${i}`, home: i, away: 24 - i })),
  },
  'short list (5 matches)': Array.from({ length: 5 }, (_, i) => summary(i)),
};

type Codec = { encodeData(value: unknown): string; decodeData(text: string): unknown };
function time(codec: Codec, value: unknown): { seal: number; open: number } {
  const sealed: string[] = [];
  let start = performance.now();
  for (let i = 0; i < ROUNDS; i++) sealed.push(codec.encodeData(value));
  const seal = ((performance.now() - start) * 1000) / ROUNDS;
  start = performance.now();
  for (const text of sealed) codec.decodeData(text);
  const open = ((performance.now() - start) * 1000) / ROUNDS;
  return { seal, open };
}

console.log(`${ROUNDS} rounds each; microseconds per answer (lower is better)`);
console.log(
  `${'answer'.padEnd(26)} ${'portable seal'.padStart(14)} ${'node seal'.padStart(10)} ${'portable open'.padStart(14)} ${'node open'.padStart(10)}`,
);
for (const [name, value] of Object.entries(ANSWERS)) {
  // A first pass warms both up; the second is measured.
  time(portable, value);
  time(node, value);
  const a = time(portable, value);
  const b = time(node, value);
  const cell = (us: number) => us.toFixed(0).padStart(10);
  console.log(
    `${name.padEnd(26)} ${cell(a.seal).padStart(14)} ${cell(b.seal)} ${cell(a.open).padStart(14)} ${cell(b.open)}   seal ×${(a.seal / b.seal).toFixed(1)}, open ×${(a.open / b.open).toFixed(1)}`,
  );
}
