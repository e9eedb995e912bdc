import type { MatchSummary } from '@pitchside/shared';
import { useQuery } from '@tanstack/react-query';
import { useLocale } from '../../i18n/useLocale';
import { liveListQuery } from './liveQueries';
import { type LiveSportName, liveTopic, matchesOf } from './liveTopics';
import { type LiveRuntime, useTopic } from './loadLive';

/**
 * The live matches of a sport: pushed over the socket once the live chunk is in, from REST before
 * that (first paint) and whenever the socket has no state.
 */
export function useLiveMatches(sport: LiveSportName, runtime: LiveRuntime | null, rest = true) {
  const locale = useLocale();
  const view = useTopic<Record<string, MatchSummary>>(runtime, liveTopic(sport, locale));
  const pushed = matchesOf(view.state);
  const fallback = useQuery({ ...liveListQuery(sport, locale), enabled: rest && pushed === null });
  return {
    matches: pushed ?? fallback.data?.list ?? null,
    pushed: pushed !== null,
    stale: view.stale,
    failed: fallback.isError && pushed === null,
    retry: () => void fallback.refetch(),
  };
}
