// Players carry one name across languages, read through the API in cn and en: a player of a season in
// full is real and named by the identity layer (playerName: in cn his established Chinese name, else his
// Latin one), a generated player of another real club is the same name in both (transliterated into cn;
// a Chinese or Japanese name written in its own characters), and the timeline names players as the
// lineup does in the same language.
// Not run again on PostgreSQL: its subject is the engine's answers through /vdapi; the database holds only
// the API's request log, which http/replayGuard.test.ts reads on PostgreSQL.
import type { MatchDetail, MatchLineup } from '@pitchside/shared';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEngine } from '../engine';
import { allSquadPlayers, coachIdentity, playerName, teamIdentity } from '../engine/identity';
import { loadReplayFile, loadSeasons, SHIPPED_SEASONS_DIR } from '../engine/plugin';
import type { Engine, Match } from '../engine/types';
import { transliterate } from '../engine/world/identityPort';
import { GENERATED_PLACES } from '../engine/world/names';
import { ApiClient, openTestDb, type TestDb } from '../testing/harness';
import { buildVdapiApp, decodeAnswer } from '../testing/testApp';

const DAY = 86_400_000;
let testDb: TestDb;
beforeAll(async () => {
  testDb = await openTestDb();
});
afterAll(async () => {
  await testDb.close();
});

interface Served {
  engine: Engine;
  server: FastifyInstance;
  client: ApiClient;
}

async function serve(engine: Engine, clock: () => number): Promise<Served> {
  const server = await buildVdapiApp({ db: testDb.db, engine, now: clock });
  return { engine, server, client: new ApiClient(server, undefined, clock) };
}

async function get<T>(s: Served, path: string, lang: 'zh' | 'en'): Promise<T> {
  const response = await s.client.get(path, {}, { lang });
  expect(response.statusCode, `${path}: ${response.body.slice(0, 200)}`).toBe(200);
  return decodeAnswer(response, s.server.config).data as T;
}

/** Every player of a lineup answer by id: name and shirt. */
function players(lineup: MatchLineup): Map<number, string> {
  const all = [lineup.home, lineup.away].flatMap((side) => [...side.starters, ...side.substitutes]);
  return new Map(all.map((p) => [p.id, p.name]));
}

/** A finished match of a league with goals scored by players of the squads. */
function finishedWithGoals(engine: Engine, leagueId: number): Match {
  const found = engine
    .results('football', 0, Number.MAX_SAFE_INTEGER, leagueId)
    .find((m) => m.events.some((e) => e.type === 'goal' && e.playerName !== ''));
  if (!found) throw new Error(`no finished match with a scorer in league ${leagueId}`);
  return found;
}

describe('the squads of the real clubs', () => {
  let served: Served;
  beforeAll(async () => {
    let clock = Date.UTC(2026, 10, 21, 9);
    const engine = createEngine({ seed: 5, clock: () => clock, seasons: loadSeasons() });
    // Two engine days played: the weekend's fixtures are over.
    clock += 2 * DAY;
    engine.tick();
    served = await serve(engine, () => clock);
  });
  afterAll(async () => {
    await served.server.close();
  });

  async function both(match: Match) {
    const path = `/vdapi/detail/v1/lineup/${match.id}`;
    const [cn, en] = [await get<MatchLineup>(served, path, 'zh'), await get<MatchLineup>(served, path, 'en')];
    return { cn, en, cnNames: players(cn), enNames: players(en) };
  }

  it('a Premier League player: every one real, named as fans write him, in cn by the identity layer', async () => {
    const { cn, en, cnNames, enNames } = await both(finishedWithGoals(served.engine, 1));
    // The season's real eleven and the bench the file knows: nobody generated.
    expect(enNames.size).toBeGreaterThanOrEqual(24);
    const sheets = [en.home, en.away].flatMap((s) => [...s.starters, ...s.substitutes]);
    expect(sheets.every((p) => !p.generated && p.fromFile)).toBe(true);
    for (const side of ['home', 'away'] as const) {
      const club = teamIdentity(en[side].teamName)?.key;
      for (const p of [...en[side].starters, ...en[side].substitutes]) {
        // In the case fans know (no word in the source's capitals), the same name in cn as playerName gives.
        expect(
          p.name.split(' ').some((w) => w.length > 1 && w === w.toUpperCase() && /[A-Z]/.test(w)),
          p.name,
        ).toBe(false);
        expect(cnNames.get(p.id), p.name).toBe(playerName(p.name, club).cn);
      }
    }
    // A coach only from the data (identity/coaches.ts), else none, never an invented one.
    for (const side of ['home', 'away'] as const) {
      const known = coachIdentity(teamIdentity(en[side].teamName)?.key ?? '');
      expect(en[side].coach).toBe(known?.name.en ?? '');
      expect(cn[side].coach).toBe(known?.name.cn ?? '');
    }
  });

  it('a Ligue 1 player (a season of scores only): a generated one the same name in cn, transliterated; a real one his own', async () => {
    const { en, cnNames, enNames } = await both(finishedWithGoals(served.engine, 9));
    const generated = new Set(
      [en.home, en.away]
        .flatMap((s) => [...s.starters, ...s.substitutes])
        .filter((p) => p.generated)
        .map((p) => p.id),
    );
    expect(generated.size).toBeGreaterThan(0);
    for (const [id, name] of enNames) {
      if (generated.has(id)) {
        expect(name).toMatch(/^[A-Za-z][A-Za-z' -]+$/);
        expect(cnNames.get(id), name).toBe(transliterate(name));
      } else {
        // A real player of the squads file: his established Chinese name, else his Latin name.
        const real = allSquadPlayers().find((p) => p.name.en === name);
        expect(real, name).toBeDefined();
        expect(cnNames.get(id), name).toBe(real?.name.cn);
      }
    }
  });

  it('a Chinese Super League player is written in Chinese characters, his pinyin in en', async () => {
    const china = GENERATED_PLACES.china?.script;
    if (!china) throw new Error('the Chinese name pool writes its names');
    const { en, cnNames, enNames } = await both(finishedWithGoals(served.engine, 13));
    const generated = new Set(
      [en.home, en.away]
        .flatMap((s) => [...s.starters, ...s.substitutes])
        .filter((p) => p.generated)
        .map((p) => p.id),
    );
    expect(generated.size).toBeGreaterThan(0);
    for (const [id, name] of enNames) {
      // Every name in characters in cn (a real player of the squads file, a Korean international of a
      // Chinese club, his own).
      expect(cnNames.get(id), name).toMatch(/^[\p{Script=Han}·]+$/u);
      if (!generated.has(id)) continue;
      // A generated one: family name first in pinyin too, and the characters of those very syllables in cn.
      const [family = '', given = ''] = name.split(' ');
      expect(cnNames.get(id), name).toBe(`${china.last[family]}${china.first[given]}`);
      expect(cnNames.get(id)).toMatch(/^\p{Script=Han}{2,4}$/u);
    }
  });

  it('a J1 player is written in kanji in cn, in Latin letters in en', async () => {
    const { en, cnNames, enNames } = await both(finishedWithGoals(served.engine, 14));
    const real = new Set(
      [en.home, en.away]
        .flatMap((s) => [...s.starters, ...s.substitutes])
        .filter((p) => !p.generated)
        .map((p) => p.id),
    );
    for (const [id, name] of enNames) {
      if (real.has(id)) {
        // A real one (the squads file) keeps his own spelling in en, and in cn his established Chinese
        // name, else that same Latin name (Jason Geria of Albirex Niigata), never one sounded out.
        const squad = allSquadPlayers().find((p) => p.name.en === name);
        const cn = cnNames.get(id) ?? '';
        expect(cn, name).toBe(squad?.name.cn);
        if (cn !== name) expect(cn, name).toMatch(/^[\p{Script=Han}·]{2,12}$/u);
        continue;
      }
      // A generated player of the Japanese pool.
      expect(name).toMatch(/^[A-Z][a-z]+ [A-Z][a-z]+$/);
      expect(cnNames.get(id), name).toMatch(/^[\p{Script=Han}·]{2,12}$/u);
    }
  });

  it('the timeline names the scorers as the lineup does, in each language', async () => {
    for (const leagueId of [1, 13]) {
      const match = finishedWithGoals(served.engine, leagueId);
      for (const lang of ['zh', 'en'] as const) {
        const detail = await get<MatchDetail>(served, `/vdapi/detail/v1/info/${match.id}`, lang);
        const lineup = await get<MatchLineup>(served, `/vdapi/detail/v1/lineup/${match.id}`, lang);
        const names = new Set(players(lineup).values());
        const scorers = detail.events.filter((e) => e.kind === 'goal').map((e) => e.playerName);
        expect(scorers.length).toBeGreaterThan(0);
        for (const scorer of scorers) expect(names.has(scorer), `${lang}: ${scorer}`).toBe(true);
      }
    }
  });
});

describe('a replayed World Cup', () => {
  let served: Served;
  beforeAll(async () => {
    const file = await loadReplayFile(`${SHIPPED_SEASONS_DIR}worldcup-2018.json`);
    const start = Date.UTC(2026, 10, 22, 12);
    let clock = start;
    const engine = createEngine({
      seed: 2018,
      clock: () => clock,
      speed: 600,
      startAt: start,
      replay: file,
      replayStaggerMinutes: 10,
      days: 1,
    });
    for (let i = 0; i < 14 * 60; i++) {
      clock += 100;
      engine.tick();
    }
    served = await serve(engine, () => clock);
  });
  afterAll(async () => {
    await served.server.close();
  });

  it('"Mbappé" and "Kylian Mbappé" of the file are one player, 姆巴佩 in cn', async () => {
    const { engine } = served;
    const france = engine
      .leagues('football')
      .flatMap((l) => l.teamIds)
      .map((id) => engine.team(id))
      .find((t) => t?.name.en === 'France');
    expect(france?.players.filter((p) => p.name.includes('Mbapp')).map((p) => p.name)).toEqual([
      'Kylian Mbappé',
    ]);
    // The final: France 4-2 Croatia, Mbappé scored the fourth.
    const final = engine
      .results('football', 0, Number.MAX_SAFE_INTEGER)
      .find((m) => m.homeTeamId === france?.id && m.round === 'Final');
    if (!final) throw new Error('the final was not played');
    const cn = await get<MatchDetail>(served, `/vdapi/detail/v1/info/${final.id}`, 'zh');
    const en = await get<MatchDetail>(served, `/vdapi/detail/v1/info/${final.id}`, 'en');
    expect(cn.events.filter((e) => e.kind === 'goal').map((e) => e.playerName)).toContain('姆巴佩');
    expect(en.events.filter((e) => e.kind === 'goal').map((e) => e.playerName)).toContain('Kylian Mbappé');
    const lineup = await get<MatchLineup>(served, `/vdapi/detail/v1/lineup/${final.id}`, 'zh');
    expect([...players(lineup).values()]).toContain('姆巴佩');
  });
});
