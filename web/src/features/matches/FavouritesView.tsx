import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { SignInOffer } from '../auth/SignInOffer';
import { useViewer } from '../session/useViewer';
import { MatchRows } from './MatchRow';
import { favListQuery } from './matchesApi';
import { useMatchesMessages } from './matchesMessages';
import { QueryState } from './QueryState';
import { TimeZoneNote } from './TimeZoneNote';

function Favourites({ token }: { token: string }) {
  useMatchesMessages();
  const { t } = useTranslation();
  const { locale } = useViewer();
  const favourites = useQuery(favListQuery(locale, token));
  const list = favourites.data?.list ?? [];
  return (
    <>
      <TimeZoneNote />
      <QueryState query={favourites} empty={list.length === 0} emptyText={t('matches.emptyFavourites')}>
        <MatchRows matches={list} />
      </QueryState>
    </>
  );
}

/** Favourited matches, newest favourite first; sign-in is offered to anonymous visitors. */
export function FavouritesView() {
  useMatchesMessages();
  const { t } = useTranslation();
  const { user, token } = useViewer();
  if (!user || !token) return <SignInOffer text={t('matches.favSignIn')} />;
  return <Favourites token={token} />;
}
