import { describe, expect, it } from 'vitest';
import { cleanChatText, duplicateFingerprint, lengthProblem } from './textRules';

describe('cleanChatText', () => {
  it('keeps one line of visible text', () => {
    expect(cleanChatText('  hello\n\n  world\t ')).toBe('hello world');
    expect(cleanChatText('a\u202Egnp.exe\u200B')).toBe('agnp.exe');
    expect(cleanChatText('\u0000\u0007')).toBe('');
  });

  it('keeps Vietnamese diacritics and emoji sequences but flattens zalgo piles', () => {
    expect(cleanChatText('Việt Nam vô địch 👨‍👩‍👧')).toBe('Việt Nam vô địch 👨‍👩‍👧');
    expect(cleanChatText('a\u0301\u0302\u0303\u0304\u0305')).toBe('\u00E1\u0302\u0303');
  });
});

describe('lengthProblem', () => {
  it('counts code points against the 200 limit', () => {
    expect(lengthProblem('')).toBe('empty');
    expect(lengthProblem('球'.repeat(200))).toBeNull();
    expect(lengthProblem('⚽'.repeat(200))).toBeNull();
    expect(lengthProblem('x'.repeat(201))).toBe('too_long');
  });
});

describe('duplicateFingerprint', () => {
  it('treats case, punctuation and stretched letters as the same message', () => {
    expect(duplicateFingerprint('GOAL!!!')).toBe(duplicateFingerprint('goal'));
    expect(duplicateFingerprint('gooooal')).toBe(duplicateFingerprint('Goal'));
    expect(duplicateFingerprint('goal')).not.toBe(duplicateFingerprint('what a goal'));
    expect(duplicateFingerprint('⚽⚽')).not.toBe(duplicateFingerprint('🔥🔥'));
  });
});
