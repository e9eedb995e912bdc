import { matchRoute, PAGES, type PageDeclaration } from '@pitchside/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Suspense, useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { initConfigQuery } from '../api/queries';
import { ProgressBar, Skeleton } from '../features/ui/Skeleton';
import { useLocale } from '../i18n/useLocale';
import { lazyComponent, preloadable } from '../render/preloadable';
import { useHydrated, useTimeZone } from '../render/renderEnv';
import { RouteSetContext, type RouteSetState, splitSetPrefix } from '../routing/routeSetContext';
import { useDeviceRouteSet } from '../routing/useDeviceRouteSet';
import { saveCurrentPath } from '../storage/visit';
import { ErrorPage, PageErrorBoundary } from './ErrorPage';
import { usePageHead } from './pageHead';
import { loadRouteData, pageComponent, pageTitle, preloadPage, type ShellPageKey } from './pages';

/**
 * Each layout is its own chunk, so a phone never downloads the desktop header and footer (and back).
 * Both start loading as soon as the set is known, alongside the page chunk.
 */
const desktopLayout = preloadable(() => import('./layouts/DesktopLayout'));
const mobileLayout = preloadable(() => import('./layouts/MobileLayout'));
const DesktopLayout = lazyComponent(desktopLayout, (module) => module.DesktopLayout);
const MobileLayout = lazyComponent(mobileLayout, (module) => module.MobileLayout);

/** The layout's chunk and its source (app/pages.ts says why). */
export const LAYOUTS = {
  pc: { module: desktopLayout, source: 'src/app/layouts/DesktopLayout.tsx' },
  mobile: { module: mobileLayout, source: 'src/app/layouts/MobileLayout.tsx' },
} as const;

/**
 * The whole site under one route: the set comes from the prefix or, at the root, from the device;
 * the page comes from the shared route table, so an unknown path or an invalid id is the 404 page.
 */
export function AppShell() {
  const { t } = useTranslation();
  const location = useLocation();
  const deviceSet = useDeviceRouteSet();
  const { prefix } = splitSetPrefix(location.pathname);
  const routeSet: RouteSetState = useMemo(
    () => ({ set: prefix === '/mobile' ? 'mobile' : prefix === '/pc' ? 'pc' : deviceSet, prefix }),
    [prefix, deviceSet],
  );
  const route = matchRoute(location.pathname);
  const pageKey: ShellPageKey | null = route && route.page !== 'notFound' ? route.page : null;
  // The entry of the page shown: an unknown path shows the error page's.
  const entry: PageDeclaration = PAGES[pageKey ?? 'notFound'];
  const Page = pageKey ? pageComponent(pageKey) : null;
  const locale = useLocale();
  const config = useQuery(initConfigQuery(locale)).data;
  const queryClient = useQueryClient();
  const hydrated = useHydrated();
  const timeZone = useTimeZone();
  const loaded = useRef('');

  // Layout and page chunks load in parallel rather than one after the other, and the page's answers
  // (its route entry's queries) with them, once per address and language: a page the server drew
  // holds them already (hydrating, `hydrated` is false).
  void LAYOUTS[routeSet.set].module.load().catch(() => {});
  if (pageKey) void preloadPage(pageKey);
  const visit = `${locale} ${location.pathname}${location.search}`;
  if (loaded.current !== visit) {
    loaded.current = visit;
    loadRouteData(
      queryClient,
      pageKey,
      {
        params: route?.params ?? {},
        search: new URLSearchParams(location.search),
        locale,
        routeSet: routeSet.set,
        timeZone,
        now: Date.now(),
      },
      !hydrated,
    );
  }

  const title = pageTitle(pageKey ?? 'notFound');
  usePageHead(t, entry.head, title === null ? null : t(title));
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
          <Page key={route.params.id} params={route.params} />
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
            <DesktopLayout config={config} active={entry.nav} liveMenu={entry.chrome?.liveMenu === 'both'}>
              {content}
            </DesktopLayout>
          ) : (
            <MobileLayout config={config} active={entry.nav} chrome={entry.chrome ?? {}}>
              {content}
            </MobileLayout>
          )}
        </Suspense>
      </PageErrorBoundary>
    </RouteSetContext.Provider>
  );
}
