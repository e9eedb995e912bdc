// The browser's start of a page the server did not draw (app/hydratePage.tsx takes those).
import { resolveLocale } from '@pitchside/shared';
import type { ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { createQueryClient } from '../api/queries';
import { i18next, startI18n } from '../i18n/i18n';
import { localeSources, saveLocale } from '../i18n/locale';
import { App } from './App';

export const inBrowser = (routes: ReactNode) => <BrowserRouter>{routes}</BrowserRouter>;

export async function renderPage(root: HTMLElement): Promise<void> {
  const locale = resolveLocale(localeSources());
  await startI18n(locale);
  saveLocale(locale);
  createRoot(root).render(
    <App env={null} i18n={i18next} queryClient={createQueryClient()} router={inBrowser} />,
  );
}
