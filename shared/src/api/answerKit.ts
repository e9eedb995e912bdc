// The small parts the /vdapi answers share (ids, instants, a score pair, a season's name): used by the
// answer schemas of each area, and not exported from the package (vdapi.ts re-exports the areas only).
import { Type } from 'typebox';

export const Id = Type.Integer({ minimum: 1 });
/** A match's side: a team id, or 0 while the world has not decided who plays (a later knockout tie). */
export const SideId = Type.Integer({ minimum: 0 });
export const Millis = Type.Integer({ minimum: 0, description: 'milliseconds since the epoch' });

/** A real season as fans write it, and how far its dates are moved onto today's calendar. */
export const SeasonNameSchema = Type.Object({
  /** '2025/26', '2025'; '' for a generated competition (the engine's own). */
  name: Type.String(),
  /** Days its dates are moved onto today's calendar: 364 a year (whole years of 52 weeks); 0 when not moved. */
  shiftDays: Type.Integer({ minimum: 0 }),
});

export const ScorePairSchema = Type.Object({
  home: Type.Integer({ minimum: 0 }),
  away: Type.Integer({ minimum: 0 }),
});

/** A shirt number, or null for a real player whose number the data does not give (never made up). */
export const ShirtNumber = Type.Union([Type.Integer({ minimum: 0 }), Type.Null()]);

export const OutcomeSchema = Type.Union([Type.Literal('W'), Type.Literal('D'), Type.Literal('L')]);
