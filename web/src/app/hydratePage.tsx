// The browser's start of a page the server drew: its chunks first, then React takes it over from the
// embedded state. A chunk of its own (loaded ahead by the page's modulepreload), so a page the browser
// draws alone (the app shell, the offline page) does not download it (bench:web).
import { type Locale, matchRoute, resolveLocale } from '@pitchside/shared';
import { hydrate } from '@tanstack/react-query';
import { startTransition } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { createQueryClient } from '../api/queries';
import { zoneOffsetOf } from '../features/days/dateStrip';
import { changeLocale, i18next, startI18n } from '../i18n/i18n';
import { localeSources, saveLocale } from '../i18n/locale';
import { type PageState, renderEnvOf, setTopicSeeds } from '../render/pageState';
import { loadDrawnChunks } from '../render/preloadable';
import { splitSetPrefix } from '../routing/routeSetContext';
import { App } from './App';
import { LAYOUTS } from './AppShell';
import { preloadPage } from './pages';
import { inBrowser } from './start';

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

/**
 * The zone's date format the drawn page reads as it hydrates (its day, for the today board and the
 * date strips), made in a task of its own just before: the first Intl.DateTimeFormat a page makes
 * loads the date data, about 60 ms on a phone (bench:lighthouse), which would otherwise lengthen
 * hydration's first task.
 */
async function warmDateFormats(state: PageState): Promise<void> {
  zoneOffsetOf(state.timeZone)(state.now);
  await new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * The visitor's own language when it differs from the server's choice (a stored choice the server
 * could not see): switched to once the page is hydrated, never during hydration.
 */
function adoptOwnLocale(drawn: Locale): void {
  const own = resolveLocale(localeSources());
  if (own !== drawn) void changeLocale(own);
  else saveLocale(drawn);
}

/**
 * A server-rendered page: the chunks it was drawn with come in first, then React takes it over. The
 * query client is the page's own unless one is given (hydration.test.tsx watches what it asks for).
 */
export async function hydratePage(
  root: HTMLElement,
  state: PageState,
  queryClient = createQueryClient(),
): Promise<Root> {
  await startI18n(state.locale);
  adoptQueries(state, queryClient);
  setTopicSeeds(state.topics);
  const { prefix } = splitSetPrefix(window.location.pathname);
  const set = prefix === '/mobile' ? 'mobile' : prefix === '/pc' ? 'pc' : state.routeSet;
  const route = matchRoute(window.location.pathname);
  await Promise.all([
    LAYOUTS[set].module.load().catch(() => {}),
    route && route.page !== 'notFound' ? preloadPage(route.page) : null,
  ]);
  // After the page's chunk, whose modules name the on-demand parts they may draw.
  await loadDrawnChunks(state.chunks);
  await warmDateFormats(state);
  // In a transition, hydration yields to the browser every few milliseconds instead of holding the
  // main thread for the whole page (the phone's total blocking time, bench:lighthouse).
  let hydrated: Root | undefined;
  startTransition(() => {
    hydrated = hydrateRoot(
      root,
      <App
        env={renderEnvOf(state)}
        i18n={i18next}
        queryClient={queryClient}
        router={inBrowser}
        onHydrated={() => adoptOwnLocale(state.locale)}
      />,
      {
        onRecoverableError(error, info) {
          // Hydration that had to redraw: the server and the browser drew different things (e2e checks).
          console.error('Hydration error', error, info.componentStack);
        },
      },
    );
  });
  if (!hydrated) throw new Error('hydration did not start');
  return hydrated;
}
