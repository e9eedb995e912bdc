import type { TFunction } from 'i18next';
import { useEffect } from 'react';

/** The sections with their own head data (PRODUCT §3: home, zq, live, matches, user). */
export type HeadSection = 'home' | 'zq' | 'live' | 'matches' | 'user';

/** Which head data a product path uses; null for pages that title themselves after their own name. */
export function headSectionOf(path: string): HeadSection | null {
  if (path === '/') return 'home';
  for (const section of ['zq', 'live', 'matches', 'user'] as const) {
    if (path === `/${section}` || path.startsWith(`/${section}/`)) return section;
  }
  return null;
}

function setMeta(name: string, content: string) {
  let meta = document.head.querySelector<HTMLMetaElement>(`meta[name="${name}"]`);
  if (!meta) {
    meta = document.createElement('meta');
    meta.name = name;
    document.head.append(meta);
  }
  meta.content = content;
}

/**
 * Keeps title, keywords and description in step with the page and the locale. The gateway writes the
 * same values into the first response; this keeps them right after client-side navigation.
 */
export function usePageHead(t: TFunction, path: string, pageTitle: string | null): void {
  useEffect(() => {
    const section = headSectionOf(path);
    const head = section ?? 'home';
    const title = section || !pageTitle ? t(`head.${head}.title`) : `${pageTitle} - ${t('site.name')}`;
    document.title = title;
    setMeta('keywords', t(`head.${head}.keywords`));
    setMeta('description', t(`head.${head}.description`));
  }, [t, path, pageTitle]);
}
