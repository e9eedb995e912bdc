import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { splitSetPrefix, useSetPath } from '../../routing/routeSetContext';
import { useMatchesMessages } from './matchesMessages';
import { useActiveInView } from './useActiveInView';

const SECTIONS = [
  ['/matches', 'schedule'],
  ['/matches/football', 'football'],
  ['/matches/hot', 'hot'],
  ['/matches/results', 'results'],
  ['/matches/anchors', 'anchors'],
  ['/matches/colects', 'colects'],
] as const;

/** The sections of the match pages (PRODUCT §2 routes under /matches), the current one marked. */
export function MatchesNav() {
  useMatchesMessages();
  const { t } = useTranslation();
  const setPath = useSetPath();
  const { path } = splitSetPrefix(useLocation().pathname);
  const strip = useRef<HTMLUListElement>(null);
  useActiveInView(strip, path);
  return (
    <nav className="sub-nav" aria-label={t('matches.sections')}>
      <ul ref={strip}>
        {SECTIONS.map(([to, key]) => (
          <li key={to}>
            <Link
              to={setPath(to)}
              className={path === to ? 'sub-nav-item active' : 'sub-nav-item'}
              aria-current={path === to ? 'page' : undefined}
            >
              {t(`matches.nav.${key}`)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
