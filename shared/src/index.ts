// @pitchside/shared: what the browser, the gateway and the origin must agree on. No I/O.

export * from './api/anchorRooms';
export * from './api/email';
export * from './api/errorCodes';
export * from './api/follows';
export * from './api/headers';
export * from './api/nickName';
export * from './api/players';
export * from './api/restPath';
export {
  REST_TABLE,
  type RestAnswer,
  type RestBody,
  type RestCall,
  type RestCallName,
  type RestEntry,
  type RestKey,
  type RestParams,
  type RestQuery,
  type RestRequest,
} from './api/restTable';
export * from './api/slowClients';
export * from './api/teams';
export * from './api/userapi';
export * from './api/vdapi';
export * from './api/vdapiRequests';
export * from './codec/envelope';
export * from './contract';
export * from './device';
export * from './domain';
export * from './odds';
export * from './pageHeads';
export * from './pageRender';
export * from './routes';
export * from './signing';
export * from './text/userText';
export * from './time';
