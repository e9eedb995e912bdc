// /vdapi/config/…: site info and menus, the home and football front pages, search suggestions.

import { REST_TABLE, sportOfCode } from '@pitchside/shared';
import { byAudience } from './anchorRoutes';
import { toAnchorSummary } from './mapContent';
import { toLeagueMenuEntry, toMatchSummaries } from './mapMatches';
import type { FastifyTypebox, RouteKit } from './routeKit';
import { DAY_MS, encrypted, signed, vdapiUrl } from './routeKit';
import { SITE_TEXTS, SPORT_NAMES } from './siteConfig';

export function configRoutes(fastify: FastifyTypebox, kit: RouteKit): void {
  const { reply, contextFor } = kit;
  const { initConfig, indexHot, indexFootball, searchSuggestions } = REST_TABLE;
  const withUser = { preHandler: fastify.optionalUser };
  const list = { tags: ['config'], security: signed };

  fastify.get(
    vdapiUrl(initConfig),
    {
      schema: {
        ...list,
        tags: ['config'],
        summary: 'Site info, contact, menus',
        response: encrypted(initConfig.answer),
      },
    },
    async (request) => {
      const locale = request.locale;
      const topics = kit.engine.specialTopics();
      const menu = topics.length
        ? topics.flatMap((t) => {
            const league = kit.engine.league(t.leagueId);
            return league ? [toLeagueMenuEntry(locale, league)] : [];
          })
        : kit.engine.hotLeagues().map((l) => toLeagueMenuEntry(locale, l));
      return reply(request, {
        ...SITE_TEXTS[locale],
        leagueMenu: menu,
        sports: ([1, 2, 3] as const).map((sport) => ({ sport, name: SPORT_NAMES[locale][sport] })),
        hotWords: kit.engine
          .hotLeagues('football')
          .slice(0, 6)
          .map((l) => l.shortName[locale]),
        serverTime: kit.engine.now(),
      });
    },
  );

  fastify.get(
    vdapiUrl(indexHot),
    {
      ...withUser,
      schema: {
        ...list,
        tags: ['config'],
        summary: 'Home page: live, hot matches, hot leagues, anchors on air',
        querystring: indexHot.query,
        response: encrypted(indexHot.answer),
      },
    },
    async (request) => {
      const sport = sportOfCode(request.query.sport) ?? 'football';
      const live = kit.engine.liveMatches(sport).slice(0, 20);
      const hot = kit.engine.hotMatches(sport, 20);
      const ctx = await contextFor(request, [...live, ...hot]);
      return reply(request, {
        live: toMatchSummaries(ctx, live),
        hot: toMatchSummaries(ctx, hot),
        leagues: kit.engine.hotLeagues(sport).map((l) => toLeagueMenuEntry(ctx.locale, l)),
        anchors: kit.anchors
          .all()
          .filter((a) => a.room.live && a.sport === sport)
          .sort(byAudience)
          .slice(0, 12)
          .map((a) => toAnchorSummary(ctx.locale, a)),
      });
    },
  );

  fastify.get(
    vdapiUrl(indexFootball),
    {
      ...withUser,
      schema: {
        ...list,
        tags: ['config'],
        summary: 'Football section front page',
        response: encrypted(indexFootball.answer),
      },
    },
    async (request) => {
      const at = kit.engine.now();
      const live = kit.engine.liveMatches('football');
      const upcoming = kit.engine
        .matchesByDate('football', at, at + DAY_MS)
        .filter((m) => m.status === 0)
        .slice(0, 30);
      const results = kit.engine.results('football', at - DAY_MS, at).slice(0, 30);
      const ctx = await contextFor(request, [...live, ...upcoming, ...results]);
      return reply(request, {
        live: toMatchSummaries(ctx, live),
        upcoming: toMatchSummaries(ctx, upcoming),
        results: toMatchSummaries(ctx, results),
        leagues: kit.engine.hotLeagues('football').map((l) => toLeagueMenuEntry(ctx.locale, l)),
      });
    },
  );

  fastify.get(
    vdapiUrl(searchSuggestions),
    {
      schema: {
        ...list,
        tags: ['config'],
        summary: 'Search suggestions (hot words when q is empty)',
        querystring: searchSuggestions.query,
        response: encrypted(searchSuggestions.answer),
      },
    },
    async (request) => {
      const { locale } = request;
      const q = request.query.q.trim();
      const hotWords = kit.engine
        .hotLeagues()
        .slice(0, 8)
        .map((l) => l.shortName[locale]);
      if (!q) return reply(request, { hotWords, suggestions: [] });
      const found = kit.engine.search(q);
      const suggestions = [
        ...found.teams.slice(0, 5).map((t) => ({ kind: 'team' as const, id: t.id, text: t.name[locale] })),
        ...found.leagues
          .slice(0, 3)
          .map((l) => ({ kind: 'league' as const, id: l.id, text: l.name[locale] })),
        ...kit.anchors
          .search(q)
          .slice(0, 3)
          .map((a) => ({ kind: 'anchor' as const, id: a.id, text: a.nickname })),
      ];
      return reply(request, { hotWords, suggestions });
    },
  );
}
