// The tests' controls, under /testing: registered only when the origin runs with TEST_CONTROLS=1 (app.ts),
// so without it these paths are unknown (404) like any other. The gateway never passes them on (it proxies
// /userapi and /vdapi only). A browser test causes what it waits for: a match moved to its kick-off, next
// goal, half time, extra time, penalties or full time; the world's clock jumped; the code cooldown set.
// Unsigned, answers in plain JSON; a body that breaks its schema is refused (400) and changes nothing.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { type Static, Type } from 'typebox';
import { normalizeEmail } from '../accounts/email';
import type { CodeCooldown } from '../accounts/emailCodes';
import { controlOf, type EngineControl, MOVE_TARGETS } from '../engine/control';
import type { Match } from '../engine/types';

export interface ControlsOptions {
  /** The app's code cooldown, the one /userapi/email/getCode applies. */
  codeCooldown: CodeCooldown;
}

const DAY_MS = 86_400_000;
// Unknown fields are dropped, as everywhere in the origin (http/validation.ts).
const Closed = { additionalProperties: false } as const;

const JumpBody = Type.Object(
  { ms: Type.Integer({ minimum: 1, maximum: 7 * DAY_MS, description: 'engine milliseconds forward' }) },
  Closed,
);
const ClaimBody = Type.Object(
  {
    sport: Type.Optional(
      Type.Union([Type.Literal('football'), Type.Literal('basketball'), Type.Literal('esports')]),
    ),
    state: Type.Optional(
      Type.Union([Type.Literal('live'), Type.Literal('upcoming'), Type.Literal('either')]),
    ),
    video: Type.Optional(Type.Boolean()),
    withoutVideo: Type.Optional(Type.Boolean()),
    goalAhead: Type.Optional(Type.Boolean()),
    competition: Type.Optional(Type.Union([Type.Literal('league'), Type.Literal('cup')])),
    asPlayed: Type.Optional(Type.Boolean()),
  },
  Closed,
);
const MoveParams = Type.Object({ id: Type.Integer({ minimum: 1 }) });
const MoveBody = Type.Object({ to: Type.Union(MOVE_TARGETS.map((target) => Type.Literal(target))) }, Closed);
const CooldownBody = Type.Object(
  {
    ms: Type.Integer({ minimum: 0, maximum: 3_600_000 }),
    email: Type.Optional(Type.String({ minLength: 3, maxLength: 254, pattern: '^[^\\s@]+@[^\\s@]+$' })),
  },
  Closed,
);

/** What a test needs of a match to find it on the pages. */
function summary(m: Match) {
  return {
    id: m.id,
    sport: m.sport,
    leagueId: m.leagueId,
    homeTeamId: m.homeTeamId,
    awayTeamId: m.awayTeamId,
    status: m.status,
    score: { home: m.score.home, away: m.score.away },
    startTime: m.startTime,
    hasVideo: m.hasVideo,
  };
}

const tags = ['testing'];

const controls: FastifyPluginAsyncTypebox<ControlsOptions> = async (fastify, options) => {
  const control = (): EngineControl => {
    const found = controlOf(fastify.engine);
    if (!found) throw new Error('this engine has no test controls');
    return found;
  };

  fastify.post(
    '/clock/jump',
    { schema: { tags, summary: "Jump the world's clock forward", body: JumpBody } },
    async (request) => ({ now: control().jump(request.body.ms) }),
  );

  fastify.post(
    '/matches/claim',
    {
      schema: {
        tags,
        summary: 'A match no earlier claim was given (default: football, in play)',
        body: ClaimBody,
      },
    },
    async (request, reply) => {
      const body: Static<typeof ClaimBody> = request.body;
      const match = control().claim({
        sport: body.sport ?? 'football',
        state: body.state ?? 'live',
        video: body.video ?? false,
        withoutVideo: body.withoutVideo ?? false,
        goalAhead: body.goalAhead ?? false,
        competition: body.competition,
        asPlayed: body.asPlayed ?? false,
      });
      if (!match) return reply.code(404).send({ error: 'no unclaimed match fits' });
      return { match: summary(match) };
    },
  );

  fastify.post(
    '/matches/:id/move',
    {
      schema: {
        tags,
        summary: 'Play one match ahead of the world until its kick-off, next goal, a phase or full time',
        params: MoveParams,
        body: MoveBody,
      },
    },
    async (request, reply) => {
      const moved = control().move(request.params.id, request.body.to);
      if (!moved) return reply.code(404).send({ error: `no match ${request.params.id}` });
      const answer = { reached: moved.reached, steps: moved.steps, match: summary(moved.match) };
      if (!moved.reached) return reply.code(409).send({ ...answer, error: moved.reason ?? 'not reached' });
      return answer;
    },
  );

  fastify.put(
    '/codes/cooldown',
    {
      schema: {
        tags,
        summary: 'Set the wait between two e-mail codes, for one e-mail or every e-mail',
        body: CooldownBody,
      },
    },
    async (request) => {
      const email = request.body.email === undefined ? undefined : normalizeEmail(request.body.email);
      options.codeCooldown.set(request.body.ms, email);
      return { ms: request.body.ms, email: email ?? null };
    },
  );
};

export default controls;
