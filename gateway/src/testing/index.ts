// `@pitchside/gateway/testing`: the gateway's test kit for other workspaces (bench/): a seeded live
// world and an origin double that serves it, a fake clock, and real redis-server and gateway
// processes with a topic client. Nothing here imports a test runner.
export { GatewayProcess, sleep, TcpSwitch, TopicClient, waitFor } from './clusterTesting';
export { FakeClock } from './fakeClock';
export { LiveWorld, seededRandom } from './liveWorld';
export { type OriginDouble, type OriginFault, startOriginDouble } from './originDouble';
export { type Envelope, OriginProcess, type SignedCall, signedCall, signedHeaders } from './originProcess';
export { freePort, RedisProcess, redisServerBinary } from './redisProcess';
export { SERVER_ENTRIES, serverArgs } from './serverBundles';
