import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { MatchRows } from '../lists/MatchRow';
import { QueryState } from '../lists/QueryState';
import { TimeZoneNote } from '../lists/TimeZoneNote';
import { useViewer } from '../session/useViewer';
import { useLeagueMessages } from './leagueMessages';
import { leagueRoundsQuery } from './specialApi';

/**
 * A league's season by rounds: its results (newest round first) or its fixtures (next round first),
 * a couple of rounds at a time with a button for more, so a phone never lays out a whole season.
 */
export function SeasonRounds({ leagueId, part }: { leagueId: number; part: 'results' | 'fixtures' }) {
  useLeagueMessages();
  const { t } = useTranslation();
  const { locale, token } = useViewer();
  const rounds = useInfiniteQuery(leagueRoundsQuery(locale, leagueId, part, token));
  const list = rounds.data?.pages.flatMap((page) => page.list) ?? [];
  return (
    <>
      <TimeZoneNote />
      <QueryState
        query={rounds}
        empty={list.length === 0}
        emptyText={t(part === 'results' ? 'league.noResults' : 'league.noFixtures')}
      >
        {list.map((round) => (
          <section
            key={`${round.round}-${round.leg}`}
            className="round-block"
            data-phase={round.phase}
            aria-label={round.name}
          >
            <h2 className="round-name">{round.name}</h2>
            <MatchRows matches={round.matches} />
          </section>
        ))}
        {rounds.hasNextPage && (
          <button
            type="button"
            className="more-button"
            disabled={rounds.isFetchingNextPage}
            onClick={() => void rounds.fetchNextPage()}
          >
            {rounds.isFetchingNextPage
              ? t('league.loading')
              : t(part === 'results' ? 'league.moreResults' : 'league.moreFixtures')}
          </button>
        )}
      </QueryState>
    </>
  );
}
