import { leagueTableOf, tableTopic } from '@pitchside/shared';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useLocale } from '../../i18n/useLocale';
import { useLiveRuntime, useTopic } from '../live/loadLive';
import { leagueTableQuery } from './specialApi';

/**
 * A competition's table as it stands (docs/PRODUCT.md §2): pushed on `table:{leagueId}`, so a goal in play
 * moves it; over REST (the same call that feeds the topic) until the topic has a state. A page the
 * server drew starts from the state it was drawn with.
 */
export function useLeagueTable(leagueId: number) {
  const locale = useLocale();
  const runtime = useLiveRuntime('now');
  const view = useTopic(runtime, tableTopic(leagueId, locale));
  const rest = useQuery({ ...leagueTableQuery(locale, leagueId), enabled: view.state === null });
  const data = useMemo(() => (view.state ? leagueTableOf(view.state) : rest.data), [view.state, rest.data]);
  return {
    data,
    /** For QueryState: pending only while neither the topic nor REST has answered. */
    query: { ...rest, isPending: !data && rest.isPending, isError: !data && rest.isError },
    error: rest.error,
    pushed: view.state !== null,
    stale: view.stale,
    runtime,
  };
}
