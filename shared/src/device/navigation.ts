/** Navigation rules shared by the header, the tab bar and the server (PRODUCT §2, §8). */

/**
 * The items of the header's and the tab bar's navigation a page can light (PRODUCT §2 "Navigation and
 * active item"): each page's entry of the route table says which (shared/src/routes.ts, `nav`).
 */
export type NavItem = 'home' | 'football' | 'live' | 'matches' | 'special' | 'user';

const MAX_TARGET_LENGTH = 2048;
// C0 controls, DEL and the Unicode line/paragraph separators: no legitimate link carries them,
// and browsers silently drop some of them while parsing, which is what tricks rely on.
function hasControlCharacter(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code < 0x20 || code === 0x7f || code === 0x2028 || code === 0x2029) return true;
  }
  return false;
}

/**
 * The internal path (path, query and fragment) a navigation target leads to, or null when it would
 * leave the site or run script (PRODUCT §8: external URLs and disallowed protocols are refused).
 * The target is resolved the way a browser would against `origin` (so backslashes, tabs, case
 * and relative forms cannot hide another host or scheme), and accepted only when it stays on
 * that origin over http(s) and its path does not begin with '//' (which a later redirect could
 * read as another host).
 */
export function safeNavigationTarget(target: string, origin: string): string | null {
  if (typeof target !== 'string' || typeof origin !== 'string') return null;
  if (target === '' || target.length > MAX_TARGET_LENGTH || hasControlCharacter(target)) return null;
  if (target.trim() !== target) return null;
  let base: URL;
  let resolved: URL;
  try {
    base = new URL(origin);
    if (base.protocol !== 'http:' && base.protocol !== 'https:') return null;
    resolved = new URL(target, `${base.origin}/`);
  } catch {
    return null;
  }
  if (resolved.origin !== base.origin) return null;
  if (resolved.username !== '' || resolved.password !== '') return null;
  const path = resolved.pathname;
  if (!path.startsWith('/') || path.startsWith('//') || path.includes('\\')) return null;
  return `${path}${resolved.search}${resolved.hash}`;
}
