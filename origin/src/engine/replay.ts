// Replay of real fixtures in the openfootball JSON format (https://github.com/openfootball, CC0):
// the file is validated (TypeBox), then each match is played through the live path with its goals,
// extra time and shoot-out as the file has them.
import { readFile } from 'node:fs/promises';
import { type Static, Type } from 'typebox';
import { Value } from 'typebox/value';
import type { FootballScript } from './football';
import type { ScriptedGoal } from './footballEvents';
import { chance, type Rng } from './rng';
import type { ReplayFixture, ReplayGoal, ReplayMatch, Side } from './types';

const ScorePair = Type.Tuple([
  Type.Integer({ minimum: 0, maximum: 99 }),
  Type.Integer({ minimum: 0, maximum: 99 }),
]);
const Goal = Type.Object({
  name: Type.String({ minLength: 1 }),
  minute: Type.Integer({ minimum: 1, maximum: 120 }),
  offset: Type.Optional(Type.Integer({ minimum: 1, maximum: 30 })),
  penalty: Type.Optional(Type.Boolean()),
  owngoal: Type.Optional(Type.Boolean()),
});
const MatchSchema = Type.Object({
  round: Type.String(),
  date: Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' }),
  time: Type.Optional(Type.String()),
  team1: Type.String({ minLength: 1 }),
  team2: Type.String({ minLength: 1 }),
  score: Type.Object({
    ft: ScorePair,
    ht: Type.Optional(ScorePair),
    et: Type.Optional(ScorePair),
    p: Type.Optional(ScorePair),
  }),
  goals1: Type.Optional(Type.Array(Goal)),
  goals2: Type.Optional(Type.Array(Goal)),
  group: Type.Optional(Type.String()),
  ground: Type.Optional(Type.String()),
});
export const ReplayFileSchema = Type.Object({
  name: Type.String({ minLength: 1 }),
  matches: Type.Array(MatchSchema, { minItems: 1 }),
});
export type ReplayFile = Static<typeof ReplayFileSchema>;

export class ReplayFileError extends Error {
  override name = 'ReplayFileError';
}

function counts(goals: ReplayGoal[] | undefined, upTo: number): number {
  return (goals ?? []).filter((g) => g.minute <= upTo).length;
}

/** Checks that the file's scores and goals agree; returns the problems (empty when fine). */
function consistency(m: ReplayMatch, i: number): string[] {
  const where = `matches[${i}] (${m.team1} v ${m.team2})`;
  const problems: string[] = [];
  const { ft, ht, et, p } = m.score;
  const final = et ?? ft;
  if (m.goals1 !== undefined || m.goals2 !== undefined) {
    if (counts(m.goals1, 120) !== final[0] || counts(m.goals2, 120) !== final[1])
      problems.push(`${where}: goals do not add up to the final score`);
    if (counts(m.goals1, 90) !== ft[0] || counts(m.goals2, 90) !== ft[1])
      problems.push(`${where}: goals up to 90' do not add up to score.ft`);
  }
  if (ht && (ht[0] > ft[0] || ht[1] > ft[1])) problems.push(`${where}: score.ht is above score.ft`);
  if (et && ft[0] !== ft[1]) problems.push(`${where}: extra time after a decided match`);
  if (p && final[0] !== final[1]) problems.push(`${where}: a shoot-out after a decided match`);
  if (p && p[0] === p[1]) problems.push(`${where}: a drawn shoot-out`);
  return problems;
}

/**
 * Disagreements the replay survives: a half-time score that the goal minutes contradict (the 2018
 * file has two: Japan v Poland and Senegal v Colombia list ht 0-1 for goals at 59' and 74'). The
 * replay follows the goals, so its half-time score is the one the minutes give.
 */
export function replayWarnings(file: ReplayFixture): string[] {
  return file.matches.flatMap((m, i) => {
    const ht = m.score.ht;
    if (!ht || (m.goals1 === undefined && m.goals2 === undefined)) return [];
    if (counts(m.goals1, 45) === ht[0] && counts(m.goals2, 45) === ht[1]) return [];
    return [
      `matches[${i}] (${m.team1} v ${m.team2}): score.ht ${ht.join('-')} disagrees with the goal minutes; the goals win`,
    ];
  });
}

/** Validates parsed JSON as an openfootball file; throws a ReplayFileError listing every problem. */
export function parseReplay(json: unknown, source = 'replay file'): ReplayFixture {
  if (!Value.Check(ReplayFileSchema, json)) {
    const problems = [...Value.Errors(ReplayFileSchema, json)]
      .slice(0, 10)
      .map((e) => `${e.instancePath || '/'}: ${e.message}`);
    throw new ReplayFileError(`Invalid ${source} (openfootball JSON expected):\n  ${problems.join('\n  ')}`);
  }
  const file: ReplayFile = json;
  const problems = file.matches.flatMap((m, i) => consistency(m, i));
  if (problems.length > 0)
    throw new ReplayFileError(`Inconsistent ${source}:\n  ${problems.slice(0, 10).join('\n  ')}`);
  return file;
}

/** Reads and validates an openfootball JSON file. */
export async function loadReplayFile(path: string): Promise<ReplayFixture> {
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch (error) {
    throw new ReplayFileError(`Cannot read replay file ${path}: ${(error as Error).message}`);
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw new ReplayFileError(`Replay file ${path} is not JSON: ${(error as Error).message}`);
  }
  return parseReplay(json, `replay file ${path}`);
}

/** `--replay FILE` on the command line, else REPLAY_FILE in the environment. */
export function replayPathFrom(
  argv: readonly string[],
  env: Record<string, string | undefined>,
): string | undefined {
  const i = argv.indexOf('--replay');
  if (i >= 0) {
    const path = argv[i + 1];
    if (!path || path.startsWith('--')) throw new ReplayFileError('--replay needs a file path');
    return path;
  }
  const inline = argv.find((a) => a.startsWith('--replay='));
  if (inline) return inline.slice('--replay='.length);
  return env.REPLAY_FILE || undefined;
}

/** A shoot-out kick sequence (home first each round) ending exactly at the file's score. */
export function shootoutKicks(rng: Rng, target: [number, number]): { side: Side; scored: boolean }[] {
  for (let attempt = 0; attempt < 50_000; attempt++) {
    const kicks: { side: Side; scored: boolean }[] = [];
    const p = { home: 0, away: 0 };
    for (;;) {
      const side: Side = kicks.length % 2 === 0 ? 'home' : 'away';
      const scored = chance(rng, 0.72);
      kicks.push({ side, scored });
      if (scored) p[side]++;
      const taken = { home: Math.ceil(kicks.length / 2), away: Math.floor(kicks.length / 2) };
      const early = taken.home <= 5 && (p.home > p.away + 5 - taken.away || p.away > p.home + 5 - taken.home);
      if (early || (side === 'away' && taken.away >= 5 && p.home !== p.away)) break;
      if (p.home > target[0] || p.away > target[1]) break;
    }
    if (p.home === target[0] && p.away === target[1]) return kicks;
  }
  // Unreachable for real shoot-out scores; keep a plain alternation as a last resort.
  const kicks: { side: Side; scored: boolean }[] = [];
  const n = Math.max(target[0], target[1]);
  for (let r = 0; r < n; r++) {
    kicks.push({ side: 'home', scored: r < target[0] });
    kicks.push({ side: 'away', scored: r < target[1] });
  }
  return kicks;
}

/** The script of one replayed match: its goals (minute, stoppage offset, scorer), extra time and shoot-out. */
export function replayScript(rng: Rng, m: ReplayMatch): FootballScript {
  const goals: ScriptedGoal[] = [];
  const add = (side: Side, list: ReplayGoal[] | undefined) => {
    for (const g of list ?? []) {
      goals.push({
        side,
        minute: g.minute,
        offset: g.offset ?? 0,
        name: g.name,
        penalty: g.penalty === true,
        owngoal: g.owngoal === true,
      });
    }
  };
  add('home', m.goals1);
  add('away', m.goals2);
  return {
    goals,
    extraTime: m.score.et !== undefined,
    shootout: m.score.p ? shootoutKicks(rng, m.score.p) : null,
  };
}
