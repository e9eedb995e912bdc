// The languages a spec reads on each layout, for the specs of what a layout draws but not of what the words
// are. A layout decides which components tell a thing; the words they tell it in are the catalogs' (each
// checked whole in every language by the unit tests), and the browser sweep reads every route in all three
// languages on both layouts for a word out of place. So the phone reads all three, and the desktop one, each
// spec its own `turn` of them, so that between the specs the desktop reads every language.
import { LOCALE_CODES, type Locale } from '@pitchside/shared';
import { test } from './fixtures';

/** The languages read on this test's layout: all three on the phone, the `turn`th on the desktop. */
export function layoutLanguages(turn: number): readonly Locale[] {
  if (test.info().project.name !== 'desktop') return LOCALE_CODES;
  return [LOCALE_CODES[turn % LOCALE_CODES.length] as Locale];
}

/** Whether a test of one language runs on this layout (layoutLanguages), to skip it where not. */
export function readsLanguage(turn: number, locale: Locale): boolean {
  return layoutLanguages(turn).includes(locale);
}

/** Why a test of one language is skipped on this layout. */
export const NOT_THIS_LAYOUT = 'the desktop reads this spec in one language (layoutLanguages.ts)';
