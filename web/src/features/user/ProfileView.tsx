import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSetPath } from '../../routing/routeSetContext';
import { SignInOffer } from '../auth/SignInOffer';
import { QueryState } from '../lists/QueryState';
import { useViewer } from '../session/useViewer';
import { AnchorRoomSection } from './AnchorRoomSection';
import { avatarInitial, profileQuery, registerDate } from './userApi';
import './user.css';
import { useUserMessages } from './userMessages';

function Profile({ token }: { token: string }) {
  useUserMessages();
  const { t } = useTranslation();
  const { locale } = useViewer();
  const setPath = useSetPath();
  const profile = useQuery(profileQuery(token));
  const user = profile.data;
  return (
    <QueryState query={profile} empty={!user} emptyText={t('user.noProfile')}>
      {user && (
        <>
          <div className="profile-card">
            {user.imageUrl ? (
              <img
                className="profile-avatar"
                src={user.imageUrl}
                alt={t('user.avatar')}
                width={72}
                height={72}
              />
            ) : (
              <span className="profile-avatar initial" role="img" aria-label={t('user.avatar')}>
                {avatarInitial(user.nickName, user.email)}
              </span>
            )}
            <dl className="profile-fields">
              <dt>{t('user.nickName')}</dt>
              <dd data-user-text="" dir="auto">
                {user.nickName}
              </dd>
              <dt>{t('user.email')}</dt>
              <dd>{user.email}</dd>
              <dt>{t('user.registerTime')}</dt>
              <dd>{registerDate(user.registerTime, locale)}</dd>
            </dl>
          </div>
          <nav className="profile-links" aria-label={t('user.shortcuts')}>
            <Link to={setPath('/user/feed')}>{t('user.feedLink')}</Link>
            <Link to={setPath('/matches/colects')}>{t('user.favouritesLink')}</Link>
          </nav>
          <AnchorRoomSection token={token} />
        </>
      )}
    </QueryState>
  );
}

/** /user: avatar, nickname, e-mail and register time of the signed-in user (PRODUCT §2, §3). */
export function ProfileView() {
  useUserMessages();
  const { t } = useTranslation();
  const { user, token } = useViewer();
  return (
    <article className="page user-page">
      <h1>{t('pages.user.title')}</h1>
      {user && token ? <Profile token={token} /> : <SignInOffer text={t('user.signInProfile')} />}
    </article>
  );
}
