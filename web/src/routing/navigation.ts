import { safeNavigationTarget } from '@pitchside/shared';
import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { type RouteSetState, useRouteSet } from './routeSetContext';

/** A leading locale segment (/cn, /en, /vi): the locale lives in storage and the cookie, not the URL. */
const LOCALE_SEGMENT = /^\/(cn|en|vi)(?=\/|$)/;

/**
 * The path the locale-aware helper (PRODUCT §2) goes to, or null when the target is refused (PRODUCT §8:
 * external URLs and disallowed protocols). PRODUCT §2 keeps the locale out of the URL, so a cn/en/vi
 * segment already present is replaced by nothing; the current query is kept when the target has none;
 * links stay inside the route set being shown.
 */
export function navigationPath(
  target: string,
  {
    origin,
    currentSearch,
    prefix,
  }: { origin: string; currentSearch: string; prefix: RouteSetState['prefix'] },
): string | null {
  const safe = safeNavigationTarget(target, origin);
  if (safe === null) return null;
  const url = new URL(safe, origin);
  let path = url.pathname.replace(LOCALE_SEGMENT, '') || '/';
  if (prefix && path !== prefix && !path.startsWith(`${prefix}/`))
    path = path === '/' ? prefix : `${prefix}${path}`;
  const search = url.search || currentSearch;
  return `${path}${search}${url.hash}`;
}

/** Navigates with `navigationPath`; returns false (and stays) when the target is refused. */
export function useLocaleNavigate(): (target: string) => boolean {
  const navigate = useNavigate();
  const { search } = useLocation();
  const { prefix } = useRouteSet();
  return useCallback(
    (target: string) => {
      const path = navigationPath(target, { origin: window.location.origin, currentSearch: search, prefix });
      if (path === null) {
        console.warn('Navigation refused', target);
        return false;
      }
      navigate(path);
      return true;
    },
    [navigate, search, prefix],
  );
}
