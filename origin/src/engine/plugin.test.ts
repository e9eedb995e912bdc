import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../config';
import { createFixtureEngine } from '../testing/fixtureEngine';
import enginePlugin, {
  DEFAULT_SEED,
  loadHistory,
  loadReplayFile,
  loadSeasons,
  SHIPPED_SEASONS_DIR,
} from './plugin';
import type { Engine, EngineOptions } from './types';

function countingCreate() {
  const made: EngineOptions[] = [];
  let ticks = 0;
  const create = (options: EngineOptions): Engine => {
    made.push(options);
    return { ...createFixtureEngine(), tick: () => void ticks++ };
  };
  return { create, made, ticks: () => ticks };
}

describe('engine plugin', () => {
  it('makes the engine on first use, with the seed, speed and clock given, and ticks it until close', async () => {
    vi.useFakeTimers();
    try {
      const factory = countingCreate();
      const clock = () => 42;
      const server = Fastify({ logger: false });
      await server.register(enginePlugin, {
        create: factory.create,
        seed: 9,
        speed: 60,
        clock,
        tickMs: 500,
        seasonsDir: '',
      });
      await server.ready();
      expect(factory.made).toHaveLength(0);

      const engine = server.engine;
      expect(server.engine).toBe(engine);
      expect(factory.made).toEqual([{ seed: 9, speed: 60, clock, seasons: [], history: [] }]);

      vi.advanceTimersByTime(1600);
      expect(factory.ticks()).toBe(3);
      await server.close();
      vi.advanceTimersByTime(5000);
      expect(factory.ticks()).toBe(3);
    } finally {
      vi.useRealTimers();
    }
  });

  it('tells on every /vdapi answer how long ago the engine moved and how often it moves', async () => {
    vi.useFakeTimers();
    try {
      let now = 1_000_000;
      const clock = () => now;
      const server = Fastify({ logger: false });
      await server.register(enginePlugin, {
        create: countingCreate().create,
        clock,
        tickMs: 500,
        seasonsDir: '',
      });
      server.get('/vdapi/match/v1/live', async () => ({ ok: true }));
      server.get('/healthz', async () => ({ ok: true }));
      await server.ready();
      // No engine yet: nothing to tell.
      expect((await server.inject('/vdapi/match/v1/live')).headers['engine-tick']).toBeUndefined();
      void server.engine;
      now += 120;
      expect((await server.inject('/vdapi/match/v1/live')).headers['engine-tick']).toBe('age=120, every=500');
      now += 400;
      vi.advanceTimersByTime(500);
      now += 35;
      expect((await server.inject('/vdapi/match/v1/live')).headers['engine-tick']).toBe('age=35, every=500');
      expect((await server.inject('/healthz')).headers['engine-tick']).toBeUndefined();
      await server.close();
    } finally {
      vi.useRealTimers();
    }
  });

  it('uses an engine handed in as is', async () => {
    const engine = createFixtureEngine();
    const server = Fastify({ logger: false });
    await server.register(enginePlugin, { engine });
    await server.ready();
    expect(server.engine).toBe(engine);
    await server.close();
  });

  it('reads SEED, SPEED, REPLAY_FILE, --replay and ENGINE_START into the checked Config, refusing wrong values', () => {
    expect(loadConfig({}).engine).toEqual({});
    expect(
      loadConfig({ SEED: '12', SPEED: '1.5', REPLAY_FILE: 'wc.json', ENGINE_START: '2026-03-14T14:00Z' })
        .engine,
    ).toEqual({ seed: 12, speed: 1.5, replayFile: 'wc.json', startAt: Date.UTC(2026, 2, 14, 14) });
    expect(loadConfig({}, ['--replay', 'jp.json']).engine.replayFile).toBe('jp.json');
    expect(() => loadConfig({ SEED: 'abc' })).toThrow(/SEED/);
    expect(() => loadConfig({ SPEED: '0' })).toThrow(/SPEED/);
    expect(() => loadConfig({ SPEED: '-2' })).toThrow(/SPEED/);
    expect(() => loadConfig({ ENGINE_START: 'tomorrow' })).toThrow(/ENGINE_START/);
    expect(() => loadConfig({}, ['--replay'])).toThrow(/--replay needs a file path/);
    expect(DEFAULT_SEED).toBeGreaterThan(0);
  });

  it('reads the shipped real seasons, each under its competition code', () => {
    const seasons = loadSeasons();
    expect(seasons.map((s) => s.code).sort()).toEqual(
      ['cn.1', 'de.1', 'en.1', 'es.1', 'fr.1', 'it.1', 'jp.1', 'uefa.cl'].sort(),
    );
    expect(seasons.find((s) => s.code === 'en.1')?.file.matches).toHaveLength(380);
    // The four full files are the seasons of their competitions: every match with its line-ups.
    for (const code of ['en.1', 'es.1', 'it.1', 'de.1'])
      expect(seasons.find((s) => s.code === code)?.file.matches.every((m) => m.details?.lineups)).toBe(true);
  });

  it('takes a full file over a JSON file of the same season', () => {
    const dir = mkdtempSync(join(tmpdir(), 'seasons-'));
    try {
      writeFileSync(
        join(dir, '2025-26_de.1.json'),
        readFileSync(`${SHIPPED_SEASONS_DIR}checks/2025-26_de.1.json`, 'utf8'),
      );
      expect(loadSeasons(dir)[0]?.file.matches.some((m) => m.details)).toBe(false);
      writeFileSync(
        join(dir, '2025-26_de.1.full.txt'),
        readFileSync(`${SHIPPED_SEASONS_DIR}2025-26_de.1.full.txt`, 'utf8'),
      );
      const seasons = loadSeasons(dir);
      expect(seasons.map((s) => s.code)).toEqual(['de.1']);
      expect(seasons[0]?.file.matches.every((m) => m.details?.lineups)).toBe(true);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('takes a .full.txt file as REPLAY_FILE; a broken match of it is left out, naming its line, the rest read', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'replay-'));
    try {
      const full = readFileSync(`${SHIPPED_SEASONS_DIR}2025-26_de.1.full.txt`, 'utf8');
      writeFileSync(join(dir, '2025-26_de.1.full.txt'), full);
      const replay = await loadReplayFile(join(dir, '2025-26_de.1.full.txt'));
      expect(replay.matches).toHaveLength(306);
      expect(replay.matches.every((m) => m.details?.lineups)).toBe(true);
      writeFileSync(
        join(dir, 'broken.full.txt'),
        full.replace('FC Bayern München: Manuel NEUER [c] -', 'FC Bayern München:'),
      );
      const broken = await loadReplayFile(join(dir, 'broken.full.txt'));
      expect(broken.matches).toHaveLength(305);
      expect(broken.notes?.filter((n) => n.text.startsWith('left out:'))).toEqual([
        expect.objectContaining({
          text: expect.stringMatching(/line \d+: FC Bayern München lists 10 starters/),
        }),
      ]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("carries the shipped files it does not play as history, never the replayed file's own season", async () => {
    expect(loadHistory().map((file) => file.name)).toEqual(['World Cup 2018']);
    const worldCup = await loadReplayFile(`${SHIPPED_SEASONS_DIR}worldcup-2018.json`);
    expect(loadHistory(SHIPPED_SEASONS_DIR, worldCup)).toEqual([]);
  });

  it('fails clearly on a missing replay file', async () => {
    await expect(loadReplayFile('/nonexistent/replay.json')).rejects.toThrow(/Cannot read replay file/);
  });
});
