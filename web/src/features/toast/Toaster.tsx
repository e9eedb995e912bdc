import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
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
      style={{ top: TOAST_OFFSET_PX }}
    >
      {list.map((toast) => (
        <div key={toast.id} className={`toast toast-${toast.kind}`} role="status">
          <span>{toast.message}</span>
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
