// /vdapi/match/v1/…: live matches, hot leagues, schedules and results by sport, league and day; one
// competition's own calls (its days, rounds and table) are in leagueRoutes.ts.
import { REST_TABLE, SPORT_CODES, sportOfCode } from '@pitchside/shared';
import { fanOrder, fanPhase, lastResults, nextKickOffs } from '../engine/queries/fanOrder';
import type { Match, Sport } from '../engine/types';
import type { DayWindow } from './days';
import { toLeagueMenuEntry, toMatchSummaries } from './mapMatches';
import { pageOf } from './paging';
import type { FastifyTypebox, RouteKit } from './routeKit';
import { DAY_MS, encrypted, signed, vdapiUrl } from './routeKit';

export function matchRoutes(fastify: FastifyTypebox, kit: RouteKit): void {
  const { reply, contextFor, windowOf } = kit;
  const { liveMatches, hotLeagues, schedule, results, recentMatches } = REST_TABLE;
  const withUser = { preHandler: fastify.optionalUser };
  const list = { tags: ['matches'], security: signed };

  fastify.get(
    vdapiUrl(liveMatches),
    {
      ...withUser,
      schema: {
        ...list,
        summary: 'Matches in play',
        querystring: liveMatches.query,
        response: encrypted(liveMatches.answer),
      },
    },
    async (request) => {
      const live = kit.engine.liveMatches(sportOfCode(request.query.sport) ?? 'football');
      const ctx = await contextFor(request, live);
      return reply(request, { list: toMatchSummaries(ctx, live) });
    },
  );

  fastify.get(
    vdapiUrl(hotLeagues),
    {
      ...withUser,
      schema: {
        ...list,
        summary: 'Hot leagues with their live and next matches',
        querystring: hotLeagues.query,
        response: encrypted(hotLeagues.answer),
      },
    },
    async (request) => {
      const sport = sportOfCode(request.query.sport) ?? 'football';
      const at = kit.engine.now();
      const live = kit.engine.liveMatches(sport);
      const groups = kit.engine.hotLeagues(sport).map((league) => ({
        league,
        liveCount: live.filter((m) => m.leagueId === league.id).length,
        upcomingCount: kit.engine
          .matchesByDate(sport, 0, Number.MAX_SAFE_INTEGER, league.id)
          .filter((m) => fanPhase(m) === 'next').length,
        matches: kit.engine
          .matchesByDate(sport, at - 3 * 3_600_000, at + 2 * DAY_MS, league.id)
          .filter((m) => m.status >= 0)
          .sort(fanOrder)
          .slice(0, 6),
      }));
      const ctx = await contextFor(
        request,
        groups.flatMap((g) => g.matches),
      );
      return reply(request, {
        list: groups.map((g) => ({
          ...toLeagueMenuEntry(ctx.locale, g.league),
          sport: SPORT_CODES[sport],
          liveCount: g.liveCount,
          upcomingCount: g.upcomingCount,
          matches: toMatchSummaries(ctx, g.matches),
        })),
      });
    },
  );

  fastify.get(
    vdapiUrl(recentMatches),
    {
      ...withUser,
      schema: {
        ...list,
        summary: 'The last finished matches (newest first) and the next kick-offs (soonest first), any day',
        querystring: recentMatches.query,
        response: encrypted(recentMatches.answer),
      },
    },
    async (request) => {
      const { sport, limit } = request.query;
      const at = kit.engine.now();
      // The engine's window: a week back and a week ahead.
      const around = kit.engine.matchesByDate(
        sportOfCode(sport) ?? 'football',
        at - 8 * DAY_MS,
        at + 8 * DAY_MS,
      );
      const last = lastResults(around, limit);
      const next = nextKickOffs(around, at, limit);
      const ctx = await contextFor(request, [...last, ...next]);
      return reply(request, {
        now: at,
        results: toMatchSummaries(ctx, last),
        next: toMatchSummaries(ctx, next),
      });
    },
  );

  /** A day's matches of a sport (optionally one league), one page of them. */
  const dayRoute = (
    call: typeof schedule | typeof results,
    summary: string,
    pick: (sport: Sport, day: DayWindow, leagueId?: number) => Match[],
  ) =>
    fastify.get(
      vdapiUrl(call),
      {
        ...withUser,
        schema: { ...list, summary, querystring: call.query, response: encrypted(call.answer) },
      },
      async (request) => {
        const { sport, leagueId, date, page, pageSize } = request.query;
        const one = pageOf(
          pick(sportOfCode(sport) ?? 'football', windowOf(request, date), leagueId),
          page,
          pageSize,
        );
        const ctx = await contextFor(request, one.list);
        return reply(request, { ...one, list: toMatchSummaries(ctx, one.list) });
      },
    );

  dayRoute(
    schedule,
    'Matches of a day not yet finished, kick-off order (by sport, league, date; paginated)',
    (sport, day, leagueId) =>
      kit.engine.matchesByDate(sport, day.start, day.end, leagueId).filter((m) => m.status !== -1),
  );
  dayRoute(
    results,
    'Finished matches of a day, newest first (by sport, league, date; paginated)',
    (sport, day, leagueId) => kit.engine.results(sport, day.start, day.end, leagueId),
  );
}
