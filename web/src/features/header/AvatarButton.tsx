import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useSetPath } from '../../app/routeSetContext';
import { signOut, useSignedInUser } from '../session/session';
import { toasts } from '../toast/toastStore';

function PersonIcon() {
  return (
    <svg className="avatar-circle" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <circle cx="16" cy="16" r="16" fill="currentColor" opacity="0.15" />
      <circle cx="16" cy="12.5" r="5.5" fill="currentColor" />
      <path d="M6.5 26.5c1.8-5 5.4-7.5 9.5-7.5s7.7 2.5 9.5 7.5" fill="currentColor" />
    </svg>
  );
}

/**
 * PRODUCT §2 / §6: anonymous visitors go to sign in (the user centre hosts it until the sign-in modal lands);
 * signed-in users get a menu with profile and logout.
 */
export function AvatarButton() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const setPath = useSetPath();
  const user = useSignedInUser();
  const [open, setOpen] = useState(false);

  if (!user) {
    return (
      <Link className="avatar-button" to={setPath('/user')} aria-label={t('header.signIn')}>
        <PersonIcon />
        <span className="avatar-text">{t('header.signIn')}</span>
      </Link>
    );
  }

  return (
    <div className="avatar-menu">
      <button
        type="button"
        className="avatar-button"
        aria-label={t('header.avatar')}
        aria-expanded={open}
        onClick={() => setOpen((was) => !was)}
      >
        {user.imageUrl ? (
          <img className="avatar-circle" src={user.imageUrl} alt="" />
        ) : (
          <span className="avatar-circle" aria-hidden="true">
            {user.nickName.slice(0, 1) || <PersonIcon />}
          </span>
        )}
      </button>
      {open && (
        <ul className="avatar-menu-list">
          <li>
            <Link to={setPath('/user')} onClick={() => setOpen(false)}>
              {t('header.profile')}
            </Link>
          </li>
          <li>
            <button
              type="button"
              onClick={() => {
                setOpen(false);
                signOut();
                toasts.show(t('header.logoutSuccess'), 'success');
                navigate(setPath('/'));
              }}
            >
              {t('header.logout')}
            </button>
          </li>
        </ul>
      )}
    </div>
  );
}
