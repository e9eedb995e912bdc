import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Skeleton } from '../ui/Skeleton';
import './lists.css';
import { useListsMessages } from './listsMessages';

interface QueryLike {
  isPending: boolean;
  isError: boolean;
  refetch: () => unknown;
}

/**
 * The loading, error and empty states every list of these pages shares: a skeleton while the first
 * answer is on its way, a retry button when it failed, the empty text when it holds nothing.
 */
export function QueryState({
  query,
  empty,
  emptyText,
  rows = 4,
  children,
}: {
  query: QueryLike;
  empty: boolean;
  emptyText: string;
  rows?: number;
  children: ReactNode;
}) {
  useListsMessages();
  const { t } = useTranslation();
  if (query.isPending) return <Skeleton rows={rows} />;
  if (query.isError) {
    return (
      <p className="load-failed" role="alert">
        {t('lists.loadFailed')}{' '}
        <button type="button" onClick={() => void query.refetch()}>
          {t('lists.retry')}
        </button>
      </p>
    );
  }
  if (empty) return <p className="muted empty-state">{emptyText}</p>;
  return <>{children}</>;
}
