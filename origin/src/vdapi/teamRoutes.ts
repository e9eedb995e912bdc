// /vdapi/team/v1/info/{id}, /vdapi/match/v1/league/scorers and /vdapi/match/v1/followed: a team's page,
// a competition's scorers (also the gateway's `scorers:{leagueId}` topic) and the matches of what a fan
// follows. The counting is in teamPages.ts and seasonTallies.ts.
import { REST_TABLE } from '@pitchside/shared';
import { toMatchSummaries } from './mapMatches';
import { picturePath } from './pictures';
import { isNational, SQUADS_AS_OF } from './playerPages';
import type { FastifyTypebox, RouteKit } from './routeKit';
import { encrypted, notFound, signed, vdapiUrl } from './routeKit';
import { codeOfSport } from './sport';
import { followedMatches, idSet, leagueScorers, teamSeason } from './teamPages';

export function teamRoutes(fastify: FastifyTypebox, kit: RouteKit): void {
  const { reply, contextFor } = kit;
  const { teamPage, leagueScorers: scorersCall, followedMatches: followedCall } = REST_TABLE;
  const withUser = { preHandler: fastify.optionalUser };

  fastify.get(
    vdapiUrl(teamPage),
    {
      ...withUser,
      schema: {
        tags: ['teams'],
        security: signed,
        summary:
          "A team's page: live, next and last matches, form, its row in each competition's table, the squad's goals and cards",
        params: teamPage.params,
        response: encrypted(teamPage.answer),
      },
    },
    async (request) => {
      const team = kit.engine.team(request.params.id);
      if (!team) throw notFound(request);
      const locale = request.locale;
      const season = teamSeason(kit.engine, team, locale);
      const ctx = await contextFor(request, [...season.live, ...season.next, ...season.last]);
      return reply(request, {
        team: {
          id: team.id,
          name: team.name[locale],
          shortName: team.shortName[locale],
          logo: picturePath('team', team.id),
          sport: codeOfSport(team.sport),
          country: team.country[locale],
          coach: team.coach?.names[locale] ?? '',
          coachAsOf: team.coach?.asOf ?? null,
          leagueIds: team.leagueIds,
          national: isNational(team),
          // A real team has its identity in the data (every club and nation of the files); others are made up.
          generated: team.key === undefined,
        },
        squadAsOf: team.players.some((p) => p.squadsFile) ? SQUADS_AS_OF : null,
        live: toMatchSummaries(ctx, season.live),
        next: toMatchSummaries(ctx, season.next),
        last: toMatchSummaries(ctx, season.last),
        form: season.form,
        competitions: season.competitions,
        squad: season.squad,
        facts: season.facts,
      });
    },
  );

  fastify.get(
    vdapiUrl(scorersCall),
    {
      schema: {
        tags: ['matches'],
        security: signed,
        summary:
          "A competition's top scorers and assists this season, from its matches' events (live included)",
        querystring: scorersCall.query,
        response: encrypted(scorersCall.answer),
      },
    },
    async (request) => {
      const league = kit.engine.league(request.query.leagueId);
      if (!league) throw notFound(request);
      return reply(request, leagueScorers(kit.engine, league, request.locale));
    },
  );

  fastify.get(
    vdapiUrl(followedCall),
    {
      ...withUser,
      schema: {
        tags: ['matches'],
        security: signed,
        summary:
          'Matches of the teams, then of the competitions, given: in play, the coming week, the last two days',
        querystring: followedCall.query,
        response: encrypted(followedCall.answer),
      },
    },
    async (request) => {
      const list = followedMatches(kit.engine, idSet(request.query.teamIds), idSet(request.query.leagueIds));
      const ctx = await contextFor(request, list);
      return reply(request, { list: toMatchSummaries(ctx, list) });
    },
  );
}
