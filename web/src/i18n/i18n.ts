import type { Locale } from '@pitchside/shared';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Catalog } from './catalogs/cn';
import { HTML_LANG, saveLocale } from './locale';

/** Catalogs are separate chunks: a visitor downloads only the language they read. */
const catalogLoaders: Record<Locale, () => Promise<{ default: Catalog }>> = {
  cn: () => import('./catalogs/cn'),
  en: () => import('./catalogs/en'),
  vi: () => import('./catalogs/vi'),
};

async function loadCatalog(locale: Locale): Promise<boolean> {
  if (i18next.hasResourceBundle(locale, 'translation')) return true;
  try {
    const catalog = await catalogLoaders[locale]();
    i18next.addResourceBundle(locale, 'translation', catalog.default, true, true);
    return true;
  } catch (error) {
    // PRODUCT §8: logged, not shown to the visitor.
    console.error('Failed locale loading', locale, error);
    return false;
  }
}

function applyToDocument(locale: Locale): void {
  if (typeof document !== 'undefined') document.documentElement.lang = HTML_LANG[locale];
}

/** Starts i18next in the given locale (falling back to cn when its catalog cannot load). */
export async function startI18n(locale: Locale): Promise<typeof i18next> {
  if (!i18next.isInitialized) {
    await i18next.use(initReactI18next).init({
      lng: locale,
      fallbackLng: 'cn',
      resources: {},
      interpolation: { escapeValue: false },
      returnNull: false,
    });
  }
  // Every catalog holds every message (catalogs.test.ts), so an en or vi reader downloads cn only when
  // their own catalog could not load.
  const loaded = await loadCatalog(locale);
  if (!loaded) await loadCatalog('cn');
  await i18next.changeLanguage(loaded ? locale : 'cn');
  applyToDocument(loaded ? locale : 'cn');
  return i18next;
}

/** The language drop-down: loads the catalog, switches, saves the choice and updates `<html lang>`. */
export async function changeLocale(locale: Locale): Promise<void> {
  if (!(await loadCatalog(locale))) return;
  await i18next.changeLanguage(locale);
  saveLocale(locale);
  applyToDocument(locale);
}

export function currentLocale(): Locale {
  const lng = i18next.resolvedLanguage ?? i18next.language;
  return lng === 'en' || lng === 'vi' ? lng : 'cn';
}

export { i18next };
