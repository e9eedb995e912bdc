import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Catalog } from '../../i18n/catalogs/cn';
import { MatchesNav } from './MatchesNav';
import '../lists/lists.css';
import './matches.css';

/** A page with a title in the catalogs (every page of the route table but the error page). */
export type CatalogPage = keyof Catalog['pages'];

/** Every page under /matches: its title and the section tabs above the content. */
export function MatchesFrame({ page, children }: { page: CatalogPage; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <article className={`page matches-page matches-${page}`}>
      <h1>{t(`pages.${page}.title`)}</h1>
      <MatchesNav />
      {children}
    </article>
  );
}
