// The mail texts and the log mailer. Mail over a real SMTP server, and the code it carries registering
// an account: accounts/accountsOverSmtp.test.ts.
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { logMailer } from './mailer';
import { codeMailText, noticeMailText } from './templates';

describe('without SMTP', () => {
  it('writes each code to the log in one clear line', async () => {
    const lines: string[] = [];
    const log = pino({ level: 'info' }, { write: (line: string) => lines.push(line) });
    await logMailer(log).sendCode({
      to: 'new@example.com',
      code: '314159',
      purpose: 'register',
      locale: 'en',
      validMinutes: 10,
    });
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0] ?? '{}').msg).toMatch(/^E-MAIL CODE 314159 for new@example\.com \(register\)/);
  });
});

describe('mail text', () => {
  it('exists in cn, en and vi, with the code and its lifetime', () => {
    for (const locale of ['cn', 'en', 'vi'] as const) {
      for (const purpose of ['register', 'login'] as const) {
        const text = codeMailText(locale, purpose, '042917', 10);
        expect(text.subject).toContain('042917');
        expect(text.text).toContain('042917');
        expect(text.text).toContain('10');
      }
    }
    expect(codeMailText('cn', 'login', '1', 10).text).toContain('登录验证码');
    expect(codeMailText('vi', 'register', '1', 10).text).toContain('Mã đăng ký');
  });
});

describe('notice text', () => {
  it('exists in cn, en and vi for each notice, and in all three at once when the language is not known', () => {
    const until = new Date(Date.UTC(2026, 10, 29, 16, 2, 30));
    const notices = [
      { kind: 'codeLocked', until },
      { kind: 'registerTaken' },
      { kind: 'noAccount' },
    ] as const;
    for (const notice of notices) {
      const texts = (['cn', 'en', 'vi'] as const).map((locale) => noticeMailText(locale, notice));
      expect(new Set(texts.map((text) => text.subject)).size).toBe(3);
      const all = noticeMailText(undefined, notice);
      for (const text of texts) {
        expect(all.subject).toContain(text.subject);
        expect(all.text).toContain(text.text);
      }
    }
    for (const locale of ['cn', 'en', 'vi'] as const)
      expect(noticeMailText(locale, notices[0]).text).toContain('2026-11-29 16:02 UTC');
  });
});
