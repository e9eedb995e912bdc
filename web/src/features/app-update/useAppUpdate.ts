import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { loadPwaRuntime, startPwa } from '../pwa/startPwa';
import { toasts } from '../toast/toastStore';
import { watchForNewBuild } from './appUpdate';

/**
 * Starts the installable app (its service worker keeps the build's app shell) and offers a reload
 * when a new build is published (the toast stays until used or closed). The service worker is
 * fetched again at that moment, so the new build also replaces the saved app shell.
 */
export function useAppUpdate(): void {
  const { t } = useTranslation();
  useEffect(() => startPwa(), []);
  useEffect(
    () =>
      watchForNewBuild(() => {
        void loadPwaRuntime()
          .then((runtime) => runtime.updateServiceWorker())
          .catch(() => undefined);
        toasts.show(t('update.available'), 'info', {
          label: t('update.reload'),
          run: () => window.location.reload(),
        });
      }),
    [t],
  );
}
