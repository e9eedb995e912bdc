// `@pitchside/origin/testing`: the origin's test kit for other workspaces (the gateway's tests that run
// the real origin, bench/): an app on a fresh database, its configuration, signed-in users and the
// slider rule a scripted client must pass. Nothing here imports a test runner.

export { isHumanSliderRun } from '../accounts/slider';
export type { Config } from '../config';
export { createFixtureEngine } from './fixtureEngine';
export { dbFingerprint, openTestDb, type TestDb, testConfig, unlimited } from './harness';
export { anchorRoomsOf, keyedRoom, liveRoom } from './liveRoom';
export { buildVdapiApp, signedInUser } from './testApp';
export { migratedDataDir } from './testDb';
