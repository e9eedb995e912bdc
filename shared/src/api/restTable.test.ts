import { describe, expect, expectTypeOf, it } from 'vitest';
import type { User } from '../domain/entities';
import { restPath } from './restPath';
import { REST_TABLE, type RestAnswer, type RestKey, type RestQuery, type RestRequest } from './restTable';
import type { MatchList, MatchOdds } from './vdapi';

describe('the REST table', () => {
  it('names each method and path once', () => {
    const keys = Object.values(REST_TABLE).map((call) => `${call.method} ${call.path}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('gives path parameters to exactly the calls whose path has them', () => {
    for (const [name, entry] of Object.entries(REST_TABLE)) {
      expect('params' in entry, name).toBe(entry.path.includes('/:'));
    }
  });

  it('lets a caller name a call by its key and types it by its entry', () => {
    expectTypeOf<'GET /vdapi/match/v1/live'>().toExtend<RestKey>();
    expectTypeOf<'GET /vdapi/match/v1/nothing'>().not.toExtend<RestKey>();
    expectTypeOf<'POST /vdapi/match/v1/live'>().not.toExtend<RestKey>();
    expectTypeOf<RestAnswer<'GET /vdapi/match/v1/live'>>().toEqualTypeOf<MatchList>();
    expectTypeOf<RestAnswer<'GET /vdapi/detail/v1/odds/:id'>>().toEqualTypeOf<MatchOdds>();
    expectTypeOf<RestAnswer<'GET /userapi/getUser'>>().toEqualTypeOf<User>();
    expectTypeOf<RestQuery<'GET /vdapi/match/v1/live'>>().toEqualTypeOf<{ sport?: number }>();
    expectTypeOf<RestRequest<'GET /vdapi/detail/v1/info/:id'>>().toEqualTypeOf<{ params: { id: number } }>();
  });
});

describe('restPath', () => {
  it('fills and encodes the parameters of a path', () => {
    expect(restPath(REST_TABLE.matchDetail, { id: 7 })).toBe('/vdapi/detail/v1/info/7');
    expect(restPath(REST_TABLE.anchorRoom, { id: 'a b' })).toBe('/vdapi/anchor/room/a%20b');
    expect(restPath(REST_TABLE.liveMatches)).toBe('/vdapi/match/v1/live');
  });
});
