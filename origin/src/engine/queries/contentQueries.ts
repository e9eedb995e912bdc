// Highlight collections and special topics. Anchors are the users' rooms, outside the engine (origin/src/anchors).
import { collectionFor, highlightTags, specialTopics } from '../content/content';
import type { Engine, HighlightCollection } from '../types';
import { type EngineState, finishedFootball } from './state';

export type ContentQueries = Pick<
  Engine,
  'highlightTags' | 'highlights' | 'highlight' | 'specialTopics' | 'specialTopic'
>;

export function contentQueries(state: EngineState): ContentQueries {
  const { world, byId } = state;
  let highlightCache: { key: string; list: HighlightCollection[] } | undefined;
  return {
    highlightTags: () => highlightTags([...world.leagues.values()]),
    highlights(tagId) {
      // Collections only change when a match ends or one is published: cache per (finished, minute).
      const now = state.now();
      const finished = finishedFootball(state);
      const key = `${finished.length}|${Math.floor(now / 60_000)}`;
      if (highlightCache?.key !== key) {
        const list: HighlightCollection[] = [];
        for (const m of finished) {
          const e = byId.get(m.id);
          if (e) list.push(collectionFor(m, e.home, e.away));
        }
        highlightCache = { key, list: list.filter((c) => c.publishedAt <= now) };
      }
      return tagId === undefined
        ? highlightCache.list
        : highlightCache.list.filter((c) => c.tagIds.includes(tagId));
    },
    highlight(id) {
      const e = byId.get(id);
      if (e?.sport !== 'football' || e.match.status !== -1) return undefined;
      const c = collectionFor(e.match, e.home, e.away);
      return c.publishedAt <= state.now() ? c : undefined;
    },
    specialTopics: () => specialTopics([...world.leagues.values()]),
    specialTopic: (id) => specialTopics([...world.leagues.values()]).find((t) => t.id === id),
  };
}
