import type { TFunction } from 'i18next';

/** A message by its key, with its values: what the site's word functions take. */
export type Translate = (key: string, values?: Record<string, unknown>) => string;

/** i18next's `t` as a Translate: its types take no `undefined` where the values go. */
export function asTranslate(t: TFunction): Translate {
  return (key, values) => (values ? t(key, values) : t(key));
}
