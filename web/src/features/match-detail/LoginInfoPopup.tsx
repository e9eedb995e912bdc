import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { openSignIn } from '../auth/authEntry';

/** "Sign in to use this": shown when a visitor reaches for a feature that needs an account. */
export function LoginInfoPopup({ onClose }: { onClose(): void }) {
  const { t } = useTranslation();
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal?.();
  }, []);
  return (
    <dialog ref={dialog} className="login-info" aria-labelledby="login-info-title" onClose={onClose}>
      <h2 id="login-info-title">{t('detail:loginInfo.title')}</h2>
      <p>{t('detail:loginInfo.body')}</p>
      <div className="login-info-actions">
        <button type="button" onClick={onClose}>
          {t('detail:loginInfo.later')}
        </button>
        <button
          type="button"
          className="primary"
          onClick={() => {
            onClose();
            openSignIn();
          }}
        >
          {t('auth.signIn')}
        </button>
      </div>
    </dialog>
  );
}
