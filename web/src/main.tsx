import { resolveLocale } from '@pitchside/shared';
import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createQueryClient } from './api/queries';
import { listenForPreloadErrors } from './app/chunkReload';
import { AppRouter } from './app/router';
import { AlertsGate } from './features/alerts/AlertsGate';
import { AppUpdate } from './features/app-update/AppUpdate';
import { startSession } from './features/session/startSession';
import { Toaster } from './features/toast/Toaster';
import { startI18n } from './i18n/i18n';
import { localeSources, saveLocale } from './i18n/locale';
import { adoptPromotionId, ensureUniqueId } from './storage/visit';
import './styles.css';

async function start(): Promise<void> {
  listenForPreloadErrors();
  // PRODUCT §4: `/?p=…` stores the promotion id and starts signed out.
  adoptPromotionId(window.location.pathname, window.location.search);
  ensureUniqueId();

  const locale = resolveLocale(localeSources());
  await startI18n(locale);
  saveLocale(locale);

  const queryClient = createQueryClient();
  startSession();

  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing from index.html');
  createRoot(root).render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <AppRouter />
        <Toaster />
        <AppUpdate />
        <AlertsGate />
      </QueryClientProvider>
    </StrictMode>,
  );
}

void start();
