// A page of the site, rendered on the server (React, the web's server entry) with the topic states
// this gateway holds and the origin's answers it needs, then shared for a second (pageCache.ts).
// Without a server entry, or when a render fails, the page goes out unrendered and the browser
// draws it, as before: a render is an improvement, never a point of failure.
import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import {
  chooseRouteSet,
  DEFAULT_TIME_ZONE,
  type HeadKey,
  knownTimeZone,
  type Locale,
  PAGE_HEADS,
  PAGE_STATE_ID,
  type PageRenderer,
  type PageRequest,
  TIME_ZONE_COOKIE,
  type TopicName,
} from '@pitchside/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { GatewayMetrics } from '../metrics/metrics';
import { cspHash } from '../security/headers';
import type { SiteAssets } from './assets';
import { cookieValue } from './locale';
import type { OriginCalls } from './originCalls';
import { type CachedPage, PageCache, type Served } from './pageCache';
import { renderDocument, renderPage, styleAttributes } from './renderPage';
import type { SiteTopics } from './siteTopics';

/** A render that takes longer than this is given up: the page goes out for the browser to draw. */
const RENDER_TIMEOUT_MS = 5_000;
/** A render past its second is still sent for this long while a new one is made (same topic versions). */
const STALE_PAGE_MS = 10_000;
/** Longer URLs are answered unrendered (and never cached): no page of the route table needs one. */
const MAX_RENDERED_URL = 512;

/** Loads the web's server entry; null when the site was built without one or it is not one. */
export async function loadRenderer(path: string, logger: Pick<FastifyBaseLogger, 'warn'>) {
  if (!existsSync(path)) {
    logger.warn(`no server entry at ${path}: pages are drawn by the browser alone`);
    return null;
  }
  const module = (await import(pathToFileURL(path).href)) as Partial<PageRenderer>;
  if (typeof module.render !== 'function' || typeof module.topicsOf !== 'function') {
    logger.warn(`${path} has no render and topicsOf: pages are drawn by the browser alone`);
    return null;
  }
  return { render: module.render, topicsOf: module.topicsOf } satisfies PageRenderer;
}

export type PageServerOptions = {
  template: string;
  renderer: PageRenderer;
  assets: SiteAssets | null;
  topics: SiteTopics;
  calls: OriginCalls;
  cacheMs: number;
  now: () => number;
  metrics?: GatewayMetrics;
  logger: Pick<FastifyBaseLogger, 'warn'>;
};

export type PageVisit = {
  url: string;
  locale: Locale;
  headers: { cookie?: string; 'user-agent'?: string };
  head: HeadKey;
  status: number;
};

export function createPageServer(options: PageServerOptions) {
  const cache = new PageCache({ ttlMs: options.cacheMs, staleMs: STALE_PAGE_MS, now: options.now });

  const unrendered = (visit: PageVisit): CachedPage => {
    const html = renderPage(options.template, PAGE_HEADS[visit.locale][visit.head], visit.locale);
    return { status: visit.status, html, bytes: Buffer.from(html), encoded: {} };
  };

  const render = async (visit: PageVisit, request: PageRequest, topics: TopicName[]) => {
    const started = performance.now();
    let timer: ReturnType<typeof setTimeout> | undefined;
    try {
      const rendered = await Promise.race([
        options.renderer.render(request, {
          topic: (name) => options.topics.snapshot(name),
          call: (key, call) => options.calls.call(key, call, request.locale),
        }),
        new Promise<never>((_, reject) => {
          timer = setTimeout(
            () => reject(new Error(`no render in ${RENDER_TIMEOUT_MS} ms`)),
            RENDER_TIMEOUT_MS,
          );
        }),
      ]);
      if (rendered.errors.length > 0) {
        options.logger.warn(
          { url: request.url, errors: rendered.errors.slice(0, 3) },
          'part of a page could not be drawn on the server: the browser draws it',
        );
      }
      const assets = options.assets?.forModules(rendered.modules) ?? { preload: [], styles: [] };
      const html = renderDocument(options.template, PAGE_HEADS[visit.locale][visit.head], visit.locale, {
        html: rendered.html,
        state: rendered.state,
        stateId: PAGE_STATE_ID,
        preload: assets.preload,
        styles: assets.styles,
      });
      return {
        // A path of no page, or a page whose subject the origin does not know (the route table's
        // `subject`: an unknown match, player or competition): 404.
        status: rendered.status === 404 ? 404 : visit.status,
        html,
        styleHashes: assets.styles.map((style) => style.hash),
        styleAttributeHashes: styleAttributes(rendered.html).map(cspHash),
      };
    } catch (error) {
      options.logger.warn(
        { url: request.url, topics, error: String(error) },
        'server render failed: the page goes out for the browser to draw',
      );
      return unrendered(visit);
    } finally {
      clearTimeout(timer);
      options.metrics?.rendered((performance.now() - started) / 1000);
    }
  };

  return {
    /** The page for one visit: shared with every visit of the same key within `cacheMs`. */
    async serve(visit: PageVisit): Promise<Served> {
      if (visit.url.length > MAX_RENDERED_URL) return { page: unrendered(visit), how: 'rendered' };
      const request: PageRequest = {
        url: visit.url,
        locale: visit.locale,
        routeSet: chooseRouteSet({ userAgent: visit.headers['user-agent'] }),
        timeZone:
          knownTimeZone(cookieValue(visit.headers.cookie, TIME_ZONE_COOKIE.name)) ?? DEFAULT_TIME_ZONE,
        now: options.now(),
      };
      let topics: TopicName[] = [];
      try {
        topics = options.renderer.topicsOf(request);
        await options.topics.prepare(topics);
      } catch (error) {
        options.logger.warn(
          { url: visit.url, error: String(error) },
          'topics of a page could not be prepared',
        );
      }
      const key = [
        request.routeSet,
        request.locale,
        request.timeZone,
        visit.url,
        options.topics.versions(topics),
      ].join('|');
      const served = await cache.get(key, () => render(visit, request, topics));
      options.metrics?.served(served.how);
      return served;
    },
  };
}
