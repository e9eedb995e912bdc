// The openfootball JSON format (https://github.com/openfootball, CC0) as data: its TypeBox schema, its
// type and its checks. A leaf file (no engine imports): reading the file is the edge's job (../plugin.ts).
// openfootball publishes several shapes (docs/API.md, "Replay files"); each is checked against its
// schema as it arrives and normalised to one internal shape, `ReplayFile`, the only one the engine reads.
import { type Static, type TSchema, Type } from 'typebox';
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
const Score = Type.Object({
  ft: Type.Optional(ScorePair),
  ht: Type.Optional(ScorePair),
  et: Type.Optional(ScorePair),
  p: Type.Optional(ScorePair),
});
const Minute = Type.Integer({ minimum: 1, maximum: 120 });
const Added = Type.Integer({ minimum: 1, maximum: 30 });
/** A substitution as the full format writes it: at `minute` (+ `offset` added), `on` replaced `off`. */
const SubstitutionSchema = Type.Object({
  minute: Minute,
  offset: Type.Optional(Added),
  off: Type.String({ minLength: 1 }),
  on: Type.String({ minLength: 1 }),
});
/** A card: yellow, a second yellow (`yellowred`) or a straight red; to a player of the line-up or the bench. */
const CardSchema = Type.Object({
  name: Type.String({ minLength: 1 }),
  kind: Type.Union([Type.Literal('yellow'), Type.Literal('yellowred'), Type.Literal('red')]),
  minute: Minute,
  offset: Type.Optional(Added),
});
/** One side's sheet: its eleven in the lines the file writes (goalkeeper first), changes and cards. */
const SideSheetSchema = Type.Object({
  lines: Type.Array(
    Type.Array(Type.Object({ name: Type.String({ minLength: 1 }), captain: Type.Optional(Type.Boolean()) }), {
      minItems: 1,
    }),
    { minItems: 1 },
  ),
  substitutions: Type.Array(SubstitutionSchema),
  cards: Type.Array(CardSchema),
});
/** What a full-format file (fullText.ts) tells beyond the JSON shapes: the match as it was played. */
const MatchDetailsSchema = Type.Object({
  city: Type.Optional(Type.String()),
  attendance: Type.Optional(Type.Integer({ minimum: 0 })),
  /** The referee first, then his assistants, as the file lists them. */
  referees: Type.Array(Type.String({ minLength: 1 })),
  lineups: Type.Optional(Type.Object({ home: SideSheetSchema, away: SideSheetSchema })),
});
const MatchSchema = Type.Object({
  round: Type.String(),
  date: Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' }),
  /** Local kick-off time, e.g. '20:00' or '17:00 UTC+3'. */
  time: Type.Optional(Type.String()),
  team1: Type.String({ minLength: 1 }),
  team2: Type.String({ minLength: 1 }),
  /** Empty for a fixture not played yet (league files). */
  score: Score,
  goals1: Type.Optional(Type.Array(Goal)),
  goals2: Type.Optional(Type.Array(Goal)),
  group: Type.Optional(Type.String()),
  ground: Type.Optional(Type.String()),
  /** e.g. 'postponed'. */
  status: Type.Optional(Type.String()),
  /** A full-format file's line-ups, changes, cards, crowd and referees (JSON files carry none). */
  details: Type.Optional(MatchDetailsSchema),
});
/** The one shape the engine reads: a match list in date order, names as strings, minutes as numbers. */
export const ReplayFileSchema = Type.Object({
  name: Type.String({ minLength: 1 }),
  matches: Type.Array(MatchSchema, { minItems: 1 }),
});
export type ReplayFile = Static<typeof ReplayFileSchema>;
export type ReplayMatch = ReplayFile['matches'][number];
/** A goal of a replayed match; goals1 lists the goals counting for team1 (an own goal's scorer is an opponent). */
export type ReplayGoal = NonNullable<ReplayMatch['goals1']>[number];
export type ReplayDetails = Static<typeof MatchDetailsSchema>;
export type ReplaySheet = Static<typeof SideSheetSchema>;
export type ReplaySubstitution = Static<typeof SubstitutionSchema>;
export type ReplayCard = Static<typeof CardSchema>;

// ---- The shapes openfootball publishes (football.json, worldcup.json, euro.json) ----

/** A team as a string ("Arsenal FC", "Inter (ITA)") or as an object (`{ name: "Germany", code: "GER" }`). */
const FileTeam = Type.Union([
  Type.String({ minLength: 1 }),
  Type.Object({ name: Type.String({ minLength: 1 }), code: Type.Optional(Type.String()) }),
]);
/** A minute as a number (with `offset` for added time) or as a string: "45+2", "90+4", "120+1". */
const FileMinute = Type.Union([
  Type.Integer({ minimum: 1, maximum: 120 }),
  Type.String({ pattern: '^\\d{1,3}(\\+\\d{1,2})?$' }),
]);
const FileGoal = Type.Object({
  name: Type.String({ minLength: 1 }),
  minute: FileMinute,
  offset: Type.Optional(Type.Integer({ minimum: 1, maximum: 30 })),
  penalty: Type.Optional(Type.Boolean()),
  owngoal: Type.Optional(Type.Boolean()),
});
const Goals = Type.Optional(Type.Union([Type.Array(FileGoal), Type.Null()]));
const MaybeGoals = Type.Optional(Type.Union([Type.Integer({ minimum: 0, maximum: 99 }), Type.Null()]));
/** A match of any openfootball file; its round comes from the round list when it has none of its own. */
const FileMatch = Type.Object({
  round: Type.Optional(Type.String()),
  date: Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' }),
  time: Type.Optional(Type.String()),
  team1: FileTeam,
  team2: FileTeam,
  /** The newer files: `score: { ht, ft, et, p }`, empty or absent for a fixture not played yet. */
  score: Type.Optional(Type.Union([Score, Type.Null()])),
  /** The older files: `score1`/`score2` full time, `…i` half time, `…et` after extra time, `…p` shoot-out. */
  score1: MaybeGoals,
  score2: MaybeGoals,
  score1i: MaybeGoals,
  score2i: MaybeGoals,
  score1et: MaybeGoals,
  score2et: MaybeGoals,
  score1p: MaybeGoals,
  score2p: MaybeGoals,
  goals1: Goals,
  goals2: Goals,
  group: Type.Optional(Type.String()),
  /** A string in most files; an object (stadium, city) in some, which the replay does not need. */
  ground: Type.Optional(Type.Unknown()),
  status: Type.Optional(Type.String()),
});
/** The match list: `{ name, matches: [...] }` (football.json leagues, worldcup.json since 2022). */
const MatchListFile = Type.Object({
  name: Type.String({ minLength: 1 }),
  matches: Type.Array(FileMatch, { minItems: 1 }),
});
/** The round list: `{ name, rounds: [{ name, matches: [...] }] }` (euro.json, older worldcup.json). */
const RoundListFile = Type.Object({
  name: Type.String({ minLength: 1 }),
  rounds: Type.Array(Type.Object({ name: Type.String({ minLength: 1 }), matches: Type.Array(FileMatch) }), {
    minItems: 1,
  }),
});
/** Every shape the replay accepts. */
export const OpenfootballFileSchema = Type.Union([MatchListFile, RoundListFile]);
export type OpenfootballFile = Static<typeof OpenfootballFileSchema>;
type FileMatch = Static<typeof FileMatch>;

const teamName = (t: Static<typeof FileTeam>): string => (typeof t === 'string' ? t : t.name).trim();

/** "90+4" → minute 90, offset 4; a number keeps its own offset. */
function goalOf(g: Static<typeof FileGoal>): ReplayGoal {
  let minute: number;
  let offset = g.offset;
  if (typeof g.minute === 'number') minute = g.minute;
  else {
    const [base = '', added] = g.minute.split('+');
    minute = Number(base);
    if (added !== undefined && Number(added) > 0) offset = Number(added);
  }
  return {
    name: g.name,
    minute,
    ...(offset !== undefined ? { offset } : {}),
    ...(g.penalty !== undefined ? { penalty: g.penalty } : {}),
    ...(g.owngoal !== undefined ? { owngoal: g.owngoal } : {}),
  };
}

type Pair = [number, number];
function pair(a: number | null | undefined, b: number | null | undefined): Pair | undefined {
  return typeof a === 'number' && typeof b === 'number' ? [a, b] : undefined;
}

function scoreOf(m: FileMatch): ReplayMatch['score'] {
  if (m.score) return m.score;
  const ft = pair(m.score1, m.score2);
  const ht = pair(m.score1i, m.score2i);
  const et = pair(m.score1et, m.score2et);
  const p = pair(m.score1p, m.score2p);
  return { ...(ft ? { ft } : {}), ...(ht ? { ht } : {}), ...(et ? { et } : {}), ...(p ? { p } : {}) };
}

function matchOf(m: FileMatch, round: string): ReplayMatch {
  const goals1 = m.goals1 ?? undefined;
  const goals2 = m.goals2 ?? undefined;
  return {
    round: m.round ?? round,
    date: m.date,
    ...(m.time !== undefined ? { time: m.time } : {}),
    team1: teamName(m.team1),
    team2: teamName(m.team2),
    score: scoreOf(m),
    ...(goals1 ? { goals1: goals1.map(goalOf) } : {}),
    ...(goals2 ? { goals2: goals2.map(goalOf) } : {}),
    ...(m.group !== undefined ? { group: m.group } : {}),
    ...(typeof m.ground === 'string' ? { ground: m.ground } : {}),
    ...(m.status !== undefined ? { status: m.status } : {}),
  };
}

/** "17:00 UTC+3" → minutes after midnight UTC, for ordering; a missing time sorts as midday. */
function kickOffMinutes(m: ReplayMatch): number {
  const t = /^(\d{1,2}):(\d{2})(?:\s*UTC([+-]\d{1,2}))?/.exec(m.time ?? '');
  if (!t) return 12 * 60;
  return Number(t[1]) * 60 + Number(t[2]) - Number(t[3] ?? 0) * 60;
}

/**
 * Any openfootball shape as the one internal shape: rounds flattened into the match list, teams as
 * names, minutes as numbers with offsets, and the matches in the order they are played (a file may list
 * them in any order, a qualifying play-off after the group stage it precedes); equal kick-offs keep the
 * file's order.
 */
export function normaliseReplay(file: OpenfootballFile): ReplayFile {
  const listed =
    'matches' in file
      ? file.matches.map((m) => matchOf(m, ''))
      : file.rounds.flatMap((r) => r.matches.map((m) => matchOf(m, r.name)));
  const when = (m: ReplayMatch) => `${m.date} ${String(kickOffMinutes(m) + 1440).padStart(5, '0')}`;
  const matches = listed
    .map((m, i) => ({ m, i, at: when(m) }))
    .sort((a, b) => (a.at < b.at ? -1 : a.at > b.at ? 1 : a.i - b.i))
    .map((x) => x.m);
  return { name: file.name.trim(), matches };
}

function schemaProblems(schema: TSchema, json: unknown): string[] {
  return [...Value.Errors(schema, json)].slice(0, 10).map((e) => `${e.instancePath || '/'}: ${e.message}`);
}

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
export function replayConsistency(file: ReplayFile, m: ReplayMatch, i: number): string[] {
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

/**
 * Validates parsed JSON as an openfootball file of any published shape and normalises it; throws a
 * ReplayFileError listing every problem.
 */
export function parseReplay(json: unknown, source = 'replay file'): ReplayFile {
  if (!Value.Check(OpenfootballFileSchema, json)) {
    // Name the problems of the shape the file claims to have, not of every shape at once.
    const claimed =
      typeof json === 'object' && json !== null && 'rounds' in json ? RoundListFile : MatchListFile;
    const problems = schemaProblems(claimed, json);
    throw new ReplayFileError(`Invalid ${source} (openfootball JSON expected):\n  ${problems.join('\n  ')}`);
  }
  const file = normaliseReplay(json);
  // What the shapes cannot say alone: a round list with no match, a string minute past 120.
  const normal = Value.Check(ReplayFileSchema, file) ? [] : schemaProblems(ReplayFileSchema, file);
  if (normal.length > 0)
    throw new ReplayFileError(`Invalid ${source} (openfootball JSON expected):\n  ${normal.join('\n  ')}`);
  const problems = file.matches.flatMap((m, i) => replayConsistency(file, m, i));
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
