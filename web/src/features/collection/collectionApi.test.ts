import { describe, expect, it } from 'vitest';
import { CAROUSEL_DEFAULTS } from './carousel';
import { clipLength, commentsQuery } from './collectionApi';

describe('collection helpers', () => {
  it('formats clip lengths as minutes and seconds', () => {
    expect(clipLength(0)).toBe('0:00');
    expect(clipLength(14)).toBe('0:14');
    expect(clipLength(185.4)).toBe('3:05');
  });

  it('pages comments until the origin says there are no more', () => {
    const options = commentsQuery(7);
    const next = options.getNextPageParam;
    const page = { list: [], page: 2, pageSize: 20, total: 45, hasMore: true };
    expect(next(page, [page], 2, [1, 2])).toBe(3);
    expect(next({ ...page, hasMore: false }, [page], 2, [1, 2])).toBeUndefined();
  });

  it('keeps the carousel defaults of PRODUCT §9', () => {
    expect(CAROUSEL_DEFAULTS).toEqual({
      speed: 300,
      threshold: 5,
      longSwipesMs: 300,
      longSwipesRatio: 0.5,
      resistanceRatio: 0.85,
    });
  });
});
