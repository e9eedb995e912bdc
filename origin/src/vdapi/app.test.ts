// /vdapi inside the whole origin (app.ts): signed calls, and every call documented in OpenAPI with the
// schema of its decoded answer.
import { MatchListSchema, REST_TABLE } from '@pitchside/shared';
import Fastify, { type FastifyInstance } from 'fastify';
import { Value } from 'typebox/value';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import app, { fastifyOptions } from '../app';
import { createFixtureEngine } from '../testing/fixtureEngine';
import { ApiClient, MailBox, openTestDb, type TestDb, testConfig } from '../testing/harness';
import { decodeAnswer } from '../testing/testApp';

let testDb: TestDb;
let server: FastifyInstance;

beforeAll(async () => {
  testDb = await openTestDb();
  const config = testConfig();
  server = Fastify({ ...fastifyOptions(config), logger: false });
  await server.register(app, {
    config,
    db: testDb.db,
    mailer: new MailBox(),
    engine: { engine: createFixtureEngine() },
  });
  await server.ready();
});
afterAll(async () => {
  await server.close();
  await testDb.close();
});

describe('/vdapi in the origin', () => {
  it('serves every call of the shared REST table at its method and path', () => {
    const missing = Object.entries(REST_TABLE)
      .filter(([, call]) => !server.hasRoute({ method: call.method, url: call.path }))
      .map(([name, call]) => `${name}: ${call.method} ${call.path}`);
    expect(missing).toEqual([]);
    expect(server.hasRoute({ method: 'POST', url: '/vdapi/match/v1/live' })).toBe(false);
  });

  it('answers signed calls and refuses a bad signature', async () => {
    const client = new ApiClient(server);
    const answer = decodeAnswer(await client.get('/vdapi/match/v1/live', { sport: '1' }), server.config);
    expect(answer.status).toBe(200);
    expect(Value.Check(MatchListSchema, answer.data)).toBe(true);

    const headers = client.headersFor('/vdapi/match/v1/live', { sport: '1' });
    const forged = await server.inject({
      method: 'GET',
      url: '/vdapi/match/v1/live',
      query: { sport: '2' },
      headers,
    });
    expect(forged.statusCode).toBeGreaterThanOrEqual(400);
    expect(forged.statusCode).toBeLessThan(500);
    expect(forged.json()).toMatchObject({ code: 10002, data: null });
  });

  it('documents every call, with the decoded answer as contentSchema', async () => {
    const docs = (await server.inject('/docs/json')).json() as {
      paths: Record<
        string,
        Record<string, { responses: Record<string, { content?: Record<string, { schema: unknown }> }> }>
      >;
    };
    const calls = Object.entries(docs.paths).filter(
      ([path]) =>
        path.startsWith('/vdapi/') && !path.startsWith('/vdapi/hls') && !path.startsWith('/vdapi/img'),
    );
    expect(calls.length).toBeGreaterThanOrEqual(27);
    for (const [path, methods] of calls) {
      for (const [method, operation] of Object.entries(methods)) {
        const schema = operation.responses['200']?.content?.['application/json']?.schema as {
          properties?: { data?: { contentSchema?: unknown } };
        };
        expect(schema?.properties?.data?.contentSchema, `${method} ${path}`).toBeTypeOf('object');
      }
    }
  });
});
