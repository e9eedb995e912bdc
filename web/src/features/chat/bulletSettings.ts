// The viewer's bullet comment settings, kept in this browser: on or off, density and opacity. One
// store for the page, so the switches under the video and the overlay on it always agree. Before
// anything is stored (and on the server) the defaults apply: on, medium, 80 %.
import { useSyncExternalStore } from 'react';
import { STORAGE_KEYS } from '../../storage/keys';
import { readStoredJson, writeStoredJson } from '../../storage/storage';
import { BULLET_DENSITIES, type BulletDensity } from './bulletLayout';

export interface BulletSettings {
  on: boolean;
  density: BulletDensity;
  /** 0.2 (faint) to 1 (solid). */
  opacity: number;
}

export const DEFAULT_BULLET_SETTINGS: BulletSettings = { on: true, density: 'medium', opacity: 0.8 };
export const MIN_BULLET_OPACITY = 0.2;

/**
 * Whatever was stored, made valid: unknown fields dropped, a bad field back to its default. Settings
 * equal to the defaults are DEFAULT_BULLET_SETTINGS itself, so a page hydrating with nothing stored
 * finds the store's value unchanged from the server's and is not drawn again (useSyncExternalStore
 * redraws a changed store at once, in one task).
 */
export function validBulletSettings(value: unknown): BulletSettings {
  const stored =
    value !== null && typeof value === 'object' ? (value as Partial<Record<string, unknown>>) : {};
  const { on, density, opacity } = stored;
  const valid: BulletSettings = {
    on: typeof on === 'boolean' ? on : DEFAULT_BULLET_SETTINGS.on,
    density: BULLET_DENSITIES.includes(density as BulletDensity)
      ? (density as BulletDensity)
      : DEFAULT_BULLET_SETTINGS.density,
    opacity:
      typeof opacity === 'number' && Number.isFinite(opacity)
        ? Math.min(1, Math.max(MIN_BULLET_OPACITY, Math.round(opacity * 100) / 100))
        : DEFAULT_BULLET_SETTINGS.opacity,
  };
  const unchanged = (Object.keys(valid) as (keyof BulletSettings)[]).every(
    (key) => valid[key] === DEFAULT_BULLET_SETTINGS[key],
  );
  return unchanged ? DEFAULT_BULLET_SETTINGS : valid;
}

const listeners = new Set<() => void>();
let current: BulletSettings | null = null;

function read(): BulletSettings {
  current ??= validBulletSettings(
    readStoredJson(STORAGE_KEYS.bulletComments, (value): value is unknown => value !== null),
  );
  return current;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function changeBulletSettings(change: Partial<BulletSettings>): void {
  current = validBulletSettings({ ...read(), ...change });
  writeStoredJson(STORAGE_KEYS.bulletComments, current);
  for (const listener of listeners) listener();
}

/** For tests: forget the value read, so the next read comes from storage again. */
export function resetBulletSettingsCache(): void {
  current = null;
}

export function useBulletSettings(): BulletSettings {
  return useSyncExternalStore(subscribe, read, () => DEFAULT_BULLET_SETTINGS);
}
