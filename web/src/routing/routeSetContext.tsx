import type { RouteSet } from '@pitchside/shared';
import { createContext, useCallback, useContext } from 'react';

export type { RouteSet };

export interface RouteSetState {
  /** The set being rendered. */
  set: RouteSet;
  /** '' when the set is served at the root, '/mobile' or '/pc' when reached through its prefix. */
  prefix: '' | '/mobile' | '/pc';
}

export const RouteSetContext = createContext<RouteSetState>({ set: 'pc', prefix: '' });

export function useRouteSet(): RouteSetState {
  return useContext(RouteSetContext);
}

/** Turns a product path ('/matches') into a link inside the set being shown ('/mobile/matches' when prefixed). */
export function useSetPath(): (path: string) => string {
  const { prefix } = useRouteSet();
  return useCallback(
    (path: string) => {
      if (!prefix) return path;
      if (path === '/') return prefix;
      return path.startsWith('/?') ? `${prefix}${path.slice(1)}` : `${prefix}${path}`;
    },
    [prefix],
  );
}

/** Splits '/mobile/live' into its set prefix and the product path ('/live'). */
export function splitSetPrefix(pathname: string): { prefix: RouteSetState['prefix']; path: string } {
  for (const prefix of ['/mobile', '/pc'] as const) {
    if (pathname === prefix) return { prefix, path: '/' };
    if (pathname.startsWith(`${prefix}/`)) return { prefix, path: pathname.slice(prefix.length) };
  }
  return { prefix: '', path: pathname };
}
