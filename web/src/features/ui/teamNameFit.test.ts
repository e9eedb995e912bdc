import { describe, expect, it } from 'vitest';
import { FIT_STEPS_EM, fitStep, twoLineWidthEm, wordStep } from './teamNameFit';

describe('how wide a team name needs its box', () => {
  it('breaks a long name between its words, at the split that leaves the shorter lines', () => {
    // "Borussia" over "Mönchengladbach": the box is as wide as the longer word.
    expect(twoLineWidthEm('Borussia Mönchengladbach')).toBe(twoLineWidthEm('Mönchengladbach'));
    expect(twoLineWidthEm('Wolverhampton Wanderers')).toBe(twoLineWidthEm('Wolverhampton'));
    expect(twoLineWidthEm('Sanfrecce Hiroshima')).toBe(
      Math.max(twoLineWidthEm('Sanfrecce'), twoLineWidthEm('Hiroshima')),
    );
  });

  it('lets a line end after a hyphen', () => {
    // "Paris Saint-" over "Germain" is narrower than any split of the same name without the hyphen.
    expect(twoLineWidthEm('Paris Saint-Germain')).toBeLessThan(twoLineWidthEm('Paris SaintGermain'));
  });

  it('lets Chinese break anywhere: half of the name per line', () => {
    expect(twoLineWidthEm('门兴格拉德巴赫')).toBe(4);
    expect(twoLineWidthEm('国安')).toBe(1);
  });

  it('needs more room for a longer word, and none for no name', () => {
    expect(twoLineWidthEm('Mönchengladbach')).toBeGreaterThan(twoLineWidthEm('Gladbach'));
    expect(twoLineWidthEm('  ')).toBe(0);
  });

  it('names the step of the stylesheet a name needs, "wide" past the last one', () => {
    expect(fitStep('FC')).toBe(String(FIT_STEPS_EM[0]));
    expect(Number(fitStep('Mönchengladbach'))).toBe(twoLineWidthEm('Mönchengladbach'));
    expect(fitStep('Wolverhamptonwandererswolverhampton')).toBe('wide');
  });

  it('names the step of the longest word, which a line never breaks', () => {
    expect(wordStep('Wolverhampton Wanderers')).toBe(wordStep('Wolverhampton'));
    // With room to spare: a word has no second line to take up the estimate's error.
    expect(Number(wordStep('Bournemouth'))).toBeGreaterThan(twoLineWidthEm('Bournemouth'));
    expect(wordStep('AFC Bournemouth')).toBe(wordStep('Bournemouth'));
    // Words of a hyphenated name are apart: a line may end after the hyphen.
    expect(wordStep('Paris Saint-Germain')).toBe(wordStep('Germain'));
    // Short words and Chinese need no step; an endless word gets the last one.
    expect(wordStep('FC Ulm')).toBe('');
    expect(wordStep('门兴格拉德巴赫')).toBe('');
    expect(wordStep('Wolverhamptonwandererswolverhampton')).toBe(String(FIT_STEPS_EM.at(-1)));
  });
});
