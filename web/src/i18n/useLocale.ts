import type { Locale } from '@pitchside/shared';
import { useTranslation } from 'react-i18next';

/** The interface language; components using it re-render when it changes. */
export function useLocale(): Locale {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  return language === 'en' || language === 'vi' ? language : 'cn';
}
