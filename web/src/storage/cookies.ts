/** Reads one cookie by name from `document.cookie` (or the given header text). */
export function readCookie(
  name: string,
  source: string = typeof document === 'undefined' ? '' : document.cookie,
) {
  for (const part of source.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    if (part.slice(0, eq).trim() !== name) continue;
    const raw = part.slice(eq + 1).trim();
    try {
      return decodeURIComponent(raw);
    } catch {
      return raw;
    }
  }
  return null;
}

export interface CookieOptions {
  maxAgeDays: number;
  path?: string;
  sameSite?: 'Lax' | 'Strict';
}

/** The `document.cookie` assignment for a value, kept pure so tests can read it. */
export function cookieString(name: string, value: string, options: CookieOptions): string {
  const maxAge = Math.round(options.maxAgeDays * 24 * 60 * 60);
  return [
    `${name}=${encodeURIComponent(value)}`,
    `Max-Age=${maxAge}`,
    `Path=${options.path ?? '/'}`,
    `SameSite=${options.sameSite ?? 'Lax'}`,
  ].join('; ');
}

export function writeCookie(name: string, value: string, options: CookieOptions): void {
  if (typeof document === 'undefined') return;
  // biome-ignore lint/suspicious/noDocumentCookie: the locale cookie must be readable by the gateway on the next visit.
  document.cookie = cookieString(name, value, options);
}
