// The reader's own matches for the day's board: followed teams and competitions (a guest's in this
// browser, a signed-in user's on the account) and favourite matches. A chunk of its own, read once the
// page has settled: the follow store stays out of the phone's first download (bench:web), and nothing
// of it is known on the server anyway.
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { useLocale } from '../../i18n/useLocale';
import { followedIds, useFollows } from '../follow/useFollows';
import { useSignedInUser } from '../session/session';
import { NO_PINS, type Pins } from './dayBoard';
import { useFavouriteToggles } from './favourites';
import { favouritesQuery } from './liveQueries';

/** The reader's follows and favourites: followed teams and competitions, starred matches. */
export function usePins(): Pins {
  const follows = useFollows();
  const user = useSignedInUser();
  const locale = useLocale();
  const favourites = useQuery({ ...favouritesQuery(locale, user?.id ?? 0), enabled: user !== null }).data;
  const toggles = useFavouriteToggles();
  return useMemo(() => {
    const { teams, leagues } = followedIds(follows);
    const starred = new Set(user ? (favourites?.list.map((m) => m.id) ?? []) : []);
    for (const [id, on] of toggles) {
      if (on) starred.add(id);
      else starred.delete(id);
    }
    if (teams.length === 0 && leagues.length === 0 && starred.size === 0) return NO_PINS;
    return { teams: new Set(teams), leagues: new Set(leagues), matches: starred };
  }, [follows, user, favourites, toggles]);
}

/** Hands the board the reader's pins, and again whenever they change; draws nothing. */
export default function PinsReader({ onPins }: { onPins: (pins: Pins) => void }) {
  const pins = usePins();
  useEffect(() => onPins(pins), [onPins, pins]);
  return null;
}
