// The site's own words, read from its catalogues (imported, never copied into a spec), and the language a
// context reads in: what the specs that check words in cn, en and vi share.
import { LOCALE_COOKIE, type Locale } from '@pitchside/shared';
import { FEATURE_MESSAGES } from '@pitchside/web/messages';
import type { BrowserContext } from './fixtures';

/** One language's strings of a feature, as key path → text ('shotMap.title'). */
export function words(feature: string, locale: Locale): (path: string) => string {
  const messages = FEATURE_MESSAGES[feature]?.[locale];
  return (path) => {
    let node: unknown = (messages as Record<string, unknown> | undefined)?.[feature];
    for (const part of path.split('.')) node = (node as Record<string, unknown> | undefined)?.[part];
    if (typeof node !== 'string') throw new Error(`no ${feature}.${path} in ${locale}`);
    return node;
  };
}

/** A template's text as a pattern: its {{values}} stand for any words. */
export const templatePattern = (template: string, anchored = true) =>
  new RegExp(
    `${anchored ? '^' : ''}${template
      .split(/\{\{\w+\}\}/)
      .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
      .join('.+')}${anchored ? '$' : ''}`,
  );

/** The context reads the site in `locale` from its next page (the language cookie). */
export async function inLanguage(context: BrowserContext, baseURL: string | undefined, locale: Locale) {
  await context.addCookies([{ name: LOCALE_COOKIE.name, value: locale, url: baseURL ?? '' }]);
}
