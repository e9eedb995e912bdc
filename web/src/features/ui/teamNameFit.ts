// How wide a team's name needs its box to be to show in two lines at most, estimated from its letters
// so the page renders the same on every run (no measuring): the CSS then shows the full name in a box
// at least that wide, and the short name (Gladbach, Wolves, 国安) in a narrower one (ui.css).

/** Widths of letters in em, for the sans-serif faces the site uses (a little generous on purpose). */
const NARROW = /[iljtfrI.,:;'’!|()\-\s]/u;
const WIDE = /[mwMW@]/u;
/** Chinese, Japanese and Korean characters, and full-width forms: one em each, and a line may break anywhere between them. */
const FULL_WIDTH =
  /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\u3000-\u303f\uff00-\uffef]/u;

function letterEm(letter: string): number {
  if (FULL_WIDTH.test(letter)) return 1;
  if (NARROW.test(letter)) return 0.34;
  if (WIDE.test(letter)) return 0.95;
  if (/\p{Lu}/u.test(letter)) return 0.72;
  if (/\d/.test(letter)) return 0.64;
  return 0.6;
}

const widthEm = (text: string) => Array.from(text).reduce((sum, letter) => sum + letterEm(letter), 0);

/** A piece of a name a line may end after, and what stands between it and the piece before. */
interface Piece {
  text: string;
  joiner: '' | ' ';
}

/** Where a line may break: between words, after a hyphen (Saint-|Germain), anywhere in Chinese. */
function pieces(name: string): Piece[] {
  const out: Piece[] = [];
  for (const word of name.trim().split(/\s+/)) {
    if (!word) continue;
    const parts = word.match(
      /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]|[^-\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]+-?|-/gu,
    ) ?? [word];
    parts.forEach((text, index) => {
      out.push({ text, joiner: index === 0 && out.length > 0 ? ' ' : '' });
    });
  }
  return out;
}

/**
 * The narrowest box, in em, that holds `name` in two lines or fewer, breaking only where a line may
 * break (between words, after a hyphen; anywhere in Chinese). Rounded up to a whole em.
 */
export function twoLineWidthEm(name: string): number {
  const parts = pieces(name);
  if (parts.length === 0) return 0;
  const line = (from: number, to: number) =>
    widthEm(
      parts
        .slice(from, to)
        .map((part, index) => (index === 0 ? part.text : part.joiner + part.text))
        .join(''),
    );
  let best = line(0, parts.length);
  for (let split = 1; split < parts.length; split++) {
    best = Math.min(best, Math.max(line(0, split), line(split, parts.length)));
  }
  return Math.ceil(best);
}

/** The widths the CSS tells apart (ui.css): a name needing more than the last shows short below it. */
export const FIT_STEPS_EM = [4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14] as const;

/** The step a name needs ('wide' past the last one), for `data-fit`. */
export function fitStep(name: string): string {
  const need = twoLineWidthEm(name);
  const step = FIT_STEPS_EM.find((em) => need <= em);
  return step === undefined ? 'wide' : String(step);
}
