// @pitchside/gateway's public face: the Fastify app and its composition root, and the parts a tool
// may assemble another way (bench/'s bare WebSocket broadcaster): the signed upstream, the poller,
// the topic registry and its store, the state diff. Test doubles are in `@pitchside/gateway/testing`.
export { type AppOptions, default as app } from './app';
export { loadConfig } from './config';
export { createGateway } from './gateway';
export { Poller } from './poller/poller';
export { createRequestSigner } from './poller/signer';
export { createHttpUpstream } from './poller/upstream';
export { diffState } from './topics/diff';
export { TopicRegistry } from './topics/registry';
export { MemoryTopicStore } from './topics/store';
