// @pitchside/shared: what the browser, the gateway and the origin must agree on. No I/O.
export * from './codec/envelope';
export * from './contract';
