import { matchRoute, resolveLocale, TIME_ZONE_COOKIE } from '@pitchside/shared';
import { hydrate } from '@tanstack/react-query';
import { type ReactNode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { createQueryClient } from './api/queries';
import { App } from './app/App';
import { LAYOUTS } from './app/AppShell';
import { listenForPreloadErrors } from './app/chunkReload';
import { preloadPage } from './app/pages';
import { startSession } from './features/session/startSession';
import { changeLocale, i18next, startI18n } from './i18n/i18n';
import { localeSources, saveLocale } from './i18n/locale';
import { type PageState, readPageState, renderEnvOf, setTopicSeeds } from './render/pageState';
import { browserTimeZone } from './render/renderEnv';
import { splitSetPrefix } from './routing/routeSetContext';
import { writeCookie } from './storage/cookies';
import { adoptPromotionId, ensureUniqueId } from './storage/visit';
import './styles.css';

const inBrowser = (routes: ReactNode) => <BrowserRouter>{routes}</BrowserRouter>;

/**
 * The server's answers the page was drawn from, as fresh as when the server drew them: their age is
 * counted from the page's render on the server's clock, so a browser whose clock differs neither
 * refetches them at once nor keeps them too long.
 */
function adoptQueries(state: PageState, queryClient: ReturnType<typeof createQueryClient>): void {
  const shift = Date.now() - state.now;
  hydrate(queryClient, {
    ...state.queries,
    queries: state.queries.queries.map((query) => ({
      ...query,
      state: { ...query.state, dataUpdatedAt: query.state.dataUpdatedAt + shift },
    })),
  });
}

/** A server-rendered page: the chunks it was drawn with come in first, then React takes it over. */
async function hydratePage(root: HTMLElement, state: PageState): Promise<void> {
  await startI18n(state.locale);
  const queryClient = createQueryClient();
  adoptQueries(state, queryClient);
  setTopicSeeds(state.topics);
  const { prefix } = splitSetPrefix(window.location.pathname);
  const set = prefix === '/mobile' ? 'mobile' : prefix === '/pc' ? 'pc' : state.routeSet;
  const route = matchRoute(window.location.pathname);
  await Promise.all([
    LAYOUTS[set].module.load().catch(() => {}),
    route && route.page !== 'notFound' ? preloadPage(route.page) : null,
  ]);
  // In a transition, hydration yields to the browser every few milliseconds instead of holding the
  // main thread for the whole page (the phone's total blocking time, bench:lighthouse).
  startTransition(() => {
    hydrateRoot(
      root,
      <App env={renderEnvOf(state)} i18n={i18next} queryClient={queryClient} router={inBrowser} />,
      {
        onRecoverableError(error, info) {
          // Hydration that had to redraw: the server and the browser drew different things (e2e checks).
          console.error('Hydration error', error, info.componentStack);
        },
      },
    );
  });
  // The visitor's own language when it differs from the server's choice (a stored choice the
  // server could not see): switched to after the page is live, never during hydration.
  const own = resolveLocale(localeSources());
  if (own !== state.locale) void changeLocale(own);
  else saveLocale(state.locale);
}

async function renderPage(root: HTMLElement): Promise<void> {
  const locale = resolveLocale(localeSources());
  await startI18n(locale);
  saveLocale(locale);
  createRoot(root).render(
    <App env={null} i18n={i18next} queryClient={createQueryClient()} router={inBrowser} />,
  );
}

async function start(): Promise<void> {
  listenForPreloadErrors();
  // PRODUCT §4: `/?p=…` stores the promotion id and starts signed out.
  adoptPromotionId(window.location.pathname, window.location.search);
  ensureUniqueId();
  // The next server render draws times in this zone.
  writeCookie(TIME_ZONE_COOKIE.name, browserTimeZone(), {
    maxAgeDays: TIME_ZONE_COOKIE.maxAgeDays,
    path: TIME_ZONE_COOKIE.path,
    sameSite: 'Lax',
  });
  startSession();

  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing from index.html');
  const state = readPageState();
  if (state) await hydratePage(root, state);
  else await renderPage(root);
}

void start();
