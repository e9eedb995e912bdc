import { useTranslation } from 'react-i18next';
import { openSignIn } from './authEntry';

/** What signed-in-only pages show to an anonymous visitor: why, and the way in. */
export function SignInOffer({ text }: { text: string }) {
  const { t } = useTranslation();
  return (
    <div className="sign-in-offer">
      <p>{text}</p>
      <button type="button" className="primary-button" onClick={() => openSignIn()}>
        {t('auth.signIn')}
      </button>
    </div>
  );
}
