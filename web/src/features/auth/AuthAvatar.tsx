import { Suspense, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useEarlyTap } from '../../render/earlyTaps';
import { lazyOnline } from '../../render/preloadable';
import { useSetPath } from '../../routing/routeSetContext';
import { useSignedInUser } from '../session/session';
import { loadSession } from '../session/startSession';
import { toasts } from '../toast/toastStore';
import { loadLoginModal, openSignIn, useSignInRequest } from './authEntry';
import { Dialog } from './Dialog';
import './auth.css';

const LoginModal = lazyOnline(loadLoginModal);

/**
 * The avatar (PRODUCT §2, §6): anonymous visitors open the sign-in modal; signed-in users get a
 * menu with profile (/user) and logout, which asks first. Also hosts the modal, loaded on demand.
 */
export function AuthAvatar() {
  const { t } = useTranslation();
  const user = useSignedInUser();
  const request = useSignInRequest();
  const signIn = useEarlyTap<HTMLButtonElement>(() => openSignIn());

  return (
    <>
      {user ? (
        <AvatarMenu nickName={user.nickName} imageUrl={user.imageUrl} />
      ) : (
        <button
          ref={signIn}
          type="button"
          className="avatar-button"
          onClick={() => openSignIn()}
          // Start fetching the modal as soon as the visitor heads for the button.
          onPointerEnter={() => void loadLoginModal().catch(() => {})}
          onFocus={() => void loadLoginModal().catch(() => {})}
        >
          <span className="avatar-circle" aria-hidden="true">
            <PersonIcon />
          </span>
          <span className="avatar-text">{t('auth.menu.signIn')}</span>
        </button>
      )}
      {request.count > 0 && (
        <Suspense fallback={null}>
          <LoginModal request={request} />
        </Suspense>
      )}
    </>
  );
}

/** PRODUCT §4: after logout, back to / (of the current route set). */
function useReturnHomeAfterLogout() {
  const navigate = useNavigate();
  const setPath = useSetPath();
  const goHome = useRef(() => {});
  goHome.current = () => navigate(setPath('/'));
  useEffect(() => {
    let live = true;
    let unsubscribe = () => {};
    void loadSession()
      .then(({ ensureSessionStarted }) => {
        if (!live) return;
        const subscription = ensureSessionStarted().on('loggedOut', () => goHome.current());
        unsubscribe = () => subscription.unsubscribe();
      })
      .catch(() => {});
    return () => {
      live = false;
      unsubscribe();
    };
  }, []);
}

function AvatarMenu({ nickName, imageUrl }: { nickName: string; imageUrl: string }) {
  const { t } = useTranslation();
  const setPath = useSetPath();
  const [open, setOpen] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const menuId = useId();
  useReturnHomeAfterLogout();
  const root = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const logout = async () => {
    setConfirming(false);
    const { ensureSessionStarted } = await loadSession();
    ensureSessionStarted().send({ type: 'LOGOUT' });
  };
  const cancel = () => {
    setConfirming(false);
    toasts.show(t('auth.toasts.logoutCancelled'), 'info');
  };

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: Escape closes the menu from any item inside it
    <div
      className="avatar-menu"
      ref={root}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          setOpen(false);
          root.current?.querySelector('button')?.focus();
        }
      }}
    >
      <button
        type="button"
        className="avatar-button"
        aria-label={t('auth.menu.label')}
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((was) => !was)}
      >
        {imageUrl ? (
          <img className="avatar-circle" src={imageUrl} alt="" />
        ) : (
          <span className="avatar-circle avatar-initial" aria-hidden="true">
            {nickName.slice(0, 1).toUpperCase() || <PersonIcon />}
          </span>
        )}
        <span className="avatar-text" data-user-text="" dir="auto">
          {nickName}
        </span>
      </button>
      {/* Always in the page, hidden while closed, as the league menu is: its links stay links. */}
      <ul className="avatar-menu-list" id={menuId} hidden={!open}>
        <li>
          <Link to={setPath('/user')} onClick={() => setOpen(false)}>
            {t('auth.menu.profile')}
          </Link>
        </li>
        <li>
          <button
            type="button"
            onClick={() => {
              setOpen(false);
              setConfirming(true);
            }}
          >
            {t('auth.menu.logout')}
          </button>
        </li>
      </ul>
      {confirming && <LogoutConfirm onConfirm={() => void logout()} onCancel={cancel} />}
    </div>
  );
}

/** PRODUCT §2: "Logout shows a confirm dialog with title, cancel and confirm." */
function LogoutConfirm({ onConfirm, onCancel }: { onConfirm: () => void; onCancel: () => void }) {
  const { t } = useTranslation();
  const titleId = useId();
  const messageId = useId();
  return (
    <Dialog
      role="alertdialog"
      labelledBy={titleId}
      describedBy={messageId}
      className="auth-confirm"
      onClose={onCancel}
    >
      <h2 id={titleId}>{t('auth.logoutConfirm.title')}</h2>
      <p id={messageId}>{t('auth.logoutConfirm.message')}</p>
      <div className="auth-confirm-actions">
        <button type="button" className="auth-secondary" onClick={onCancel} data-autofocus>
          {t('auth.logoutConfirm.cancel')}
        </button>
        <button type="button" className="auth-primary" onClick={onConfirm}>
          {t('auth.logoutConfirm.confirm')}
        </button>
      </div>
    </Dialog>
  );
}

/** A drawn person: emoji fonts are missing on many desktops, where 👤 shows as an empty box. */
function PersonIcon() {
  return (
    <svg width="16" height="16" viewBox="0 0 16 16" fill="currentColor" aria-hidden="true" focusable="false">
      <circle cx="8" cy="5" r="3" />
      <path d="M2 15c0-3.3 2.7-5.5 6-5.5s6 2.2 6 5.5z" />
    </svg>
  );
}
