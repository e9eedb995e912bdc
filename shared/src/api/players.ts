// A player's page (docs/API.md "Players"): who he is, as far as the world knows it, and what he did this
// season, counted from the match events and line-ups of the world (finished matches and those in play).
import { type Static, Type } from 'typebox';
import { TallyFactsSchema } from './teams';
import { MatchSummarySchema, SportCodeSchema } from './vdapi';

const Id = Type.Integer({ minimum: 1 });
const Count = Type.Integer({ minimum: 0 });

/** A player's season: every competition of the world, the matches counted finished or in play. */
export const PlayerSeasonSchema = Type.Object({
  /** Matches he took part in (started, or came on). */
  appearances: Count,
  starts: Count,
  /** Minutes on the pitch: kick-off or coming on, to going off, a sending-off or the match's minute now. */
  minutes: Count,
  /** Goals (penalties included, own goals not). */
  goals: Count,
  penalties: Count,
  /** Own goals (they count for the other side). */
  ownGoals: Count,
  assists: Count,
  yellowCards: Count,
  /** Second yellows (each also among redCards). */
  secondYellows: Count,
  /** Straight reds and second yellows. */
  redCards: Count,
  /**
   * Football: his average match rating (3.0-10.0, one decimal; docs/API.md "Player ratings") over the
   * matches he played, a match in play counting as it stands; null when he has not played.
   */
  averageRating: Type.Optional(Type.Union([Type.Number({ minimum: 3, maximum: 10 }), Type.Null()])),
});
export type PlayerSeason = Static<typeof PlayerSeasonSchema>;

/** GET /vdapi/player/v1/info/{id}: a player's page. */
export const PlayerPageSchema = Type.Object({
  player: Type.Object({
    id: Id,
    name: Type.String(),
    /** GK, DF, MF, FW (football); G, F, C (basketball); P (esports). */
    position: Type.String(),
    /** Null for a real player whose number the data does not give: never made up. */
    number: Type.Union([Count, Type.Null()]),
    /** Named in a season's data file (a scorer, a line-up of the file). */
    fromFile: Type.Boolean(),
    /** Not a real person: neither the squads data nor a season file names him (the page says so). */
    generated: Type.Boolean(),
    /** Date of birth (YYYY-MM-DD) where the world carries one, else null: never made up. */
    birthDate: Type.Union([Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' }), Type.Null()]),
    /** Age in whole years on the world's day, from birthDate; null without one. */
    age: Type.Union([Count, Type.Null()]),
    /** The nation he plays for, where the world knows it (a national team's player, or a given nation); else null. */
    nation: Type.Union([Type.String(), Type.Null()]),
    /**
     * The month of the data that places him in this team ('2026-06': the World Cup 2026 squads), else null.
     * At a club his number is null: the squads data gives only his nation's.
     */
    listedAsOf: Type.Union([Type.String({ pattern: '^\\d{4}-\\d{2}$' }), Type.Null()]),
  }),
  team: Type.Object({
    id: Id,
    name: Type.String(),
    logo: Type.String(),
    sport: SportCodeSchema,
    /** A national team rather than a club. */
    national: Type.Boolean(),
    /** A team the engine made up (basketball, esports): its players, results and statistics are simulated. */
    generated: Type.Boolean(),
  }),
  season: PlayerSeasonSchema,
  /** His team's last finished match, or null. */
  last: Type.Union([MatchSummarySchema, Type.Null()]),
  /** His team's match in play, else the next one to come, or null. */
  next: Type.Union([MatchSummarySchema, Type.Null()]),
  facts: TallyFactsSchema,
});
export type PlayerPage = Static<typeof PlayerPageSchema>;
