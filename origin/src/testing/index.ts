// `@pitchside/origin/testing`: the origin's test kit for other workspaces (the gateway's tests that run
// the real origin, bench/): an app on a fresh database, its configuration, signed-in users and the
// slider rule a scripted client must pass, and the replay guard on its own (bench/replayGuard.ts). Nothing
// here imports a test runner.

export { isHumanSliderRun } from '../accounts/slider';
export type { Config } from '../config';
export { ONE_KEY, sqlReplayGuard } from '../http/replayGuard';
export { createFixtureEngine } from './fixtureEngine';
export { dbFingerprint, openTestDb, type TestDb, testConfig, unlimited } from './harness';
export { anchorRoomsOf, keyedRoom, liveRoom } from './liveRoom';
export { buildVdapiApp, signedInUser } from './testApp';
export { migratedDataDir } from './testDb';
