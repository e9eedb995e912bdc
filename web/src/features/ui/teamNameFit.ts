// How wide a team's name needs its box to be to show in two lines at most, estimated from its letters
// so the page renders the same on every run (no measuring): the CSS then shows the full name in a box
// at least that wide, and the short name (Gladbach, Wolves, 国安) in a narrower one (styles.css).
// Small on purpose: it is part of the phone's first download (bench:web).

/** From here on, Chinese, Japanese and Korean characters and full-width forms: one em each, and a line may break between any two. */
const WIDE_SCRIPTS = '\u2e80';

/** A letter's width in em in the sans-serif faces the site uses (a little generous on purpose). */
function letterEm(letter: string): number {
  if (letter >= WIDE_SCRIPTS) return 1;
  if ("iljtfrI.,:;'’!|()- ".includes(letter)) return 0.34;
  if ('mwMW@'.includes(letter)) return 0.95;
  return letter === letter.toLowerCase() ? 0.6 : 0.72;
}

/** A text's width in em on one line. */
export const widthEm = (text: string) => Array.from(text).reduce((sum, letter) => sum + letterEm(letter), 0);

/**
 * The narrowest box, in em, that holds `name` in two lines or fewer, breaking only where a line may
 * break: between words, after a hyphen (Saint-|Germain), anywhere in Chinese. Rounded up to a whole em.
 */
export function twoLineWidthEm(name: string): number {
  // Each piece with what joins it to the one before: a space between words, nothing inside one.
  const pieces = name
    .trim()
    .split(/\s+/)
    .flatMap((word, index) =>
      (word.match(/[\u2e80-\uffff]|[^\u2e80-\uffff-]+-?|-/g) ?? []).map((text, at) =>
        at === 0 && index > 0 ? ` ${text}` : text,
      ),
    );
  const line = (from: number, to: number) => widthEm(pieces.slice(from, to).join('').trim());
  let best = line(0, pieces.length);
  for (let split = 1; split < pieces.length; split++) {
    best = Math.min(best, Math.max(line(0, split), line(split, pieces.length)));
  }
  return Math.ceil(best);
}

/** The steps of width the CSS tells apart (styles.css), in em: 4 to 14, and 'wide' past them. */
export const FIT_STEPS_EM = [4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14] as const;

/** The step a name needs, for `data-fit`: a name in a box narrower than its step shows short. */
export function fitStep(name: string): string {
  const need = Math.max(4, twoLineWidthEm(name));
  return need > 14 ? 'wide' : String(need);
}

/** A word's estimate is raised by a sixth (wordStep). */
const WORD_MARGIN = 7 / 6;

/**
 * The step of the name's longest word (a word breaks nowhere, `twoLineWidthEm` above), for `data-word`:
 * where a box is narrower than that word and no shorter name is left to show, the stylesheet sets the
 * name smaller until the word fits, rather than breaking it ("Wolverhampto|n"). '' for a name whose
 * words fit any box (Chinese breaks anywhere), the last step for one wider still.
 */
export function wordStep(name: string): string {
  const words = name.split(/[\s-]+/).filter((word) => word !== '' && !/[\u2e80-\uffff]/.test(word));
  // A word has no second line to take up an estimate's error: a sixth more, for the wider faces a phone
  // may draw it in (DejaVu Sans sets "Bournemouth" wider than 7.4 em where the estimate says 6.6).
  const widest = Math.ceil(Math.max(0, ...words.map(widthEm)) * WORD_MARGIN);
  if (widest <= FIT_STEPS_EM[0]) return '';
  return String(Math.min(widest, FIT_STEPS_EM[FIT_STEPS_EM.length - 1] ?? widest));
}
