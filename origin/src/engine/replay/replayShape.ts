// The one shape the engine reads of a real file: a match list in kick-off order, names as strings,
// minutes as numbers, every match's scores and goals agreeing (./fanReading.ts made them agree, and
// says where). A leaf: the reader of each published format (./replayFile.ts) produces it.
import { type Static, Type } from 'typebox';

export const ScorePair = Type.Tuple([
  Type.Integer({ minimum: 0, maximum: 99 }),
  Type.Integer({ minimum: 0, maximum: 99 }),
]);
export const Goal = Type.Object({
  name: Type.String({ minLength: 1 }),
  minute: Type.Integer({ minimum: 1, maximum: 120 }),
  offset: Type.Optional(Type.Integer({ minimum: 1, maximum: 30 })),
  penalty: Type.Optional(Type.Boolean()),
  owngoal: Type.Optional(Type.Boolean()),
});
export const Score = Type.Object({
  ft: Type.Optional(ScorePair),
  ht: Type.Optional(ScorePair),
  et: Type.Optional(ScorePair),
  p: Type.Optional(ScorePair),
});
/** A goal the score counts and the file does not list: played at a drawn minute of its window, no scorer. */
const MissingGoal = Type.Object({
  team: Type.Union([Type.Literal(1), Type.Literal(2)]),
  from: Type.Integer({ minimum: 1, maximum: 120 }),
  to: Type.Integer({ minimum: 1, maximum: 120 }),
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
  /** The goals were fitted to the score: some minutes are not the file's, or a goal is not in it. */
  goalsFitted: Type.Optional(Type.Literal(true)),
  missing: Type.Optional(Type.Array(MissingGoal)),
  /** A full-format file's line-ups, changes, cards, crowd and referees (JSON files carry none). */
  details: Type.Optional(MatchDetailsSchema),
});
/** What the reading of one match did, for the origin's log: one line a match. */
const ReadingNote = Type.Object({
  /** "England v Slovakia, 2024-06-30". */
  match: Type.String(),
  text: Type.String(),
  /** The file could not be followed (the score won over its minutes, a score was left out): a warning. */
  fitted: Type.Boolean(),
});
/** The one shape the engine reads: a match list in date order, names as strings, minutes as numbers. */
export const ReplayFileSchema = Type.Object({
  name: Type.String({ minLength: 1 }),
  matches: Type.Array(MatchSchema, { minItems: 1 }),
  notes: Type.Optional(Type.Array(ReadingNote)),
});
export type ReplayFile = Static<typeof ReplayFileSchema>;
export type ReplayMatch = ReplayFile['matches'][number];
/** A goal of a replayed match; goals1 lists the goals counting for team1 (an own goal's scorer is an opponent). */
export type ReplayGoal = NonNullable<ReplayMatch['goals1']>[number];
export type MissingGoal = Static<typeof MissingGoal>;
export type ReadingNote = Static<typeof ReadingNote>;
export type ReplayDetails = Static<typeof MatchDetailsSchema>;
export type ReplaySheet = Static<typeof SideSheetSchema>;
export type ReplaySubstitution = Static<typeof SubstitutionSchema>;
export type ReplayCard = Static<typeof CardSchema>;
export type ScorePair = Static<typeof ScorePair>;

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

/** The first leg of a two-legged tie, when `matches[i]` is its second leg. */
export function firstLegOf(matches: readonly ReplayMatch[], i: number): ReplayMatch | undefined {
  const m = matches[i];
  if (!m) return undefined;
  return matches.slice(0, i).find((x) => sameTie(x, m) && x.score.ft !== undefined);
}
