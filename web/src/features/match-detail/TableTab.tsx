import type { MatchSummary } from '@pitchside/shared';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../lists/QueryState';
import { SpoilerScore } from '../live/SpoilerFree';
import { LeagueTable } from '../special/LeagueTable';
import { useSpecialMessages } from '../special/specialMessages';
import { useLeagueTable } from '../special/useLeagueTable';
import { useHeldValue } from './video/streamSync';
import '../special/special.css';

/**
 * The match page's table tab: its competition's table as it stands, the two sides
 * marked, pushed as goals go in anywhere in the competition. It tells results, so spoiler-free mode
 * covers it until the reader reveals this match, and with the score in sync it waits as long as the
 * score does (`holdMs`: the stream's delay), so it never shows a goal the video has not.
 */
export function TableTab({ match, holdMs }: { match: MatchSummary; holdMs: number }) {
  useSpecialMessages();
  const { t } = useTranslation();
  const table = useLeagueTable(match.leagueId);
  const data = useHeldValue(table.data, holdMs);
  return (
    <SpoilerScore matchId={match.id}>
      <QueryState
        // Held back with the score: a skeleton until the first table is due.
        query={{ ...table.query, isPending: !data && !table.query.isError }}
        empty={(data?.table.length ?? 0) === 0}
        emptyText={t('special.noStandings')}
      >
        <div className="league-table" data-pushed={table.pushed}>
          <LeagueTable
            rows={data?.table ?? []}
            kind={data?.kind ?? 'league'}
            live={data?.live ?? false}
            highlight={[match.homeId, match.awayId]}
          />
        </div>
      </QueryState>
    </SpoilerScore>
  );
}
