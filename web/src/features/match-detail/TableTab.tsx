import type { MatchSummary } from '@pitchside/shared';
import { useTranslation } from 'react-i18next';
import { SpoilerScore } from '../live/SpoilerFree';
import { QueryState } from '../matches/QueryState';
import { LeagueTable } from '../special/LeagueTable';
import { useSpecialMessages } from '../special/specialMessages';
import { useLeagueTable } from '../special/useLeagueTable';
import '../special/special.css';

/**
 * The match page's table tab: its competition's table as it stands (issue 29 §4), the two sides
 * marked, pushed as goals go in anywhere in the competition. It tells results, so spoiler-free mode
 * covers it until the reader reveals this match.
 */
export function TableTab({ match }: { match: MatchSummary }) {
  useSpecialMessages();
  const { t } = useTranslation();
  const table = useLeagueTable(match.leagueId);
  return (
    <SpoilerScore matchId={match.id}>
      <QueryState
        query={table.query}
        empty={(table.data?.table.length ?? 0) === 0}
        emptyText={t('special.noStandings')}
      >
        <div className="league-table" data-pushed={table.pushed}>
          <LeagueTable
            rows={table.data?.table ?? []}
            kind={table.data?.kind ?? 'league'}
            live={table.data?.live ?? false}
            highlight={[match.homeId, match.awayId]}
          />
        </div>
      </QueryState>
    </SpoilerScore>
  );
}
