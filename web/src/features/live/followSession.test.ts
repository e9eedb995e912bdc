import { afterEach, describe, expect, it } from 'vitest';
import { sessionChanged } from '../session/session';
import { followSession, type ReconnectableSocket } from './followSession';

/** A socket that records what it was asked to do, and with which token it connected. */
function socketWith(token: () => string) {
  const log: string[] = [];
  const socket: ReconnectableSocket & { active: boolean } = {
    connected: true,
    active: true,
    disconnect: () => log.push('disconnect'),
    connect: () => log.push(`connect as "${token()}"`),
  };
  return { socket, log };
}

let stop = () => {};
afterEach(() => stop());

describe('the socket follows the session', () => {
  it('connects again with the new token after a sign-in and after a sign-out', () => {
    let token = '';
    const { socket, log } = socketWith(() => token);
    stop = followSession(socket, () => token);
    token = 'token-me';
    sessionChanged();
    expect(log).toEqual(['disconnect', 'connect as "token-me"']);
    token = '';
    sessionChanged();
    expect(log).toEqual(['disconnect', 'connect as "token-me"', 'disconnect', 'connect as ""']);
  });

  it('stays connected when the session changed but the token did not (a user fetched again)', () => {
    const { socket, log } = socketWith(() => 'same');
    stop = followSession(socket, () => 'same');
    sessionChanged();
    expect(log).toEqual([]);
  });

  it('leaves a socket that was disconnected on purpose alone: its next connect reads the token', () => {
    let token = '';
    const { socket, log } = socketWith(() => token);
    socket.active = false;
    stop = followSession(socket, () => token);
    token = 'token-me';
    sessionChanged();
    expect(log).toEqual([]);
  });

  it('stops following when asked', () => {
    let token = '';
    const { socket, log } = socketWith(() => token);
    followSession(socket, () => token)();
    token = 'token-me';
    sessionChanged();
    expect(log).toEqual([]);
  });
});
