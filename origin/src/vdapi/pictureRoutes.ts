// /vdapi/img/…: crests, avatars and covers as SVG, so every logo in an answer is a real URL.
import { Type } from 'typebox';
import { localeFromLangHeader } from '../http/i18n';
import { coverSvg } from './covers';
import { PictureParams, PictureQuery } from './queries';
import type { FastifyTypebox, RouteKit } from './routeKit';
import { failures, notFound } from './routeKit';
import { followQrSvg } from './siteConfig';

export function pictureRoutes(fastify: FastifyTypebox, kit: RouteKit): void {
  // Fetched by <img> tags, which cannot send the signed headers: `signed: false`.
  const picture = { config: { signed: false } };
  const svg = 'image/svg+xml; charset=utf-8';

  fastify.get(
    '/img/:kind/:id.svg',
    {
      ...picture,
      schema: {
        tags: ['pictures'],
        summary: 'Crest (team, league), avatar (anchor) or cover (cover, room) as SVG',
        params: PictureParams,
        querystring: PictureQuery,
        response: { 200: Type.String({ description: 'SVG document' }), ...failures },
      },
    },
    async (request, res) => {
      const { kind, id } = request.params;
      // The language comes in the URL (an <img> sends no `lang` header), else from the header.
      const locale = localeFromLangHeader(request.query.lang ?? request.headers.lang);
      let body: string | undefined;
      if (kind === 'team' || kind === 'league') body = kit.engine.crestSvg(kind, id);
      else if (kind === 'anchor') body = kit.anchors.get(id)?.avatarSvg;
      else if (kind === 'room') {
        const anchor = kit.anchors.get(id);
        body = anchor ? coverSvg(id + 100_000, anchor.room.title[locale]) : undefined;
      } else {
        const collection = kit.engine.highlight(id);
        body = collection ? coverSvg(id, collection.title[locale]) : undefined;
      }
      if (body === undefined) throw notFound(request);
      return res.type(svg).header('cache-control', 'public, max-age=3600').send(body);
    },
  );

  fastify.get(
    '/img/qrcode.svg',
    { ...picture, schema: { tags: ['pictures'], summary: 'Follow-us QR code of the footer' } },
    async (_request, res) =>
      res.type(svg).header('cache-control', 'public, max-age=86400').send(followQrSvg()),
  );
}
