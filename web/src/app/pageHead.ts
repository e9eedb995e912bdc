import type { HeadKey } from '@pitchside/shared';
import type { TFunction } from 'i18next';
import { useEffect } from 'react';

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
export function usePageHead(t: TFunction, head: HeadKey, pageTitle: string | null): void {
  useEffect(() => {
    // A page whose entry names a title (about, search, special…: no head data of their own) keeps its
    // section's words but carries that title.
    const title = pageTitle ? `${pageTitle} - ${t('site.name')}` : t(`head.${head}.title`);
    document.title = title;
    setMeta('keywords', t(`head.${head}.keywords`));
    setMeta('description', t(`head.${head}.description`));
  }, [t, head, pageTitle]);
}
