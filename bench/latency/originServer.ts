// The real origin (its app, its match engine ticking once a second, a PGlite database in memory) for
// the latency benchmark, in its own process. Every score the engine changes in a live football match
// is reported over IPC with the moment the tick that made it ended: from then on an answer carries it.
import type { AddressInfo } from 'node:net';
import originApp, { fastifyOptions } from '@pitchside/origin';
import { nextSaturdayAfternoon } from '@pitchside/origin/engine';
import { loadSeasons } from '@pitchside/origin/engine/plugin';
import { openTestDb, testConfig, unlimited } from '@pitchside/origin/testing';
import Fastify from 'fastify';
import { preciseNow } from '../fanout/protocol';
import type { OriginReply, ScoreChange } from './protocol';

const speed = Number(process.env.LATENCY_SPEED ?? 30);
const testDb = await openTestDb();
const base = testConfig();
const config = { ...base, rateLimits: unlimited(base), port: 0, host: '127.0.0.1' };
const origin = Fastify({ ...fastifyOptions(config), logger: false });
// Football keeps the real season calendar: the engine starts on a Saturday afternoon in season, with
// matches in play.
const startAt = Date.parse(process.env.ENGINE_START ?? nextSaturdayAfternoon(Date.now(), loadSeasons()));
await origin.register(originApp, { config, db: testDb.db, engine: { speed, startAt } });
await origin.listen({ port: 0, host: '127.0.0.1' });
const engine = origin.engine;

const send = (reply: OriginReply) => process.send?.(reply);
/** The last score of each live football match, so a change says which side moved to what. */
const held = new Map<number, { home: number; away: number }>();
for (const match of engine.liveMatches('football')) held.set(match.id, { ...match.score });
engine.onChange((changes) => {
  const at = preciseNow();
  const scores: ScoreChange[] = [];
  for (const change of changes) {
    if (change.sport !== 'football' || !change.kinds.includes('score')) continue;
    const match = engine.match(change.matchId);
    if (!match) continue;
    const before = held.get(match.id) ?? { home: 0, away: 0 };
    if (match.score.home !== before.home)
      scores.push({ matchId: match.id, side: 'home', value: match.score.home, at });
    if (match.score.away !== before.away)
      scores.push({ matchId: match.id, side: 'away', value: match.score.away, at });
    held.set(match.id, { ...match.score });
  }
  if (scores.length > 0) send({ type: 'scores', scores });
});

process.on('disconnect', () => process.exit(0));
process.on('message', async (command: { type: 'live' | 'close' }) => {
  if (command.type === 'live') send({ type: 'live', matches: engine.liveMatches('football').length });
  if (command.type === 'close') {
    await origin.close();
    await testDb.close();
    send({ type: 'closed' });
    setTimeout(() => process.exit(0), 50);
  }
});
send({ type: 'ready', port: (origin.server.address() as AddressInfo).port });
