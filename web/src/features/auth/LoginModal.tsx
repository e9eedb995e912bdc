import { useSelector } from '@xstate/react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { AuthForm, AuthTabs } from './AuthForm';
import { Dialog } from './Dialog';
import type { AuthTab } from './loginModalMachine';
import type { SignInRequest } from './signInRequest';
import { useAuthActors } from './useAuthActors';

/**
 * The sign-in / sign-up modal (PRODUCT §2, §4, §5, §8), a chunk of its own loaded on first use.
 * It stays mounted once loaded, so the code countdown outlives closing and reopening it.
 */
export default function LoginModal({ request }: { request: SignInRequest }) {
  const { t } = useTranslation();
  const actors = useAuthActors(request);
  const { modal, slider, countdown } = actors;
  const snapshot = useSelector(modal, (state) => state);
  const titleId = useId();
  const panelId = useId();

  if (snapshot.matches('closed')) return null;

  const tab: AuthTab = snapshot.matches({ open: 'signUp' }) ? 'signUp' : 'signIn';
  const close = () => modal.send({ type: 'CLOSE' });
  // Each tab starts without the other's messages: the form's, the code sending's and the slider's
  // (a passed slider stays passed: it is a grant for the e-mail, whichever tab asks for the code).
  const selectTab = (next: AuthTab) => {
    if (next === tab) return;
    modal.send({ type: 'TAB', tab: next });
    countdown.send({ type: 'DISMISS' });
    if (slider.getSnapshot().matches('failed')) slider.send({ type: 'RESET' });
  };

  return (
    <Dialog labelledBy={titleId} onClose={close} className="auth-modal">
      <div className="auth-head">
        <h2 id={titleId}>{t('auth.dialogTitle')}</h2>
        <button type="button" className="auth-close" aria-label={t('auth.close')} onClick={close}>
          ×
        </button>
      </div>
      <AuthTabs tab={tab} panelId={panelId} onSelect={selectTab} />
      <AuthForm actors={actors} tab={tab} panelId={panelId} />
    </Dialog>
  );
}
