/** Hashes the client computes (PRODUCT §3, §5, §7). crypto-js so browsers and Node agree. */
import Base64 from 'crypto-js/enc-base64.js';
import MD5 from 'crypto-js/md5.js';
import { utf8WordArray, wordArrayToHex } from '../codec/bytes';

/** Lowercase hex MD5 of the UTF-8 text. Passwords travel as this, never plain (PRODUCT §5). */
export function md5Hex(text: string): string {
  return wordArrayToHex(MD5(utf8WordArray(text)));
}

/** The x-device-id header: MD5 of the client id kept in browser storage (PRODUCT §7). */
export function deviceIdFromClientId(clientId: string): string {
  return md5Hex(clientId);
}

/** The platform identifier the web client reports: a constant meaning web H5 (PRODUCT §3). */
export const WEB_H5_PLATFORM = 'h5';

export interface FingerprintInput {
  userAgent: string;
  /** `WEB_H5_PLATFORM` for the web client. */
  platform: string;
  screenHeight: number;
  screenWidth: number;
  /** The time-derived value (ms since the epoch when the fingerprint is first made). */
  time: number;
}

/**
 * The uniqueId kept in browser storage (PRODUCT §3): MD5 hex of the base64 of the UTF-8 text
 * `userAgent|platform|screenHeight|screenWidth|time`. Made once and kept, so it is stable per
 * browser without being derived from anything secret.
 */
export function uniqueIdFingerprint(input: FingerprintInput): string {
  const raw = [input.userAgent, input.platform, input.screenHeight, input.screenWidth, input.time].join('|');
  return md5Hex(Base64.stringify(utf8WordArray(raw)));
}
