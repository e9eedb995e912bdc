// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_PID } from './keys';
import { adoptPromotionId, currentPid, restoredCurrentPath, saveCurrentPath } from './visit';

describe('stored visit values', () => {
  beforeEach(() => localStorage.clear());

  it('stores ?p= as pid and clears auth when / is visited with it', () => {
    localStorage.setItem('authToken', 'tok');
    localStorage.setItem('userInfo', '{"nickName":"a"}');
    expect(adoptPromotionId('/', '?p=77')).toBe(true);
    expect(localStorage.getItem('pid')).toBe('77');
    expect(localStorage.getItem('authToken')).toBeNull();
    expect(localStorage.getItem('userInfo')).toBeNull();
    expect(currentPid()).toBe('77');
  });

  it('ignores ?p= on other paths and an empty p, and falls back to the built-in pid', () => {
    localStorage.setItem('authToken', 'tok');
    expect(adoptPromotionId('/live', '?p=77')).toBe(false);
    expect(adoptPromotionId('/', '?p=')).toBe(false);
    expect(localStorage.getItem('authToken')).toBe('tok');
    expect(currentPid()).toBe(DEFAULT_PID);
  });

  it('saves and restores currentPath', () => {
    expect(restoredCurrentPath()).toBe('/');
    saveCurrentPath('/matches/hot');
    expect(restoredCurrentPath()).toBe('/matches/hot');
  });
});
