import { liveMatchesOf, liveTopic, type Sport } from '@pitchside/shared';
import { useQuery } from '@tanstack/react-query';
import { useLocale } from '../../i18n/useLocale';
import { liveListQuery } from './liveQueries';
import { type LiveRuntime, useTopic } from './loadLive';

/**
 * The live matches of a sport: pushed over the socket once the live chunk is in, from REST before
 * that (first paint) and whenever the socket has no state.
 */
export function useLiveMatches(sport: Sport, runtime: LiveRuntime | null, rest = true) {
  const locale = useLocale();
  const view = useTopic(runtime, liveTopic(sport, locale));
  const pushed = view.state ? liveMatchesOf(view.state) : null;
  const fallback = useQuery({ ...liveListQuery(sport, locale), enabled: rest && pushed === null });
  return {
    matches: pushed ?? fallback.data?.list ?? null,
    pushed: pushed !== null,
    stale: view.stale,
    failed: fallback.isError && pushed === null,
    retry: () => void fallback.refetch(),
  };
}
