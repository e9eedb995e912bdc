import type { Locale } from '@pitchside/shared';

export type CodePurpose = 'register' | 'login';

export interface MailText {
  subject: string;
  text: string;
}

/** The e-mail code mail in the three product languages. */
export function codeMailText(
  locale: Locale,
  purpose: CodePurpose,
  code: string,
  validMinutes: number,
): MailText {
  switch (locale) {
    case 'cn':
      return {
        subject: `Pitchside ${purpose === 'register' ? '注册' : '登录'}验证码：${code}`,
        text: [
          `您的${purpose === 'register' ? '注册' : '登录'}验证码是：${code}`,
          '',
          `验证码 ${validMinutes} 分钟内有效，只能使用一次。`,
          '如果这不是您本人的操作，请忽略这封邮件。',
        ].join('\n'),
      };
    case 'vi':
      return {
        subject: `Mã ${purpose === 'register' ? 'đăng ký' : 'đăng nhập'} Pitchside: ${code}`,
        text: [
          `Mã ${purpose === 'register' ? 'đăng ký' : 'đăng nhập'} của bạn là: ${code}`,
          '',
          `Mã có hiệu lực trong ${validMinutes} phút và chỉ dùng được một lần.`,
          'Nếu bạn không yêu cầu mã này, hãy bỏ qua email này.',
        ].join('\n'),
      };
    default:
      return {
        subject: `Your Pitchside ${purpose === 'register' ? 'sign-up' : 'sign-in'} code: ${code}`,
        text: [
          `Your ${purpose === 'register' ? 'sign-up' : 'sign-in'} code is: ${code}`,
          '',
          `It is valid for ${validMinutes} minutes and can be used once.`,
          'If you did not ask for it, ignore this e-mail.',
        ].join('\n'),
      };
  }
}

/** Mails the owner of an address did not ask for, about what was asked in its name. */
export type Notice =
  /** The day's cap of wrong e-mail codes was reached: code sign-in is locked until `until`. */
  | { kind: 'codeLocked'; until: Date }
  /** A sign-up code was asked for an address that already has an account: no code was sent. */
  | { kind: 'registerTaken' }
  /** A sign-in code was asked for an address that has no account: no code was sent. */
  | { kind: 'noAccount' };

/** `2026-11-29 16:02 UTC`: a time every reader can place, whatever their zone. */
function utcMinute(at: Date): string {
  return `${at.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
}

function noticeIn(locale: Locale, notice: Notice): MailText {
  switch (locale) {
    case 'cn':
      switch (notice.kind) {
        case 'codeLocked':
          return {
            subject: 'Pitchside：邮箱验证码登录已暂停',
            text: [
              `您的账号一天内收到过多错误的邮箱验证码，验证码登录已暂停至 ${utcMinute(notice.until)}。`,
              '没有人用这些验证码登录成功。密码登录不受影响。',
              '如果这不是您本人的操作，说明有人在尝试登录您的账号：请使用一个安全的密码。',
            ].join('\n'),
          };
        case 'registerTaken':
          return {
            subject: 'Pitchside：有人尝试用您的邮箱注册',
            text: [
              '有人请求用这个邮箱注册 Pitchside 账号，但它已经有账号了。我们没有发送验证码，您的账号没有任何变化。',
              '如果是您本人，请直接登录（密码或邮箱验证码）。如果不是，请忽略这封邮件。',
            ].join('\n'),
          };
        default:
          return {
            subject: 'Pitchside：这个邮箱还没有账号',
            text: [
              '有人请求用这个邮箱登录 Pitchside，但这个邮箱还没有注册账号，所以没有发送验证码。',
              '如果是您本人，请先注册。如果不是，请忽略这封邮件。',
            ].join('\n'),
          };
      }
    case 'vi':
      switch (notice.kind) {
        case 'codeLocked':
          return {
            subject: 'Pitchside: đăng nhập bằng mã email đã tạm dừng',
            text: [
              `Tài khoản của bạn đã nhận quá nhiều mã email sai trong một ngày, nên đăng nhập bằng mã được tạm dừng đến ${utcMinute(notice.until)}.`,
              'Không ai đăng nhập được bằng các mã đó. Đăng nhập bằng mật khẩu vẫn hoạt động.',
              'Nếu đó không phải là bạn, có người đang cố vào tài khoản của bạn: hãy dùng một mật khẩu an toàn.',
            ].join('\n'),
          };
        case 'registerTaken':
          return {
            subject: 'Pitchside: có người thử đăng ký bằng email của bạn',
            text: [
              'Có người yêu cầu đăng ký tài khoản Pitchside bằng email này, nhưng email đã có tài khoản. Chúng tôi không gửi mã và tài khoản của bạn không thay đổi.',
              'Nếu đó là bạn, hãy đăng nhập (bằng mật khẩu hoặc mã email). Nếu không, hãy bỏ qua email này.',
            ].join('\n'),
          };
        default:
          return {
            subject: 'Pitchside: email này chưa có tài khoản',
            text: [
              'Có người yêu cầu mã đăng nhập Pitchside cho email này, nhưng email chưa có tài khoản nên không có mã nào được gửi.',
              'Nếu đó là bạn, hãy đăng ký trước. Nếu không, hãy bỏ qua email này.',
            ].join('\n'),
          };
      }
    default:
      switch (notice.kind) {
        case 'codeLocked':
          return {
            subject: 'Pitchside: sign-in by e-mail code is paused',
            text: [
              `Your account got too many wrong e-mail codes in a day, so sign-in by code is paused until ${utcMinute(notice.until)}.`,
              'Nobody signed in with them. Sign-in by password still works.',
              'If it was not you, someone is trying to get into your account: use a strong password.',
            ].join('\n'),
          };
        case 'registerTaken':
          return {
            subject: 'Pitchside: someone tried to sign up with your e-mail',
            text: [
              'Someone asked to sign up for Pitchside with this e-mail address, which already has an account. No code was sent and nothing changed.',
              'If it was you, sign in instead (by password or e-mail code). If not, ignore this e-mail.',
            ].join('\n'),
          };
        default:
          return {
            subject: 'Pitchside: this e-mail has no account',
            text: [
              'Someone asked for a Pitchside sign-in code for this e-mail address, but it has no account, so no code was sent.',
              'If it was you, sign up first. If not, ignore this e-mail.',
            ].join('\n'),
          };
      }
  }
}

const NOTICE_LOCALES: readonly Locale[] = ['cn', 'en', 'vi'];

/** A notice in `locale`; in all three languages, one after the other, when the language is not known. */
export function noticeMailText(locale: Locale | undefined, notice: Notice): MailText {
  if (locale) return noticeIn(locale, notice);
  const each = NOTICE_LOCALES.map((one) => noticeIn(one, notice));
  return {
    subject: each.map((text) => text.subject).join(' / '),
    text: each.map((text) => text.text).join('\n\n---\n\n'),
  };
}
