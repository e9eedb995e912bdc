import type { Locale } from '@pitchside/shared';
import { useLocale } from '../../i18n/useLocale';
import { readCookie } from '../../storage/cookies';
import { STORAGE_KEYS, TOKEN_COOKIE } from '../../storage/keys';
import { readStored } from '../../storage/storage';
import { type StoredUser, useSignedInUser } from './session';

export interface Viewer {
  locale: Locale;
  user: StoredUser | null;
  /** The token the request layer sends ('' when signed out): it keys per-user answers. */
  token: string;
}

/** Who is looking, in which language: re-renders on a language switch and on sign-in or out. */
export function useViewer(): Viewer {
  // Subscribes to the language: a switch re-renders the caller with the new locale.
  const locale = useLocale();
  const user = useSignedInUser();
  const token = readCookie(TOKEN_COOKIE) || readStored(STORAGE_KEYS.authToken) || '';
  return { locale, user, token: user ? token : '' };
}
