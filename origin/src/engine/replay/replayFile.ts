// The openfootball JSON format (https://github.com/openfootball, CC0) as data: its TypeBox schema, its
// type and its checks. A leaf file (no engine imports): reading the file is the edge's job (../plugin.ts).
import { type Static, Type } from 'typebox';
import { Value } from 'typebox/value';
import type { CompetitionSpec } from '../world/competitions';

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
  /** Local kick-off time, e.g. '20:00' or '17:00 UTC+3'. */
  time: Type.Optional(Type.String()),
  team1: Type.String({ minLength: 1 }),
  team2: Type.String({ minLength: 1 }),
  /** Empty for a fixture not played yet (league files). */
  score: Type.Object({
    ft: Type.Optional(ScorePair),
    ht: Type.Optional(ScorePair),
    et: Type.Optional(ScorePair),
    p: Type.Optional(ScorePair),
  }),
  goals1: Type.Optional(Type.Array(Goal)),
  goals2: Type.Optional(Type.Array(Goal)),
  group: Type.Optional(Type.String()),
  ground: Type.Optional(Type.String()),
  /** e.g. 'postponed'. */
  status: Type.Optional(Type.String()),
});
export const ReplayFileSchema = Type.Object({
  name: Type.String({ minLength: 1 }),
  matches: Type.Array(MatchSchema, { minItems: 1 }),
});
export type ReplayFile = Static<typeof ReplayFileSchema>;
export type ReplayMatch = ReplayFile['matches'][number];
/** A goal of a replayed match; goals1 lists the goals counting for team1 (an own goal's scorer is an opponent). */
export type ReplayGoal = NonNullable<ReplayMatch['goals1']>[number];

export class ReplayFileError extends Error {
  override name = 'ReplayFileError';
}

function counts(goals: ReplayGoal[] | undefined, upTo: number): number {
  return (goals ?? []).filter((g) => g.minute <= upTo).length;
}

/** The stage of a round, which both legs of a tie share: 'Playoffs, Matchday 2' → 'Playoffs'. */
export function stageOf(round: string): string {
  return round.replace(/,\s*Matchday \d+$/, '');
}

/** Two legs of one tie: the same knockout stage, the teams swapped (a league phase never pairs twice). */
export const sameTie = (a: ReplayMatch, b: ReplayMatch) =>
  stageOf(a.round) === stageOf(b.round) &&
  !/^(League|Matchday)\b/.test(a.round) &&
  a.group === undefined &&
  a.team1 === b.team2 &&
  a.team2 === b.team1;

/** The first leg of a two-legged tie, when `m` is its second leg. */
export function firstLegOf(file: ReplayFile, i: number): ReplayMatch | undefined {
  const m = file.matches[i];
  if (!m) return undefined;
  return file.matches.slice(0, i).find((x) => sameTie(x, m) && x.score.ft !== undefined);
}

/** Level after this match: over 90 minutes, or on aggregate with its first leg. */
function levelAfter90(file: ReplayFile, i: number): boolean {
  const m = file.matches[i];
  const ft = m?.score.ft;
  if (!m || !ft) return false;
  const first = firstLegOf(file, i)?.score.ft;
  if (first) return ft[0] + first[1] === ft[1] + first[0];
  return ft[0] === ft[1];
}

/** Checks that the file's scores and goals agree; returns the problems (empty when fine). */
function consistency(file: ReplayFile, m: ReplayMatch, i: number): string[] {
  const where = `matches[${i}] (${m.team1} v ${m.team2})`;
  const problems: string[] = [];
  const { ft, ht, et, p } = m.score;
  if (!ft) {
    if (ht || et || p) problems.push(`${where}: a partial score without score.ft`);
    return problems;
  }
  const final = et ?? ft;
  if (m.goals1 !== undefined || m.goals2 !== undefined) {
    if (counts(m.goals1, 120) !== final[0] || counts(m.goals2, 120) !== final[1])
      problems.push(`${where}: goals do not add up to the final score`);
    if (counts(m.goals1, 90) !== ft[0] || counts(m.goals2, 90) !== ft[1])
      problems.push(`${where}: goals up to 90' do not add up to score.ft`);
  }
  if (ht && (ht[0] > ft[0] || ht[1] > ft[1])) problems.push(`${where}: score.ht is above score.ft`);
  if (et && !levelAfter90(file, i)) problems.push(`${where}: extra time after a decided match`);
  if (et && (et[0] < ft[0] || et[1] < ft[1])) problems.push(`${where}: score.et is below score.ft`);
  if (p && !et && !levelAfter90(file, i)) problems.push(`${where}: a shoot-out after a decided match`);
  return problems;
}

/**
 * Disagreements the replay survives, one line each:
 * - a half-time score that the goal minutes contradict (the 2018 World Cup file has two: Japan v Poland
 *   and Senegal v Colombia list ht 0-1 for goals at 59' and 74'); the replay follows the goals;
 * - a drawn shoot-out (the 2024/25 Champions League file lists p 4-4 twice): no shoot-out ends level,
 *   so the engine plays one whose winner is the side the file sends to the next round, and marks the
 *   shoot-out score as generated.
 */
export function replayWarnings(file: ReplayFile): string[] {
  return file.matches.flatMap((m, i) => {
    const out: string[] = [];
    const where = `matches[${i}] (${m.team1} v ${m.team2})`;
    const ht = m.score.ht;
    if (ht && (m.goals1 !== undefined || m.goals2 !== undefined)) {
      if (counts(m.goals1, 45) !== ht[0] || counts(m.goals2, 45) !== ht[1])
        out.push(`${where}: score.ht ${ht.join('-')} disagrees with the goal minutes; the goals win`);
    }
    const p = m.score.p;
    if (p && p[0] === p[1])
      out.push(`${where}: a drawn shoot-out ${p.join('-')}; the winner is the side of the next round`);
    return out;
  });
}

/** Validates parsed JSON as an openfootball file; throws a ReplayFileError listing every problem. */
export function parseReplay(json: unknown, source = 'replay file'): ReplayFile {
  if (!Value.Check(ReplayFileSchema, json)) {
    const problems = [...Value.Errors(ReplayFileSchema, json)]
      .slice(0, 10)
      .map((e) => `${e.instancePath || '/'}: ${e.message}`);
    throw new ReplayFileError(`Invalid ${source} (openfootball JSON expected):\n  ${problems.join('\n  ')}`);
  }
  const file: ReplayFile = json;
  const problems = file.matches.flatMap((m, i) => consistency(file, m, i));
  if (problems.length > 0)
    throw new ReplayFileError(`Inconsistent ${source}:\n  ${problems.slice(0, 10).join('\n  ')}`);
  return file;
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

/** A real season handed to the engine: the file's code (en.1, uefa.cl…) and its validated data. */
export interface SeasonFile {
  code: string;
  file: ReplayFile;
  /** How the competition is run, when it is not one of COMPETITIONS (a replayed file). */
  spec?: CompetitionSpec;
}
