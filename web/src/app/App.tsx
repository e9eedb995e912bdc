import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import { type ReactNode, StrictMode, useEffect } from 'react';
import { I18nextProvider } from 'react-i18next';
import { AlertsGate } from '../features/alerts/AlertsGate';
import { AppUpdate } from '../features/app-update/AppUpdate';
import { Toaster } from '../features/toast/Toaster';
import { type RenderEnv, RenderEnvProvider } from '../render/renderEnv';
import { AppRoutes } from './router';

/** Marks a server-drawn page as taken over once hydration has committed (`<html data-hydrated>`). */
function HydrationMark({ onHydrated }: { onHydrated?: () => void }) {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
    onHydrated?.();
  }, [onHydrated]);
  return null;
}

/**
 * The whole app, the same on the server and in the browser but for its router (`router` wraps the
 * routes: the browser's history, or the requested URL) and what it is handed: the language, the
 * query cache and the render environment (null when the browser draws the page alone).
 */
export function App({
  env,
  i18n,
  queryClient,
  router,
  onHydrated,
}: {
  env: RenderEnv | null;
  /** Called once a server-drawn page has been hydrated. */
  onHydrated?: () => void;
  i18n: I18n;
  queryClient: QueryClient;
  /** Puts the routes in a router. */
  router: (routes: ReactNode) => ReactNode;
}) {
  return (
    <StrictMode>
      <RenderEnvProvider env={env}>
        <I18nextProvider i18n={i18n}>
          <QueryClientProvider client={queryClient}>
            {router(<AppRoutes />)}
            <Toaster />
            <AppUpdate />
            <AlertsGate />
            {env && <HydrationMark onHydrated={onHydrated} />}
          </QueryClientProvider>
        </I18nextProvider>
      </RenderEnvProvider>
    </StrictMode>
  );
}
