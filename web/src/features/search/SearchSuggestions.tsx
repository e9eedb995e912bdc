import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSetPath } from '../../routing/routeSetContext';
import { useViewer } from '../session/useViewer';
import { searchSuggestionsQuery, searchText } from './searchApi';
import { useSearchMessages } from './searchMessages';

/** The text after the reader pauses typing for a moment, so suggestions are not asked for on every key. */
function useSettled(text: string, delayMs = 250): string {
  const [settled, setSettled] = useState(text);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(text), delayMs);
    return () => clearTimeout(timer);
  }, [text, delayMs]);
  return settled;
}

/** Teams, leagues and anchors the search config suggests for what is being typed. */
export function SearchSuggestions({ text, current }: { text: string; current: string }) {
  useSearchMessages();
  const { t } = useTranslation();
  const { locale } = useViewer();
  const setPath = useSetPath();
  const q = searchText(useSettled(text));
  const suggestions = useQuery({
    ...searchSuggestionsQuery(locale, q),
    enabled: q.length > 0 && q !== current,
  });
  const list = q && q !== current ? (suggestions.data?.suggestions ?? []) : [];
  if (list.length === 0) return null;
  return (
    <ul className="search-suggestions" aria-label={t('search.suggestions')}>
      {list.map((item) => (
        <li key={`${item.kind}-${item.id}`}>
          <Link
            to={setPath(
              item.kind === 'league' ? `/special/${item.id}` : `/search?q=${encodeURIComponent(item.text)}`,
            )}
          >
            <span className="suggestion-kind muted">{t(`search.kind.${item.kind}`)}</span> {item.text}
          </Link>
        </li>
      ))}
    </ul>
  );
}
