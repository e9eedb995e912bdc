import { activeNavItem, matchRoute } from '@pitchside/shared';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { initConfigQuery } from '../api/queries';
import { ProgressBar, Skeleton } from '../features/ui/Skeleton';
import { currentLocale } from '../i18n/i18n';
import { RouteSetContext, type RouteSetState, splitSetPrefix } from '../routing/routeSetContext';
import { useDeviceRouteSet } from '../routing/useDeviceRouteSet';
import { saveCurrentPath } from '../storage/visit';
import { ErrorPage, PageErrorBoundary } from './ErrorPage';
import type { MobileChrome } from './layouts/MobileLayout';
import { usePageHead } from './pageHead';
import { pageComponent, preloadPage, type ShellPageKey } from './pages';

/**
 * Each layout is its own chunk, so a phone never downloads the desktop header and footer (and back).
 * Both start loading as soon as the set is known, alongside the page chunk.
 */
const loadDesktopLayout = () => import('./layouts/DesktopLayout');
const loadMobileLayout = () => import('./layouts/MobileLayout');
const DesktopLayout = lazy(async () => ({ default: (await loadDesktopLayout()).DesktopLayout }));
const MobileLayout = lazy(async () => ({ default: (await loadMobileLayout()).MobileLayout }));

/** Mobile pages with the tab bar, the live menu and the footer (PRODUCT §2). */
const LIVE_PAGES: ReadonlySet<ShellPageKey | null> = new Set<ShellPageKey | null>([
  'live',
  'liveBasketball',
  'liveFootball',
  'liveEsport',
  'liveVideo',
]);

const TAB_BAR_PAGES: ReadonlySet<ShellPageKey | null> = new Set<ShellPageKey | null>([
  'home',
  'zq',
  'matches',
  'user',
  ...LIVE_PAGES,
]);

function mobileChrome(page: ShellPageKey | null): MobileChrome {
  return {
    tabBar: TAB_BAR_PAGES.has(page),
    liveMenu: page === 'home' || LIVE_PAGES.has(page),
    footer: page === 'home' || page === 'about',
  };
}

/**
 * The whole site under one route: the set comes from the prefix or, at the root, from the device;
 * the page comes from the shared route table, so an unknown path or an invalid id is the 404 page.
 */
export function AppShell() {
  const { t } = useTranslation();
  const location = useLocation();
  const deviceSet = useDeviceRouteSet();
  const { prefix, path } = splitSetPrefix(location.pathname);
  const routeSet: RouteSetState = useMemo(
    () => ({ set: prefix === '/mobile' ? 'mobile' : prefix === '/pc' ? 'pc' : deviceSet, prefix }),
    [prefix, deviceSet],
  );
  const route = matchRoute(location.pathname);
  const pageKey: ShellPageKey | null = route && route.page !== 'notFound' ? route.page : null;
  const Page = pageKey ? pageComponent(pageKey) : null;
  const config = useQuery(initConfigQuery(currentLocale())).data;
  const active = activeNavItem(path);

  // Layout and page chunks load in parallel rather than one after the other.
  void (routeSet.set === 'pc' ? loadDesktopLayout() : loadMobileLayout()).catch(() => {});
  if (pageKey) preloadPage(pageKey);

  const pageTitle = pageKey ? (pageKey === 'home' ? null : t(`pages.${pageKey}.title`)) : t('error.title');
  usePageHead(t, route?.route.head ?? 'home', pageTitle);
  useEffect(() => saveCurrentPath(location.pathname), [location.pathname]);

  const content =
    Page && route ? (
      <PageErrorBoundary resetKey={location.pathname}>
        <Suspense
          fallback={
            <>
              <ProgressBar />
              <Skeleton rows={4} />
            </>
          }
        >
          <Page params={route.params} />
        </Suspense>
      </PageErrorBoundary>
    ) : (
      <ErrorPage notFoundPath={location.pathname} />
    );

  return (
    <RouteSetContext.Provider value={routeSet}>
      <PageErrorBoundary resetKey={routeSet.set}>
        <Suspense fallback={<ProgressBar />}>
          {routeSet.set === 'pc' ? (
            <DesktopLayout config={config} active={active} liveMenu={LIVE_PAGES.has(pageKey)}>
              {content}
            </DesktopLayout>
          ) : (
            <MobileLayout config={config} active={active} chrome={mobileChrome(pageKey)}>
              {content}
            </MobileLayout>
          )}
        </Suspense>
      </PageErrorBoundary>
    </RouteSetContext.Provider>
  );
}
