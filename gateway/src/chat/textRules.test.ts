import { describe, expect, it } from 'vitest';
import { cleanChatText, duplicateFingerprint, hasBlockedLink, lengthProblem, WordFilter } from './textRules';

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

describe('hasBlockedLink', () => {
  it.each([
    'see https://evil.example/x',
    'go to www.bet365.com now',
    'bet888.vip',
    'join t.me/spam',
    'ＢＥＴ８８．ＣＯＭ',
    'bet88。com',
    'bet88 . com',
    'bet88(dot)com',
    'http://192.168.1.1/admin',
    'javascript://alert(1)',
    '1.2.3.4:8080',
  ])('blocks %s', (text) => {
    expect(hasBlockedLink(text)).toBe(true);
  });

  it.each([
    '2.5 goals tonight',
    'what a goal!!! 3-1',
    'e.g. the keeper',
    'Messi vs. Ronaldo',
    'odds 1.85/2.10',
  ])('lets %s through', (text) => {
    expect(hasBlockedLink(text)).toBe(false);
  });

  it('allows the hosts it is told to, and their subdomains', () => {
    expect(hasBlockedLink('highlights at https://pitchside.tv/v/1', ['pitchside.tv'])).toBe(false);
    expect(hasBlockedLink('m.pitchside.tv', ['pitchside.tv'])).toBe(false);
    expect(hasBlockedLink('pitchside.tv.evil.com', ['pitchside.tv'])).toBe(true);
    expect(hasBlockedLink('pitchside.tv and bet.com', ['pitchside.tv'])).toBe(true);
  });
});

describe('WordFilter', () => {
  const filter = new WordFilter();

  it.each([
    'what the fuck',
    'F U C K',
    'fuuuuck this',
    'sh1t',
    'f.u.c.k',
    'đéo hiểu',
    'địt mẹ',
    '傻逼',
    '傻 逼',
    '加 微 信 123',
  ])('blocks %s', (text) => {
    expect(filter.blocks(text)).toBe(true);
  });

  it.each([
    'Scunthorpe United',
    'shitake',
    'a classic',
    'trận này lớn quá',
    'đeo kính',
    '好球！',
    'pass the ball',
  ])('lets %s through', (text) => {
    expect(filter.blocks(text)).toBe(false);
  });

  it('uses the lists it is given', () => {
    const custom = new WordFilter({ en: ['offside trap'], cn: [] });
    expect(custom.blocks('classic offside  trap')).toBe(true);
    expect(custom.blocks('fuck')).toBe(false);
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
