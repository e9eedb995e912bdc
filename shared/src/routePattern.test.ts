import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildPath, matchPattern, parsePattern } from './routePattern';

describe('route patterns', () => {
  it('matches an id in the middle of a path as well as at its end', () => {
    const stats = parsePattern('/live/detail/:id/stats');
    expect(stats.hasId).toBe(true);
    expect(matchPattern(stats, '/live/detail/12/stats')).toEqual({ id: 12 });
    expect(buildPath(stats, { id: 12 })).toBe('/live/detail/12/stats');
    for (const other of [
      '/live/detail/12',
      '/live/detail/12/stats/x',
      '/live/detail/stats',
      '/live/detail/0/stats',
    ])
      expect(matchPattern(stats, other), other).toBeNull();
    expect(matchPattern(parsePattern('/'), '/')).toEqual({});
    expect(matchPattern(parsePattern('/user/feed'), '/user/feed')).toEqual({});
    expect(matchPattern(parsePattern('/user/feed'), '/user//feed')).toBeNull();
  });

  it('round-trips any pattern of literal segments and one id', () => {
    const segment = fc.stringMatching(/^[a-z][a-z0-9-]{0,8}$/);
    fc.assert(
      fc.property(
        fc.array(segment, { minLength: 0, maxLength: 5 }),
        fc.nat({ max: 5 }),
        fc.boolean(),
        fc.integer({ min: 1, max: 999_999_999_999 }),
        (literals, at, withId, id) => {
          const segments = [...literals];
          if (withId) segments.splice(Math.min(at, segments.length), 0, ':id');
          const pattern = parsePattern(`/${segments.join('/')}`);
          const path = buildPath(pattern, { id });
          expect(matchPattern(pattern, path)).toEqual(withId ? { id } : {});
        },
      ),
    );
  });

  it('refuses a malformed pattern and an invalid id', () => {
    for (const bad of ['live', '/live/:id/:id', '/Live', '/live//x', '/live/:name'])
      expect(() => parsePattern(bad), bad).toThrow(SyntaxError);
    expect(() => buildPath(parsePattern('/team/:id'), { id: 0 })).toThrow(RangeError);
    expect(() => buildPath(parsePattern('/team/:id'), {})).toThrow(RangeError);
  });
});
