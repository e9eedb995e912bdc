// /vdapi/match/v1/league/…: one competition's days, its season by rounds, and its table with its bracket.
import { API_HEADERS, REST_TABLE } from '@pitchside/shared';
import { roundsPart, seasonRounds } from '../engine/season/rounds';
import type { LocalizedText } from '../engine/types';
import { type DayWindow, dayWindowOffset, timezoneHours } from './days';
import { leagueTableRows } from './leagueTableRows';
import { toMatchSummaries } from './mapMatches';
import { pageOf } from './paging';
import { picturePath } from './pictures';
import type { FastifyTypebox, RouteKit } from './routeKit';
import { encrypted, notFound, signed, vdapiUrl } from './routeKit';

export function leagueRoutes(fastify: FastifyTypebox, kit: RouteKit): void {
  const { reply, contextFor, windowOf } = kit;
  const { leagueSchedule, leagueTable, leagueRounds } = REST_TABLE;
  const withUser = { preHandler: fastify.optionalUser };
  const list = { tags: ['matches'], security: signed };

  fastify.get(
    vdapiUrl(leagueSchedule),
    {
      ...withUser,
      schema: {
        ...list,
        summary: "A league's matches of a day, or of the whole window (past and coming week) without date",
        querystring: leagueSchedule.query,
        response: encrypted(leagueSchedule.answer),
      },
    },
    async (request) => {
      const { leagueId, date, page, pageSize } = request.query;
      const league = kit.engine.league(leagueId);
      if (!league) throw notFound(request);
      const tz = timezoneHours(request.headers[API_HEADERS.timezone]);
      // Without a date: the engine's whole window, a week back and a week ahead of today.
      const window: DayWindow =
        date === undefined
          ? {
              start: dayWindowOffset(kit.engine.now(), -8, tz).start,
              end: dayWindowOffset(kit.engine.now(), 8, tz).end,
            }
          : windowOf(request, date);
      const all = kit.engine.matchesByDate(league.sport, window.start, window.end, leagueId);
      const one = pageOf(all, page, pageSize);
      const ctx = await contextFor(request, one.list);
      return reply(request, { ...one, list: toMatchSummaries(ctx, one.list) });
    },
  );

  fastify.get(
    vdapiUrl(leagueRounds),
    {
      ...withUser,
      schema: {
        ...list,
        summary:
          "A competition's season by rounds: the rounds played so far (newest first) or to come (next first); paginated by rounds",
        querystring: leagueRounds.query,
        response: encrypted(leagueRounds.answer),
      },
    },
    async (request) => {
      const { leagueId, part, page, pageSize } = request.query;
      const league = kit.engine.league(leagueId);
      if (!league) throw notFound(request);
      const season = kit.engine.matchesByDate(league.sport, 0, Number.MAX_SAFE_INTEGER, leagueId);
      const one = pageOf(roundsPart(seasonRounds(league, season), part), page, pageSize);
      const ctx = await contextFor(
        request,
        one.list.flatMap((r) => r.matches),
      );
      const locale = ctx.locale;
      return reply(request, {
        ...one,
        list: one.list.map((r) => ({
          round: r.round,
          leg: r.leg,
          name: r.name[locale],
          phase: r.phase,
          startTime: r.matches[0]?.startTime ?? 0,
          matches: toMatchSummaries(ctx, r.matches),
        })),
      });
    },
  );

  fastify.get(
    vdapiUrl(leagueTable),
    {
      schema: {
        ...list,
        summary:
          "A competition's table as it stands by its tie-breaks (a cup: its league phase) and its knockout bracket",
        querystring: leagueTable.query,
        response: encrypted(leagueTable.answer),
      },
    },
    async (request) => {
      const { leagueId } = request.query;
      const league = kit.engine.league(leagueId);
      if (!league) throw notFound(request);
      const locale = request.locale;
      const team = (id: number) => ({
        id,
        name: kit.engine.team(id)?.name[locale] ?? '',
        logo: picturePath('team', id),
      });
      return reply(request, {
        leagueId,
        kind: league.kind,
        season: { ...league.season },
        ...leagueTableRows(kit.engine, locale, leagueId),
        bracket: kit.engine.bracket(leagueId).map((round) => ({
          round: round.round,
          name: round.name[locale],
          ties: round.ties.map((t) => {
            // Side A is the first leg's home side; a side the world has not decided has no id or crest.
            const undecided = t.matchIds[0] === undefined ? null : kit.engine.undecidedSides(t.matchIds[0]);
            const side = (id: number, words: LocalizedText | null | undefined) =>
              words ? { id: 0, name: words[locale], logo: '' } : team(id);
            return {
              teamA: side(t.teamA, undecided?.home),
              teamB: side(t.teamB, undecided?.away),
              matchIds: t.matchIds,
              legs: t.legs.map((leg) => ({ ...leg, score: { ...leg.score } })),
              aggregate: t.aggregate,
              penalties: t.penalties,
              winnerTeamId: t.winnerTeamId,
              decidedBy: t.decidedBy,
            };
          }),
        })),
      });
    },
  );
}
