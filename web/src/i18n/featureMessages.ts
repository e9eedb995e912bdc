// A feature's own strings (cn, en, vi), kept beside it rather than in the catalogs every page
// loads, so they travel with the feature's chunk (the phone's / budget, bench:web). They join the
// default namespace under the feature's own top-level key (`collection.empty`) when one of its
// components renders.
import type { Locale } from '@pitchside/shared';
import type { i18n as I18n } from 'i18next';
import { useTranslation } from 'react-i18next';

/** One feature's strings per language, under one top-level key: `{ collection: { … } }`. */
export type FeatureMessages<M extends Record<string, unknown> = Record<string, unknown>> = Readonly<
  Record<Locale, M>
>;

/**
 * Adds a feature's strings to each language whose catalog is loaded (a language's catalog loads when
 * it is chosen; adding to a language before that would make i18n think it has its catalog). Called
 * as the feature renders, so a language switched to later gets them on the next render.
 */
export function registerMessages(i18n: I18n, messages: FeatureMessages): void {
  if (!i18n.isInitialized) return;
  for (const locale of ['cn', 'en', 'vi'] as const) {
    const own = messages[locale];
    if (!i18n.hasResourceBundle(locale, 'translation')) continue;
    const missing = Object.keys(own).some(
      (key) => i18n.getResource(locale, 'translation', key) === undefined,
    );
    if (missing) i18n.addResourceBundle(locale, 'translation', own, true, false);
  }
}

/** For a feature's components: its strings, in the language being read. */
export function useMessages(messages: FeatureMessages): void {
  const { i18n } = useTranslation();
  registerMessages(i18n, messages);
}
