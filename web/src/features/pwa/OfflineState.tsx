import { useTranslation } from 'react-i18next';
import { useMessages } from '../../i18n/featureMessages';
import { PWA_MESSAGES } from './pwaMessages';
import './pwa.css';

/**
 * What the page says while the browser is offline: the app itself still runs (from the service
 * worker), but scores, odds and chat wait for the network. Queries pause meanwhile and fetch again
 * when it returns (TanStack Query's online manager), so "Try again" reloads only for a page that
 * could not start.
 */
export default function OfflineState() {
  useMessages(PWA_MESSAGES);
  const { t } = useTranslation();
  return (
    <section className="offline-state" role="status" aria-live="polite" data-offline-state="">
      <svg aria-hidden="true" width="28" height="28" viewBox="0 0 24 24">
        <path
          d="M2 8.8a15 15 0 0 1 20 0M5.5 12.4a10 10 0 0 1 13 0M9 16a5 5 0 0 1 6 0M3 3l18 18"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
        />
        <circle cx="12" cy="19.5" r="1.5" fill="currentColor" />
      </svg>
      <div>
        <h2>{t('offline.title')}</h2>
        <p>{t('offline.body')}</p>
      </div>
      <button type="button" onClick={() => window.location.reload()}>
        {t('offline.retry')}
      </button>
    </section>
  );
}
