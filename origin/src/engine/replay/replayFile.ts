// The openfootball JSON format (https://github.com/openfootball, CC0) as data: its TypeBox schema, its
// type and its checks. A leaf file (no engine imports): reading the file is the edge's job (../plugin.ts).
// openfootball publishes several shapes (docs/API.md, "Replay files"); each match is checked against its
// schema as it arrives and normalised to one internal shape, `ReplayFile` (./replayShape.ts), the only one
// the engine reads, then its minutes are read against its scores as a fan reads them (./fanReading.ts).
// A match that cannot be read is left out and a goal whose minute is no minute is dropped, each said in
// the file's notes; only a file with no playable match is refused.
import { type Static, type TSchema, Type } from 'typebox';
import { Value } from 'typebox/value';
import type { CompetitionSpec } from '../world/competitions';
import { readAsFan } from './fanReading';
import {
  Goal,
  type ReadingNote,
  type ReplayFile,
  ReplayFileSchema,
  type ReplayGoal,
  type ReplayMatch,
  Score,
  ScorePair as ScorePairSchema,
} from './replayShape';

export type {
  ReadingNote,
  ReplayCard,
  ReplayDetails,
  ReplayFile,
  ReplayGoal,
  ReplayMatch,
  ReplaySheet,
  ReplaySubstitution,
} from './replayShape';
export { firstLegOf, ReplayFileSchema, sameTie, stageOf } from './replayShape';

// ---- The shapes openfootball publishes (football.json, worldcup.json, euro.json) ----

/** A team as a string ("Arsenal FC", "Inter (ITA)") or as an object (`{ name: "Germany", code: "GER" }`). */
const FileTeam = Type.Union([
  Type.String({ minLength: 1 }),
  Type.Object({ name: Type.String({ minLength: 1 }), code: Type.Optional(Type.String()) }),
]);
/** A minute as a number (with `offset` for added time) or as a string: "45+2", "90+4", "120+1". */
const FileMinute = Type.Union([
  // Past 120 is extra time's stoppage written without its "+" (the 2014 World Cup's Djabou, 121).
  Type.Integer({ minimum: 1, maximum: 135 }),
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
  /**
   * The newer files: `score: { ht, ft, et, p }`, empty or absent for a fixture not played yet; a plain pair
   * `[2, 0]` is score.ft (the World Cup 2026 qualifying play-offs file).
   */
  score: Type.Optional(Type.Union([Score, ScorePairSchema, Type.Null()])),
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

/** "90+4" → minute 90, offset 4; a number keeps its own offset; 121 with none is 120+1. */
function goalOf(g: Static<typeof FileGoal>): ReplayGoal {
  let minute: number;
  let offset = g.offset;
  if (typeof g.minute === 'number') minute = g.minute;
  else {
    const [base = '', added] = g.minute.split('+');
    minute = Number(base);
    if (added !== undefined && Number(added) > 0) offset = Number(added);
  }
  if (minute > 120 && minute <= 135 && offset === undefined) {
    offset = minute - 120;
    minute = 120;
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
  if (Array.isArray(m.score)) return { ft: [m.score[0], m.score[1]] };
  if (m.score) return m.score;
  const ft = pair(m.score1, m.score2);
  const ht = pair(m.score1i, m.score2i);
  const et = pair(m.score1et, m.score2et);
  const p = pair(m.score1p, m.score2p);
  return { ...(ft ? { ft } : {}), ...(ht ? { ht } : {}), ...(et ? { et } : {}), ...(p ? { p } : {}) };
}

/** A group stage written as the round itself ("Group A", the 2025 Club World Cup) is that group. */
const GROUP_ROUND = /^Group [A-Z0-9]{1,2}$/i;

/** Zones some files name instead of an offset ("20:45 CET"), as UTC offsets in hours. */
const ZONES: Record<string, number> = {
  UTC: 0,
  GMT: 0,
  WET: 0,
  BST: 1,
  WEST: 1,
  CET: 1,
  CEST: 2,
  EET: 2,
  EEST: 3,
};

/** "20:45 CET" → "20:45 UTC+1", the one way the engine reads a kick-off's clock. */
function timeOf(time: string): string {
  const named = /^(\d{1,2}:\d{2})\s+([A-Z]{3,4})$/.exec(time.trim());
  const offset = named ? ZONES[named[2] ?? ''] : undefined;
  if (!named || offset === undefined) return time;
  return `${named[1]} UTC${offset >= 0 ? '+' : ''}${offset}`;
}

function matchOf(m: FileMatch, round: string): ReplayMatch {
  const goals1 = m.goals1 ?? undefined;
  const goals2 = m.goals2 ?? undefined;
  const ownRound = m.round ?? round;
  const group = m.group ?? (GROUP_ROUND.test(ownRound.trim()) ? ownRound.trim() : undefined);
  return {
    round: ownRound,
    date: m.date,
    ...(m.time !== undefined ? { time: timeOf(m.time) } : {}),
    team1: teamName(m.team1),
    team2: teamName(m.team2),
    score: scoreOf(m),
    ...(goals1 ? { goals1: goals1.map(goalOf) } : {}),
    ...(goals2 ? { goals2: goals2.map(goalOf) } : {}),
    ...(group !== undefined ? { group } : {}),
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

/** The matches in the order they are played (date, then kick-off); equal kick-offs keep the file's order. */
function inKickOffOrder(listed: readonly ReplayMatch[]): ReplayMatch[] {
  const when = (m: ReplayMatch) => `${m.date} ${String(kickOffMinutes(m) + 1440).padStart(5, '0')}`;
  return listed
    .map((m, i) => ({ m, i, at: when(m) }))
    .sort((a, b) => (a.at < b.at ? -1 : a.at > b.at ? 1 : a.i - b.i))
    .map((x) => x.m);
}

/**
 * Any openfootball shape as the one internal shape: rounds flattened into the match list, teams as
 * names, minutes as numbers with offsets, and the matches in the order they are played (a file may list
 * them in any order, a qualifying play-off after the group stage it precedes). The minutes are not read
 * against the scores yet: parseReplay does that.
 */
export function normaliseReplay(file: OpenfootballFile): ReplayFile {
  const listed =
    'matches' in file
      ? file.matches.map((m) => matchOf(m, ''))
      : file.rounds.flatMap((r) => r.matches.map((m) => matchOf(m, r.name)));
  return { name: file.name.trim(), matches: inKickOffOrder(listed) };
}

function schemaProblems(schema: TSchema, json: unknown, at = ''): string[] {
  return [...Value.Errors(schema, json)].map((e) => `${`${at}${e.instancePath}` || '/'}: ${e.message}`);
}

export class ReplayFileError extends Error {
  override name = 'ReplayFileError';
}

/** The frame of each shape, its matches still unread: each match is read on its own. */
const MatchListFrame = Type.Object({
  name: Type.String({ minLength: 1 }),
  matches: Type.Array(Type.Unknown()),
});
const RoundListFrame = Type.Object({
  name: Type.String({ minLength: 1 }),
  rounds: Type.Array(
    Type.Object({ name: Type.String({ minLength: 1 }), matches: Type.Array(Type.Unknown()) }),
  ),
});

const isRecord = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null;

/** A name for a match in the notes: its teams and date as far as they can be read, else its place. */
function rawLabel(raw: unknown, at: string): string {
  if (!isRecord(raw)) return at;
  const team = (t: unknown) =>
    typeof t === 'string' ? t : isRecord(t) && typeof t.name === 'string' ? t.name : 'no team';
  return `${team(raw.team1)} v ${team(raw.team2)}, ${typeof raw.date === 'string' ? raw.date : 'no date'}`;
}

interface ReadFileMatch {
  match: ReplayMatch;
  /** What was dropped from it: goals whose minute is no minute. */
  dropped: string[];
}

/**
 * One match of the file, or the reason it cannot be played. A goal that is not a goal of the format (its
 * minute "ninety", 0 or past 120+) is dropped, and the score keeps its place (./fanReading.ts adds it).
 */
function readFileMatch(raw: unknown, round: string, at: string): ReadFileMatch | { problem: string } {
  if (Value.Check(FileMatch, raw)) {
    const match = matchOf(raw, round);
    const dropped = unreadableGoals(match);
    return { match: dropped.match, dropped: dropped.said };
  }
  if (!isRecord(raw)) return { problem: schemaProblems(FileMatch, raw, at)[0] ?? `${at}: not a match` };
  const kept: Record<string, unknown> = { ...raw };
  const said: string[] = [];
  for (const key of ['goals1', 'goals2'] as const) {
    const list = raw[key];
    if (!Array.isArray(list)) continue;
    kept[key] = list.filter((g, i) => {
      if (Value.Check(FileGoal, g)) return true;
      said.push(`${key}[${i}] ${JSON.stringify(g)} is no goal of the format: left out`);
      return false;
    });
  }
  if (!Value.Check(FileMatch, kept)) return { problem: schemaProblems(FileMatch, kept, at)[0] ?? at };
  const match = matchOf(kept, round);
  const dropped = unreadableGoals(match);
  return { match: dropped.match, dropped: [...said, ...dropped.said] };
}

/** Goals whose minute the format allows but no match has ("0", "121", "999"): left out, said. */
function unreadableGoals(m: ReplayMatch): { match: ReplayMatch; said: string[] } {
  const said: string[] = [];
  const keep = (key: 'goals1' | 'goals2') =>
    m[key]?.filter((g) => {
      // Checked on a copy: a check that narrows `g` would leave it no type in the other branch.
      if (Value.Check(Goal, { ...g })) return true;
      said.push(
        `${key} ${g.name} at minute ${g.minute}${g.offset ? `+${g.offset}` : ''} is no minute: left out`,
      );
      return false;
    });
  const goals1 = keep('goals1');
  const goals2 = keep('goals2');
  if (said.length === 0) return { match: m, said };
  return { match: { ...m, ...(goals1 ? { goals1 } : {}), ...(goals2 ? { goals2 } : {}) }, said };
}

/**
 * Validates parsed JSON as an openfootball file of any published shape, normalises it and reads its
 * minutes against its scores. Never refuses a file for one match: a match that cannot be read is left out
 * and said in `notes`, as is everything the reading did. Throws a ReplayFileError, one line, only when no
 * match of the file can be played.
 */
export function parseReplay(json: unknown, source = 'replay file'): ReplayFile {
  const refuse = (why: string): never => {
    throw new ReplayFileError(
      `${source.charAt(0).toUpperCase()}${source.slice(1)} has no playable match: ${why}`,
    );
  };
  const rounds: { name: string; matches: unknown[]; at: string }[] = [];
  let name: string;
  if (Value.Check(MatchListFrame, json)) {
    name = json.name;
    rounds.push({ name: '', matches: json.matches, at: '/matches' });
  } else if (Value.Check(RoundListFrame, json)) {
    name = json.name;
    json.rounds.forEach((r, i) => {
      rounds.push({ name: r.name, matches: r.matches, at: `/rounds/${i}/matches` });
    });
  } else {
    const claimed = isRecord(json) && 'rounds' in json ? RoundListFrame : MatchListFrame;
    return refuse(`it is not openfootball JSON (${schemaProblems(claimed, json).slice(0, 3).join('; ')})`);
  }
  const listed: ReplayMatch[] = [];
  const earlier = new Map<ReplayMatch, string[]>();
  const leftOut: ReadingNote[] = [];
  for (const round of rounds)
    round.matches.forEach((raw, i) => {
      const at = `${round.at}/${i}`;
      const read = readFileMatch(raw, round.name, at);
      if ('problem' in read) {
        leftOut.push({ match: rawLabel(raw, at), text: `left out: ${read.problem}`, fitted: true });
        return;
      }
      listed.push(read.match);
      if (read.dropped.length > 0) earlier.set(read.match, read.dropped);
    });
  if (listed.length === 0)
    return refuse(
      leftOut.length === 0
        ? 'it lists no match'
        : `none of its ${leftOut.length} matches can be read (${leftOut
            .slice(0, 3)
            .map((n) => n.text.replace(/^left out: /, ''))
            .join('; ')})`,
    );
  const normal: ReplayFile = {
    name: name.trim(),
    matches: inKickOffOrder(listed),
    ...(leftOut.length > 0 ? { notes: leftOut } : {}),
  };
  const file = readAsFan(normal, earlier);
  // What reading guarantees, checked: a failure here is a fault of the reading, said in one line.
  if (!Value.Check(ReplayFileSchema, file))
    return refuse(`its reading broke the replay shape (${schemaProblems(ReplayFileSchema, file)[0]})`);
  return file;
}

/**
 * What the reading did, one line a match ("England v Slovakia, 2024-06-30: extra time hidden in score.ft:
 * ..."): for the origin's log (../plugin.ts) and the tests. `fitted` lines are warnings: the file could not
 * be followed there (a score left out, goals fitted to the score, a match left out).
 */
export function replayNotes(file: ReplayFile): ReadingNote[] {
  return file.notes ?? [];
}

/** The notes as lines. */
export function replayWarnings(file: ReplayFile): string[] {
  return replayNotes(file).map((n) => `${n.match}: ${n.text}`);
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
