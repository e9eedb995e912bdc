import { chooseRouteSet, type RouteSet } from '@pitchside/shared';
import { useEffect, useState } from 'react';
import { useRenderEnv } from '../render/renderEnv';

function choose(): RouteSet {
  return chooseRouteSet({ userAgent: navigator.userAgent, width: window.innerWidth });
}

/**
 * The set that fits this device now (PRODUCT §2), re-evaluated on every resize. A page the server
 * drew starts in the set the server chose from the agent, and switches after hydration only if the
 * window's width says otherwise.
 */
export function useDeviceRouteSet(): RouteSet {
  const env = useRenderEnv();
  const [set, setSet] = useState<RouteSet>(() => env?.routeSet ?? choose());
  useEffect(() => {
    const onResize = () => setSet(choose());
    window.addEventListener('resize', onResize);
    // A resize between the first render and this effect would otherwise go unseen.
    onResize();
    return () => window.removeEventListener('resize', onResize);
  }, []);
  return set;
}
