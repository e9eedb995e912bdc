// The live chunk: the socket, the topic store, the match clock and the full match cards. Loaded
// after the first paint on the home page (loadLive.ts), so socket.io-client and xstate stay out of
// the entry chunk.
export { MatchCard } from './MatchCard';
export { MatchClock } from './MatchClock';
export { MatchList } from './MatchList';
export { gatewaySocket, liveStore } from './socketClient';
