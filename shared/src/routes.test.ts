import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { HEAD_KEYS, matchRoute, PAGES, ROUTES, routeMatcher, routePath, subjectName } from './routes';

describe('ROUTES', () => {
  it('lists every path of PRODUCT §2 once, then the team and player pages', () => {
    expect(ROUTES.map((route) => route.pattern)).toEqual([
      '/',
      '/404',
      '/about',
      '/live',
      '/live/basketball',
      '/live/football',
      '/live/esport',
      '/live/video',
      '/live/detail/:id',
      '/matches',
      '/matches/anchors',
      '/matches/colects',
      '/matches/football',
      '/matches/hot',
      '/matches/results',
      '/matches/detail/:id',
      '/product/order',
      '/product/steward',
      '/protocol',
      '/search',
      '/special',
      '/special/:id',
      '/user',
      '/user/feed',
      '/zq',
      '/zq/detail/:id',
      '/team/:id',
      '/player/:id',
    ]);
    expect(new Set(ROUTES.map((route) => route.page)).size).toBe(ROUTES.length);
    for (const route of ROUTES) {
      expect(route.hasId).toBe(route.pattern.split('/').includes(':id'));
      expect(HEAD_KEYS).toContain(route.head);
    }
  });

  it('lights the navigation item of PRODUCT §2 on each page: /zq football, /live live, / home, else its first segment', () => {
    const lit = Object.fromEntries(ROUTES.map((route) => [route.pattern, route.nav ?? null]));
    for (const route of ROUTES) {
      const first = route.pattern.split('/')[1] ?? '';
      const expected =
        route.page === 'notFound'
          ? null
          : route.pattern === '/'
            ? 'home'
            : first === 'zq'
              ? 'football'
              : ['live', 'matches', 'special', 'user'].includes(first)
                ? first
                : null;
      expect(lit[route.pattern], route.pattern).toBe(expected);
    }
  });

  it('puts the tab bar, the live menu and the phone footer on the pages PRODUCT §2 names', () => {
    const withPart = (part: 'tabBar' | 'liveMenu' | 'footer') =>
      ROUTES.filter((route) => route.chrome?.[part]).map((route) => route.pattern);
    const livePages = ['/live', '/live/basketball', '/live/football', '/live/esport', '/live/video'];
    expect(withPart('tabBar').sort()).toEqual(['/', '/matches', '/user', '/zq', ...livePages].sort());
    expect(withPart('liveMenu').sort()).toEqual(['/', ...livePages].sort());
    // The desktop home page has its filter tabs where the phone has the live menu.
    expect(PAGES.home.chrome.liveMenu).toBe('phone');
    expect(withPart('footer').sort()).toEqual(['/', '/about']);
  });

  it('names the record of every page with an id by its subject', () => {
    expect(
      Object.fromEntries(
        ROUTES.filter((route) => route.hasId).map((route) => [route.page, subjectName(route.page)]),
      ),
    ).toEqual({
      liveDetail: 'matchDetail',
      zqDetail: 'matchDetail',
      collection: 'collection',
      specialDetail: 'leagueTable',
      team: 'team',
      player: 'player',
    });
    expect(subjectName('about')).toBeNull();
  });
});

describe('matchRoute', () => {
  it('matches each route, unprefixed and under both prefixes', () => {
    for (const route of ROUTES) {
      const path = route.pattern.replace(':id', '42');
      for (const [prefix, set] of [
        ['', null],
        ['/mobile', 'mobile'],
        ['/pc', 'pc'],
      ] as const) {
        const full = prefix !== '' && path === '/' ? prefix : `${prefix}${path}`;
        const match = matchRoute(full);
        expect(match, full).not.toBeNull();
        expect(match?.set).toBe(set);
        expect(match?.page).toBe(route.page);
        expect(match?.params).toEqual(route.hasId ? { id: 42 } : {});
      }
    }
  });

  it('picks the head data of the section', () => {
    expect(matchRoute('/zq/detail/9')?.route.head).toBe('zq');
    expect(matchRoute('/mobile/live')?.route.head).toBe('live');
    expect(matchRoute('/matches/hot')?.route.head).toBe('matches');
    expect(matchRoute('/user/feed')?.route.head).toBe('user');
    expect(matchRoute('/')?.route.head).toBe('home');
    expect(matchRoute('/search')?.route.head).toBe('home');
  });

  it('tolerates a trailing slash, a query and a fragment', () => {
    expect(matchRoute('/matches/')?.page).toBe('matches');
    expect(matchRoute('/mobile/')?.page).toBe('home');
    expect(matchRoute('/search?q=arsenal')?.page).toBe('search');
    expect(matchRoute('/zq/detail/7#lineup')?.params).toEqual({ id: 7 });
  });

  it('accepts ids of 1 to 12 digits without a leading zero', () => {
    expect(matchRoute('/special/1')?.params.id).toBe(1);
    expect(matchRoute('/live/detail/999999999999')?.params.id).toBe(999999999999);
    for (const bad of ['0', '01', '-1', '1.5', '1e3', 'abc', '1234567890123', ' 1', '%31', '']) {
      expect(matchRoute(`/live/detail/${bad}`), bad).toBeNull();
    }
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 999_999_999_999 }), (id) => {
        expect(matchRoute(`/matches/detail/${id}`)?.params.id).toBe(id);
      }),
    );
  });

  it('is null for unknown paths and malformed ones', () => {
    for (const bad of [
      '',
      'matches',
      '/unknown',
      '/Matches',
      '/matches/detail',
      '/matches/detail/1/extra',
      '/live/detail/1/',
      '//matches',
      '/matches//hot',
      '/mobile/pc/live',
      '/mobilex',
      '/zq/12',
      '/user/feed/2',
    ]) {
      const match = matchRoute(bad);
      if (bad === '/live/detail/1/') expect(match?.params).toEqual({ id: 1 });
      else expect(match, bad).toBeNull();
    }
  });

  it("matches an entry with an id mid-path, as a page of the match's statistics would declare it", () => {
    // docs/ARCHITECTURE.md's worked example: one entry more, nothing else.
    const withStats = routeMatcher([
      ...ROUTES,
      { page: 'liveDetailStats', pattern: '/live/detail/:id/stats' },
      { page: 'liveDetailNext', pattern: '/live/detail/next' },
    ]);
    expect(withStats('/live/detail/12/stats')).toMatchObject({
      route: { page: 'liveDetailStats' },
      params: { id: 12 },
    });
    expect(withStats('/mobile/live/detail/12/stats/')).toMatchObject({
      set: 'mobile',
      route: { page: 'liveDetailStats' },
    });
    expect(withStats('/live/detail/12')).toMatchObject({ route: { page: 'liveDetail' }, params: { id: 12 } });
    // A literal segment wins over the id.
    expect(withStats('/live/detail/next')).toMatchObject({ route: { page: 'liveDetailNext' }, params: {} });
    for (const bad of ['/live/detail/0/stats', '/live/detail/12/stats/more', '/live/detail/x/stats'])
      expect(withStats(bad), bad).toBeNull();
    // Without the entry the path is no page.
    expect(matchRoute('/live/detail/12/stats')).toBeNull();
  });

  it('never throws and only returns known pages', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 60 }), (path) => {
        const match = matchRoute(`/${path}`);
        if (match !== null) expect(ROUTES.map((route) => route.page)).toContain(match.page);
      }),
    );
  });
});

describe('routePath', () => {
  it('round-trips every declared pattern: the path built with an id matches back to its page and id', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...ROUTES),
        fc.integer({ min: 1, max: 999_999_999_999 }),
        fc.constantFrom(undefined, 'mobile' as const, 'pc' as const),
        (route, id, set) => {
          const match = matchRoute(routePath(route.page, { id }, set));
          expect(match?.page).toBe(route.page);
          expect(match?.params).toEqual(route.hasId ? { id } : {});
          expect(match?.set).toBe(set ?? null);
        },
      ),
    );
  });

  it('builds paths that match back to their page', () => {
    for (const route of ROUTES) {
      const path = routePath(route.page, { id: 5 });
      expect(matchRoute(path)?.page).toBe(route.page);
      expect(matchRoute(routePath(route.page, { id: 5 }, 'mobile'))?.set).toBe('mobile');
    }
    expect(routePath('zqDetail', { id: 12 })).toBe('/zq/detail/12');
    expect(routePath('home', {}, 'pc')).toBe('/pc');
    expect(routePath('userFeed', {}, 'mobile')).toBe('/mobile/user/feed');
  });

  it('refuses an invalid id', () => {
    expect(() => routePath('liveDetail', { id: 0 })).toThrow(RangeError);
    expect(() => routePath('liveDetail')).toThrow(RangeError);
  });
});
