import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useSetPath } from '../../routing/routeSetContext';

/** PRODUCT §2: Enter or the button goes to /search?q={text}; empty text does nothing. */
export function SearchBox({ initial = '' }: { initial?: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const setPath = useSetPath();
  const [text, setText] = useState(initial);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const q = text.trim();
    if (!q) return;
    navigate(setPath(`/search?q=${encodeURIComponent(q)}`));
  };

  return (
    <search className="search-box">
      {/* A real GET form: Enter before the page has hydrated still lands on /search?q=. */}
      <form action={setPath('/search')} method="get" onSubmit={submit}>
        <input
          type="search"
          name="q"
          value={text}
          onChange={(event) => setText(event.target.value)}
          placeholder={t('header.searchPlaceholder')}
          aria-label={t('header.searchLabel')}
          enterKeyHint="search"
        />
        <button type="submit">{t('header.searchButton')}</button>
      </form>
    </search>
  );
}
