import { describe, expect, it } from 'vitest';
import { cleanUserText, hasBlockedLink, hasVisibleText, userTextProblem, WordFilter } from './userText';

const rule = { max: 200 };

describe('the text rule: what is kept is what a reader sees', () => {
  // The chat bypasses found in the hardening review (docs/API.md "Text rules"): each hid a link.
  it.each([
    ['ZWNJ before the dot', 'scam-site\u200C.xyz'],
    ['ZWNJ inside the TLD', 'scam-site.x\u200Cyz'],
    ['ZWNJ inside the scheme', 'https\u200C://scam.example'],
    ['combining grapheme joiner', 'scam-site\u034F.xyz'],
    ['a tag character', 'scam-site.\u{E0078}xyz'],
    ['word separator middle dot', 'scam-site\u2E31xyz'],
    ['hyphenation point', 'scam-site\u2027xyz'],
  ])('a link disguised by %s is a link', (_how, text) => {
    expect(hasBlockedLink(text)).toBe(true);
    expect(userTextProblem(cleanUserText(text), rule)).toBe('link');
  });

  it.each([
    ['full-width full stop', 'scam-site\uFF0Exyz'],
    ['ideographic full stop', 'scam-site\u3002xyz'],
    ['small full stop', 'scam-site\uFE52xyz'],
    ['halfwidth ideographic full stop', 'scam-site\uFF61xyz'],
    ['one dot leader', 'scam-site\u2024xyz'],
    ['katakana middle dot', 'scam-site\u30FBxyz'],
    ['bullet', 'scam-site\u2022xyz'],
    ['dot operator', 'scam-site\u22C5xyz'],
    ['a spaced full stop', 'scam-site 。 xyz'],
    ['an accent on the TLD', 'scam-site.x\u0301yz'],
    ['a variation selector', 'scam-site.\uFE0Fxyz'],
    ['a Hangul filler', 'www\u3164.scam.example'],
  ])('so is one disguised by a %s', (_how, text) => {
    expect(hasBlockedLink(text)).toBe(true);
  });

  it.each([
    ['a lone ZWNJ', '\u200C'],
    ['the Hangul filler', '\u3164'],
    ['the halfwidth Hangul filler', '\uFFA0'],
    ['the empty braille cell', '\u2800'],
    ['the Hangul choseong and jungseong fillers', '\u115F\u1160'],
    ['tag characters', '\u{E0067}\u{E0062}\u{E007F}'],
    ['a language tag', '\u{E0001}\u{E0065}\u{E006E}'],
    ['inhibit symmetric swapping', '\u206A'],
    ['the deprecated format characters', '\u206A\u206B\u206C\u206D\u206E\u206F'],
    ['interlinear annotation characters', '\uFFF9\uFFFA\uFFFB'],
    ['bidi controls', '\u202E\u2066\u2069\u200F'],
    ['variation selectors alone', '\uFE0F\u{E0100}'],
    ['the Mongolian vowel separator and free variation selectors', '\u180E\u180B\u180F'],
    ['a combining grapheme joiner', '\u034F'],
    ['fillers and spaces', ' \u3164 \u2800\u00A0\u3000'],
  ])('a message of only %s shows nothing, and is refused as empty', (_what, text) => {
    const clean = cleanUserText(text);
    expect(hasVisibleText(clean)).toBe(false);
    expect(userTextProblem(clean, rule)).toBe('empty');
  });

  it.each([
    ['a ZWJ family', '👨‍👩‍👧'],
    ['skin tones', '👍🏽 👩🏽‍💻'],
    ['a flag with a ZWJ and a selector', '🏳️‍🌈'],
    ['a heart with its selector', '❤️'],
    ['a keycap', '1️⃣'],
    ["England's flag", '🏴󠁧󠁢󠁥󠁮󠁧󠁿'],
    ["Scotland's and Wales's flags", '🏴󠁧󠁢󠁳󠁣󠁴󠁿🏴󠁧󠁢󠁷󠁬󠁳󠁿'],
    ['Chinese with its punctuation', '好球！这脚射门太漂亮了，国足加油。'],
    ['Vietnamese with its diacritics', 'Nguyễn Quang Hải ghi bàn, Việt Nam vô địch'],
    ['an Arabic name', 'محمد صلاح'],
    ['a Hebrew name', 'מנור סולומון'],
    ['Persian with its ZWNJ', 'می\u200Cخواهم'],
    ['a CJK ideograph with its variation selector', '葛\u{E0100}城'],
  ])('%s survives as written', (_what, text) => {
    expect(cleanUserText(text)).toBe(text.normalize('NFC'));
    expect(userTextProblem(cleanUserText(text), rule)).toBeNull();
  });

  it('takes out what hides inside words, and what a picture does not need', () => {
    expect(cleanUserText('a\u202Egnp.exe\u200B')).toBe('agnp.exe');
    expect(cleanUserText('ad\u200Dmin')).toBe('admin');
    expect(cleanUserText('go\u{E0041}al')).toBe('goal');
    expect(cleanUserText('a\uFE0Fb')).toBe('ab');
    // A ZWJ beside an emoji but not between two is no emoji sequence.
    expect(cleanUserText('⚽\u200Dgoal')).toBe('⚽goal');
    // A black flag with a stray tag is the flag alone.
    expect(cleanUserText('🏴\u{E0078}x')).toBe('🏴x');
    expect(cleanUserText('a\u3164b\u2800c')).toBe('a b c');
    expect(cleanUserText('  one\n\ntwo\t ')).toBe('one two');
  });

  it('flattens combining-mark piles but keeps what Vietnamese needs', () => {
    expect(cleanUserText('a\u0301\u0302\u0303\u0304\u0305')).toBe('\u00E1\u0302\u0303');
    expect(cleanUserText('Việt')).toBe('Việt');
  });

  it('NFKC, for nicknames, folds look-alikes', () => {
    expect(cleanUserText('ＦＡＮ', 'NFKC')).toBe('FAN');
    expect(cleanUserText('ＦＡＮ')).toBe('ＦＡＮ');
  });
});

describe('links as the reader sees them', () => {
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
    'Bóng đá • Live',
    'Premier League · live',
    '迈克尔·欧文',
    '好球。再来一个',
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

describe('blocked words as the reader sees them', () => {
  const filter = new WordFilter();
  it('are found through invisible characters', () => {
    expect(filter.blocks('f\u200Cuck')).toBe(true);
    expect(filter.blocks('傻\u3164逼')).toBe(true);
    expect(filter.blocks('đ\u034Féo')).toBe(true);
  });

  it('refuses them under the rule', () => {
    expect(userTextProblem(cleanUserText('赌球 群'), rule)).toBe('word');
    expect(userTextProblem(cleanUserText('x'.repeat(61)), { max: 60 })).toBe('too_long');
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
