// Follows: the clubs, national teams and competitions a fan follows (docs/API.md "Follows"). A guest
// keeps them in browser storage, a signed-in user on the account (/vdapi/user/follow/…), and the guest's
// join the account at sign-in (merge). Each follow carries its own `alerts` switch (on by default), which
// goal and kick-off alerts read: "which teams are followed, and does this one have alerts on".
import { type Static, Type } from 'typebox';
import { MAX_ID } from './vdapiRequests';

/**
 * What can be followed: a team (club or national team), a competition, or one match (its bell: alerts
 * for its kick-off, goals, red cards, half and full time).
 */
export const FollowKindSchema = Type.Union(
  [Type.Literal('team'), Type.Literal('league'), Type.Literal('match')],
  {
    description: 'team: a club or national team; league: a competition; match: a match',
  },
);
export type FollowKind = Static<typeof FollowKindSchema>;
export const FOLLOW_KINDS: readonly FollowKind[] = ['team', 'league', 'match'];

/** Most follows one account (or one browser) keeps: bounds every list and every merge. */
export const MAX_FOLLOWS = 200;

const TargetId = Type.Integer({
  minimum: 1,
  maximum: MAX_ID,
  description: 'the followed id',
});

/** POST /vdapi/user/follow/add: follow (again); `alerts` defaults to on. */
export const FollowAddBodySchema = Type.Object({
  kind: FollowKindSchema,
  id: TargetId,
  alerts: Type.Optional(Type.Boolean({ description: 'goal and kick-off alerts; default true' })),
});
export type FollowAddBody = Static<typeof FollowAddBodySchema>;

/** POST /vdapi/user/follow/remove */
export const FollowRemoveBodySchema = Type.Object({ kind: FollowKindSchema, id: TargetId });
export type FollowRemoveBody = Static<typeof FollowRemoveBodySchema>;

/** POST /vdapi/user/follow/alerts: switch one follow's alerts on or off. */
export const FollowAlertsBodySchema = Type.Object({
  kind: FollowKindSchema,
  id: TargetId,
  alerts: Type.Boolean(),
});
export type FollowAlertsBody = Static<typeof FollowAlertsBodySchema>;

/** One follow as a guest's browser keeps it and as the merge sends it. */
export const FollowEntrySchema = Type.Object({
  kind: FollowKindSchema,
  id: TargetId,
  alerts: Type.Boolean(),
});
export type FollowEntry = Static<typeof FollowEntrySchema>;

/** POST /vdapi/user/follow/merge: a guest's follows join the account (the account's own switches win). */
export const FollowMergeBodySchema = Type.Object({
  follows: Type.Array(FollowEntrySchema, { maxItems: MAX_FOLLOWS }),
});
export type FollowMergeBody = Static<typeof FollowMergeBodySchema>;

/** One follow of the account, named in the request's language. */
export const FollowSchema = Type.Object({
  kind: FollowKindSchema,
  id: Type.Integer({ minimum: 1 }),
  name: Type.String(),
  logo: Type.String(),
  alerts: Type.Boolean(),
  /** When it was followed, ms since the epoch. */
  createdAt: Type.Integer({ minimum: 0 }),
});
export type Follow = Static<typeof FollowSchema>;

/** Every answer of /vdapi/user/follow/…: the account's follows after the call, oldest first. */
export const FollowListSchema = Type.Object({
  list: Type.Array(FollowSchema),
  max: Type.Integer({ minimum: 1, description: 'most follows an account keeps' }),
});
export type FollowList = Static<typeof FollowListSchema>;
