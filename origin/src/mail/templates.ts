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
