import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Skeleton } from '../ui/Skeleton';
import './lists.css';
import { useListsMessages } from './listsMessages';

interface QueryLike {
  isPending: boolean;
  isError: boolean;
  /** What the list shows: a refresh that fails keeps it (a push or an earlier answer). */
  data?: unknown;
  refetch: () => unknown;
}

/**
 * The loading, error and empty states every list of these pages shares: a skeleton while the first
 * answer is on its way, a retry button when it failed with nothing to show, the empty text when it holds
 * nothing. A list already shown stays when a refresh fails: a phone's lost signal, say (the page's
 * connection banner tells that).
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
  if (query.isError && query.data === undefined) {
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
