import { TIME_ZONE_COOKIE } from '@pitchside/shared';
import { listenForPreloadErrors } from './app/chunkReload';
import { renderPage } from './app/start';
import { startSession } from './features/session/startSession';
import { readPageState } from './render/pageState';
import { browserTimeZone } from './render/renderEnv';
import { writeCookie } from './storage/cookies';
import { adoptPromotionId } from './storage/visit';
import './styles.css';

async function start(): Promise<void> {
  listenForPreloadErrors();
  // PRODUCT §4: `/?p=…` stores the promotion id and starts signed out.
  adoptPromotionId(window.location.pathname, window.location.search);
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
  // A page the server drew is taken over by its own chunk, which the page preloads.
  if (state) await (await import('./app/hydratePage')).hydratePage(root, state);
  else await renderPage(root);
}

void start();
