// @vitest-environment happy-dom
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { redrawsAfterHydration } from '../../testing/hydrationRedraws';
import {
  changeBulletSettings,
  DEFAULT_BULLET_SETTINGS,
  resetBulletSettingsCache,
  useBulletSettings,
  validBulletSettings,
} from './bulletSettings';

afterEach(() => {
  localStorage.clear();
  resetBulletSettingsCache();
});

describe('bullet settings', () => {
  it('makes whatever was stored valid, field by field', () => {
    expect(validBulletSettings(null)).toEqual(DEFAULT_BULLET_SETTINGS);
    expect(validBulletSettings('on')).toEqual(DEFAULT_BULLET_SETTINGS);
    expect(validBulletSettings({ on: false, density: 'storm', opacity: 7, extra: 1 })).toEqual({
      on: false,
      density: 'medium',
      opacity: 1,
    });
    expect(validBulletSettings({ density: 'low', opacity: 0 })).toMatchObject({
      density: 'low',
      opacity: 0.2,
    });
    expect(validBulletSettings({ opacity: Number.NaN }).opacity).toBe(DEFAULT_BULLET_SETTINGS.opacity);
  });

  it('starts from the defaults, keeps a change in storage and tells every reader', () => {
    const first = renderHook(() => useBulletSettings());
    const second = renderHook(() => useBulletSettings());
    expect(first.result.current).toEqual(DEFAULT_BULLET_SETTINGS);
    act(() => changeBulletSettings({ on: false, opacity: 0.5 }));
    expect(second.result.current).toEqual({ on: false, density: 'medium', opacity: 0.5 });
    expect(JSON.parse(localStorage.getItem('bulletComments') ?? 'null')).toEqual(second.result.current);
    // A later visit reads them back.
    resetBulletSettingsCache();
    expect(renderHook(() => useBulletSettings()).result.current).toEqual(second.result.current);
  });

  it('ignores a stored value that is not JSON', () => {
    localStorage.setItem('bulletComments', '{oops');
    expect(renderHook(() => useBulletSettings()).result.current).toEqual(DEFAULT_BULLET_SETTINGS);
  });

  it('hydrates without drawing again when nothing or the defaults are stored', async () => {
    expect(await redrawsAfterHydration(useBulletSettings)).toBe(0);
    localStorage.setItem('bulletComments', JSON.stringify(DEFAULT_BULLET_SETTINGS));
    resetBulletSettingsCache();
    expect(await redrawsAfterHydration(useBulletSettings)).toBe(0);
    // A stored choice the server could not see is drawn once hydrated.
    localStorage.setItem('bulletComments', JSON.stringify({ on: false }));
    resetBulletSettingsCache();
    expect(await redrawsAfterHydration(useBulletSettings)).toBe(1);
  });
});
