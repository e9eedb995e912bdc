import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ComingPage } from '../features/placeholder/ComingPage';

export function SearchPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const q = params.get('q') ?? '';
  return (
    <ComingPage page="search">
      {q && <p className="page-subject">{t('pages.search.query', { q })}</p>}
    </ComingPage>
  );
}
