// @pitchside/gateway's public face: the Fastify app and its composition root, and the parts a tool
// may assemble another way (bench/'s bare WebSocket broadcaster and cluster rows): the signed
// upstream, the poller, the topic registry and its records, the state diff, the Redis cluster. Test doubles are in `@pitchside/gateway/testing`.
export { type AppOptions, default as app } from './app';
export { redisCluster } from './cluster/redisCluster';
export { loadConfig } from './config';
export { createGateway } from './gateway';
export { Poller } from './poller/poller';
export { createRequestSigner } from './poller/signer';
export { createHttpUpstream } from './poller/upstream';
export { diffState } from './topics/diff';
export { MemoryTopicRecords } from './topics/records';
export { TopicRegistry } from './topics/registry';
