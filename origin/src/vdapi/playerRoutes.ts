// /vdapi/player/v1/info/{id}: a player's page. The reading is in playerPages.ts.
import { REST_TABLE } from '@pitchside/shared';
import { toMatchSummaries } from './mapMatches';
import { picturePath } from './pictures';
import {
  ageOn,
  birthDateOf,
  findPlayer,
  isNational,
  listedAsOf,
  nationOf,
  playerSeason,
} from './playerPages';
import type { FastifyTypebox, RouteKit } from './routeKit';
import { encrypted, notFound, signed, vdapiUrl } from './routeKit';
import { codeOfSport } from './sport';

export function playerRoutes(fastify: FastifyTypebox, kit: RouteKit): void {
  const { reply, contextFor } = kit;
  const { playerPage } = REST_TABLE;

  fastify.get(
    vdapiUrl(playerPage),
    {
      schema: {
        tags: ['teams'],
        security: signed,
        summary:
          "A player's page: who he is, his season's appearances, minutes, goals, assists and cards, his team's last and next match",
        params: playerPage.params,
        response: encrypted(playerPage.answer),
      },
    },
    async (request) => {
      const player = findPlayer(kit.engine, request.params.id);
      const team = player ? kit.engine.team(player.teamId) : undefined;
      if (!player || !team) throw notFound(request);
      const locale = request.locale;
      const read = playerSeason(kit.engine, player, team);
      const shown = [read.last, read.next].filter((m) => m !== null);
      const [first, second] = toMatchSummaries(await contextFor(request, shown), shown);
      const birthDate = birthDateOf(player);
      return reply(request, {
        player: {
          id: player.id,
          name: player.names[locale],
          position: player.position,
          number: player.shirtNumberUnknown ? null : player.shirtNumber,
          fromFile: player.fromFile === true,
          generated: player.real !== true,
          birthDate,
          age: birthDate === null ? null : ageOn(birthDate, kit.engine.now()),
          nation: nationOf(player, team, locale),
          listedAsOf: listedAsOf(player),
        },
        team: {
          id: team.id,
          name: team.name[locale],
          logo: picturePath('team', team.id),
          sport: codeOfSport(team.sport),
          national: isNational(team),
          // A real team has its identity in the data (every club and nation of the files); others are made up.
          generated: team.key === undefined,
        },
        season: read.season,
        last: read.last ? (first ?? null) : null,
        next: read.next ? ((read.last ? second : first) ?? null) : null,
        facts: read.facts,
      });
    },
  );
}
