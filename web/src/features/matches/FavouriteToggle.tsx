import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { openSignIn } from '../auth/authEntry';
import { toasts } from '../toast/toastStore';
import { toggleFavourite } from './matchesApi';
import { useViewer } from './useViewer';

/**
 * The favourite star on every match card (PRODUCT §2 /matches/colects). Anonymous visitors are
 * offered sign-in; signed in, the origin toggles it and the favourites list is read again.
 */
export function FavouriteToggle({ matchId, initial }: { matchId: number; initial: boolean }) {
  const { t } = useTranslation();
  const { user } = useViewer();
  const client = useQueryClient();
  const [on, setOn] = useState<boolean | null>(null);
  const [busy, setBusy] = useState(false);
  const active = user ? (on ?? initial) : false;

  const toggle = async () => {
    if (!user) {
      openSignIn();
      return;
    }
    setBusy(true);
    try {
      const answer = await toggleFavourite(matchId);
      setOn(answer.hasColect);
      toasts.show(answer.hasColect ? t('matches.favAdded') : t('matches.favRemoved'), 'success');
      await client.invalidateQueries({ queryKey: ['matches', 'favourites'] });
    } catch {
      toasts.show(t('matches.favFailed'), 'error');
    } finally {
      setBusy(false);
    }
  };

  return (
    <button
      type="button"
      className={active ? 'fav-toggle on' : 'fav-toggle'}
      aria-pressed={active}
      aria-label={active ? t('matches.favRemove') : t('matches.favAdd')}
      title={active ? t('matches.favRemove') : t('matches.favAdd')}
      disabled={busy}
      onClick={() => void toggle()}
    >
      <span aria-hidden="true">{active ? '★' : '☆'}</span>
    </button>
  );
}
