// The live chunk: the socket, the topic store and the match clock. Loaded after the first paint
// (loadLive.ts), so socket.io-client and xstate stay out of the entry chunk.
export { MatchClock } from './MatchClock';
export { gatewaySocket, liveStore } from './socketClient';
