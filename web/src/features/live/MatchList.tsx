import type { MatchSummary } from '@pitchside/shared';
import { useTranslation } from 'react-i18next';
import { useRouteSet } from '../../routing/routeSetContext';
import { Skeleton } from '../ui/Skeleton';
import { MatchCard, type MatchCardProps } from './MatchCard';
import { WindowedList } from './WindowedList';

/**
 * Height of a card row in a windowed list, per layout (cards have a fixed height there): room for
 * two-line team names under their crests and a status that wraps (the tallest card in cn, en and vi).
 */
const ROW_HEIGHT = { mobile: 200, pc: 184 } as const;

export interface MatchListProps {
  matches: readonly MatchSummary[] | null | undefined;
  Clock?: MatchCardProps['Clock'];
  failed?: boolean;
  onRetry?(): void;
  empty?: string;
  detailBase?: MatchCardProps['detailBase'];
  streams?: MatchCardProps['streams'];
}

export function MatchList({ matches, Clock, failed, onRetry, empty, detailBase, streams }: MatchListProps) {
  const { t } = useTranslation();
  const { set } = useRouteSet();
  if (!matches) {
    if (failed) {
      return (
        <p className="load-failed">
          {t('home.loadFailed')}{' '}
          {onRetry && (
            <button type="button" onClick={onRetry}>
              {t('home.retry')}
            </button>
          )}
        </p>
      );
    }
    return <Skeleton rows={4} />;
  }
  if (matches.length === 0) return <p className="muted">{empty ?? t('home.empty')}</p>;
  return (
    <WindowedList
      items={matches}
      itemKey={(match) => match.id}
      rowHeight={ROW_HEIGHT[set]}
      minColumnWidth={set === 'pc' ? 340 : 0}
      renderItem={(match) => (
        <MatchCard match={match} Clock={Clock} detailBase={detailBase} streams={streams} />
      )}
    />
  );
}
