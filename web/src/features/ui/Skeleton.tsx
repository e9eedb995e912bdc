import { useTranslation } from 'react-i18next';

/** Grey placeholder rows while a list loads; announced once as "loading". */
export function Skeleton({ rows = 3, label }: { rows?: number; label?: string }) {
  const { t } = useTranslation();
  return (
    <div className="skeleton" role="status" aria-busy="true" aria-label={label ?? t('common.loading')}>
      {Array.from({ length: rows }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholder rows have no identity.
        <div key={index} className="skeleton-row" />
      ))}
    </div>
  );
}

/** A thin bar at the top of the page while a route chunk or a slow call is on its way. */
export function ProgressBar() {
  const { t } = useTranslation();
  return <div className="progress-bar" role="progressbar" aria-label={t('common.loading')} />;
}
