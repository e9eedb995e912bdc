import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { toasts } from '../toast/toastStore';
import { watchForNewBuild } from './appUpdate';

/** Offers a reload when a new build is published (the toast stays until used or closed). */
export function useAppUpdate(): void {
  const { t } = useTranslation();
  useEffect(
    () =>
      watchForNewBuild(() => {
        toasts.show(t('update.available'), 'info', {
          label: t('update.reload'),
          run: () => window.location.reload(),
        });
      }),
    [t],
  );
}
