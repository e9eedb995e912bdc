// The setup of the tests of the signed-in /vdapi calls (favourites, comments, follows): this file's
// database, a /vdapi app on the fixture engine and the test's clock, and two users signed in afresh on an
// empty database before each test. It registers vitest hooks, so it stays out of the test kit other
// workspaces import (index.ts).
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import type { Db } from '../db/client';
import { createFixtureEngine } from './fixtureEngine';
import { ApiClient, openTestDb, resetDb, type TestDb } from './harness';
import { buildVdapiApp, signedInUser, type VdapiTestAppOptions } from './testApp';

export type SignedInUser = Awaited<ReturnType<typeof signedInUser>>;
export type VdapiLimits = Pick<VdapiTestAppOptions, 'commentsPerMinute' | 'followsPerMinute'>;

export interface VdapiOnClock {
  server: FastifyInstance;
  /** Signs its calls by the test's clock, the one the app reads. */
  client: ApiClient;
}

export interface SignedInVdapi extends VdapiOnClock {
  /** This file's database, emptied before each test. */
  readonly db: Db;
  /** The user a test acts as. */
  readonly fan: SignedInUser;
  /** Another user, whose data must stay apart from the fan's. */
  readonly other: SignedInUser;
  /** Another app on the same database and clock, with limits of its own (they count per app): the test closes it. */
  app(limits: VdapiLimits): Promise<VdapiOnClock>;
}

/** Call at the top of a test file; read the fields inside its tests. */
export function signedInVdapi(now: () => number, limits: VdapiLimits = {}): SignedInVdapi {
  let testDb: TestDb;
  let main: VdapiOnClock;
  let users: { fan: SignedInUser; other: SignedInUser };
  const onClock = async (db: Db, appLimits: VdapiLimits): Promise<VdapiOnClock> => {
    const server = await buildVdapiApp({ db, engine: createFixtureEngine(), now, ...appLimits });
    return { server, client: new ApiClient(server, undefined, now) };
  };

  beforeAll(async () => {
    testDb = await openTestDb();
    main = await onClock(testDb.db, limits);
  });
  afterAll(async () => {
    await main.server.close();
    await testDb.close();
  });
  beforeEach(async () => {
    await resetDb(testDb.db);
    users = {
      fan: await signedInUser(testDb.db, 'fan@example.com', 'Fan'),
      other: await signedInUser(testDb.db, 'other@example.com', 'Other'),
    };
  });

  return {
    get db() {
      return testDb.db;
    },
    get server() {
      return main.server;
    },
    get client() {
      return main.client;
    },
    get fan() {
      return users.fan;
    },
    get other() {
      return users.other;
    },
    app: (appLimits) => onClock(testDb.db, appLimits),
  };
}
