import { describe, expect, it } from 'vitest';
import { avatarInitial, registerDate } from './userApi';

describe('profile helpers', () => {
  it('formats the register time in each language', () => {
    expect(registerDate('2026-11-22T10:00:00.000Z', 'en')).toMatch(/22 November 2026/);
    expect(registerDate('2026-11-22T10:00:00.000Z', 'cn')).toMatch(/2026年11月2[23]日/);
    expect(registerDate('not a date', 'vi')).toBe('');
  });

  it('shows the first letter of the nickname, else of the e-mail', () => {
    expect(avatarInitial('fan', 'x@y.z')).toBe('F');
    expect(avatarInitial(' ', 'zed@y.z')).toBe('Z');
    expect(avatarInitial('球迷', '')).toBe('球');
    expect(avatarInitial('', '')).toBe('?');
  });
});
