import { isLocale } from '@pitchside/shared';
import { useTranslation } from 'react-i18next';
import { changeLocale } from '../../i18n/i18n';
import { HTML_LANG, LOCALE_NATIVE_NAMES, LOCALE_OPTIONS } from '../../i18n/locale';
import { useLocale } from '../../i18n/useLocale';
import { useHydrated } from '../../render/renderEnv';

/**
 * The language drop-down (PRODUCT §3: 中 / EN / VN). On a page drawn by the server it is disabled
 * until the page's script has taken it over: a choice made before then would change nothing and be
 * undone by hydration, so it cannot be made (the browser waits for a tap to work rather than losing it).
 */
export function LanguageMenu() {
  const { t } = useTranslation();
  const locale = useLocale();
  const hydrated = useHydrated();
  return (
    <label className="language-menu">
      <span className="visually-hidden">{t('header.language')}</span>
      <select
        value={locale}
        disabled={!hydrated}
        onChange={(event) => {
          if (isLocale(event.target.value)) void changeLocale(event.target.value);
        }}
      >
        {LOCALE_OPTIONS.map((option) => (
          // Each language is named in its own words and marked so (a screen reader reads 中文 in Chinese).
          <option
            key={option.code}
            value={option.code}
            lang={HTML_LANG[option.code]}
            title={LOCALE_NATIVE_NAMES[option.code]}
          >
            {option.label}
          </option>
        ))}
      </select>
    </label>
  );
}
