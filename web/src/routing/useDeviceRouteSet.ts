import { chooseRouteSet, type RouteSet } from '@pitchside/shared';
import { useEffect, useState } from 'react';

function choose(): RouteSet {
  return chooseRouteSet({ userAgent: navigator.userAgent, width: window.innerWidth });
}

/** The set that fits this device now (PRODUCT §2), re-evaluated on every resize. */
export function useDeviceRouteSet(): RouteSet {
  const [set, setSet] = useState<RouteSet>(() => choose());
  useEffect(() => {
    const onResize = () => setSet(choose());
    window.addEventListener('resize', onResize);
    // A resize between the first render and this effect would otherwise go unseen.
    onResize();
    return () => window.removeEventListener('resize', onResize);
  }, []);
  return set;
}
