// @pitchside/shared: what the browser, the gateway and the origin must agree on. No I/O.
export * from './api/errorCodes';
export * from './api/headers';
export * from './api/vdapi';
export * from './codec/envelope';
export * from './contract';
export * from './device';
export * from './domain';
export * from './odds';
export * from './pageHeads';
export * from './routes';
export * from './signing';
export * from './time';
