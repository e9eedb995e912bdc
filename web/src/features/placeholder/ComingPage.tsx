import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Catalog } from '../../i18n/catalogs/cn';

/** Pages with a title and a 'coming' line in the catalogs (every page of the route table but the error page). */
export type CatalogPage = keyof Catalog['pages'];

/** A page whose feature lands later: its real title and a short "coming" line, from the catalogs. */
export function ComingPage({ page, children }: { page: CatalogPage; children?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <article className="page coming-page">
      <h1>{t(`pages.${page}.title`)}</h1>
      {children}
      <p className="muted">{t(`pages.${page}.coming`)}</p>
    </article>
  );
}
