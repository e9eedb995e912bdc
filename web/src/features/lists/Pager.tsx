import { useTranslation } from 'react-i18next';
import './lists.css';
import { useListsMessages } from './listsMessages';

/** Previous and next page of a paged list, with the page number between them. */
export function Pager({
  page,
  hasMore,
  onPage,
}: {
  page: number;
  hasMore: boolean | undefined;
  onPage(page: number): void;
}) {
  useListsMessages();
  const { t } = useTranslation();
  return (
    <div className="pager">
      <button type="button" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('lists.previous')}
      </button>
      <span className="muted">{t('lists.page', { page })}</span>
      <button type="button" disabled={!hasMore} onClick={() => onPage(page + 1)}>
        {t('lists.next')}
      </button>
    </div>
  );
}
