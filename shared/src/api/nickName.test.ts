import { describe, expect, it } from 'vitest';
import {
  defaultNickName,
  isValidNickName,
  NICK_NAME_MAX_LENGTH,
  normalizeNickName,
  showableNickName,
} from './nickName';

describe('nicknames', () => {
  it('e-mails with a bidi override or markup give plain nicknames', () => {
    expect(defaultNickName('\u202Etxt.exe@example.com')).toBe('txt.exe');
    expect(defaultNickName('<img/src=x/onerror=alert(1)>@example.com')).toBe('img/src=x/onerror=alert(1)');
    expect(defaultNickName('a\u200Bd\u2066m\u2069i\uFEFFn@example.com')).toBe('admin');
    expect(defaultNickName('\u202E\u200B@example.com')).toBe('fan');
    expect(defaultNickName('  ＦＡＮ.one@example.com ')).toBe('FAN.one');
  });

  it('keeps letters of every script, emoji and spaces, one line, bounded', () => {
    expect(normalizeNickName('  Nguyễn   Văn\tA ')).toBe('Nguyễn Văn A');
    expect(normalizeNickName('球迷⚽')).toBe('球迷⚽');
    expect(normalizeNickName('محمد')).toBe('محمد');
    expect(normalizeNickName('a\nb\u0000c\u2028d')).toBe('a b c d');
    expect(Array.from(normalizeNickName('球'.repeat(50)))).toHaveLength(NICK_NAME_MAX_LENGTH);
  });

  it('a valid nickname is one normalisation leaves alone', () => {
    expect(isValidNickName('Fan 7')).toBe(true);
    for (const bad of ['', ' x', 'x ', 'a\u202Eb', 'a<b', 'a\u200Db', 'a\u00ADb', 'Ｘ']) {
      expect(isValidNickName(bad), JSON.stringify(bad)).toBe(false);
    }
  });

  it('follows the text rule of everything users write: invisible names, links and blocked words are not shown', () => {
    expect(defaultNickName('\u3164@example.com')).toBe('fan');
    expect(defaultNickName('\u115F\u1160\u2800@example.com')).toBe('fan');
    expect(defaultNickName('a\u034Fd\u{E0078}m\u200Cin@example.com')).toBe('admin');
    expect(defaultNickName('＜b＞x@example.com')).toBe('bx');
    // Stored before the rule: cleaned as it is read.
    expect(showableNickName('scam-site\u2E31xyz')).toBe('fan');
    expect(showableNickName('bet88\u200C.vip')).toBe('fan');
    expect(showableNickName('傻\u3164逼')).toBe('fan');
    expect(showableNickName('Nguyễn Đức 🏴󠁧󠁢󠁥󠁮󠁧󠁿')).toBe('Nguyễn Đức 🏴󠁧󠁢󠁥󠁮󠁧󠁿');
    expect(showableNickName('محمد')).toBe('محمد');
    expect(isValidNickName('\u3164')).toBe(false);
  });
});
