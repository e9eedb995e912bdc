// The device fingerprint, apart from the other stored visit values (visit.ts): it is made with MD5
// (crypto-js), which only a signed call needs, so it loads with the request signer's chunk
// (api/headers.ts) rather than with the page's first script (the phone's / budget, bench:web).
import { uniqueIdFingerprint, WEB_H5_PLATFORM } from '@pitchside/shared';
import { STORAGE_KEYS } from './keys';
import { readStored, writeStored } from './storage';

/**
 * The device fingerprint (PRODUCT §3): made once, by the first call that carries it, from this browser's
 * agent, the web H5 platform id and the screen, then kept, so the device id in every request header
 * stays the same across visits.
 */
export function ensureUniqueId(now: number = Date.now()): string {
  const stored = readStored(STORAGE_KEYS.uniqueId);
  if (stored) return stored;
  const created = uniqueIdFingerprint({
    userAgent: typeof navigator === 'undefined' ? '' : navigator.userAgent,
    platform: WEB_H5_PLATFORM,
    screenHeight: typeof screen === 'undefined' ? 0 : screen.height,
    screenWidth: typeof screen === 'undefined' ? 0 : screen.width,
    time: now,
  });
  writeStored(STORAGE_KEYS.uniqueId, created);
  return created;
}
