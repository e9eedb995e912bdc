import { type CSSProperties, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { sentence } from '../../i18n/sentence';
import { toasts as defaultStore, TOAST_OFFSET_PX, type ToastStore } from './toastStore';

/** Renders the toasts in a polite live region so screen readers announce them. */
export function Toaster({ store = defaultStore }: { store?: ToastStore }) {
  const { t } = useTranslation();
  const list = useSyncExternalStore(store.subscribe, store.current, store.current);
  return (
    <section
      className="toaster"
      aria-label={t('common.notifications')}
      aria-live="polite"
      // At the foot of the window, where they cover no header link (above the phone's tab bar).
      style={{ '--toast-offset': `${TOAST_OFFSET_PX}px` } as CSSProperties}
    >
      {list.map((toast) => (
        <div key={toast.id} className={`toast toast-${toast.kind}`} role="status">
          <span>{sentence(toast.message)}</span>
          {toast.action && (
            <>
              <button type="button" className="toast-action" onClick={toast.action.run}>
                {toast.action.label}
              </button>
              <button type="button" className="toast-close" onClick={() => store.dismiss(toast.id)}>
                {t('common.close')}
              </button>
            </>
          )}
        </div>
      ))}
    </section>
  );
}
