/**
 * Messages of the origin's answers (`msg`), in the three product languages (PRODUCT.md §1).
 * The PRODUCT.md §5 and §8 wordings are kept as the product states them.
 */
import { DEFAULT_LOCALE, type Locale, langHeaderToLocale } from '@pitchside/shared';

export type { Locale };

const en = {
  ok: 'success',
  invalidInput: 'invalid input: {field}',
  invalidBody: 'the request body is not valid JSON',
  bodyTooLarge: 'the request body is too large',
  bodyNotObject: 'the request body must be a JSON object',
  emailInvalid: 'please enter valid email first',
  passwordRequired: 'please input password',
  passwordFormat: 'the password must be sent as a lowercase MD5 hash',
  ackPasswordRequired: 'please confirm the password',
  passwordsMismatch: 'passwords do not match',
  codeRequired: 'please input the e-mail code',
  loginTypeInvalid: 'sign-in type must be 1 (password) or 2 (e-mail code)',
  codeTypeInvalid: 'code type must be 1 (register) or 2 (sign in)',
  feedbackRequired: 'please write your feedback',
  textControlCharacters: 'the text contains characters that cannot be sent, such as control characters',
  accessKeyInvalid: 'invalid access key',
  signatureInvalid: 'request signature is invalid',
  timestampStale: 'request timestamp is stale or in the future; check the device clock',
  requestReplayed: 'this request was already received',
  signInRequired: 'please sign in',
  tokenInvalid: 'your sign-in has expired, please sign in again',
  rateLimited: 'too many requests, please retry in {seconds} s',
  signInSlowed:
    'too many wrong passwords from here, please retry in {seconds} s or sign in with an e-mail code',
  accountSlowed:
    'too many wrong passwords for this account, please retry in {seconds} s or sign in with an e-mail code',
  codeGuessesSlowed: 'too many wrong e-mail codes for this e-mail, please retry in {seconds} s',
  codeGuessesLocked:
    'too many wrong e-mail codes for this e-mail today: codes are refused until {until}; a password still signs in',
  notFound: 'not found: {path}',
  serverError: 'something went wrong on our side, please retry',
  mailFailed: 'the e-mail could not be sent, please retry',
  accountOrPasswordError: 'account or password error',
  notRegistered: 'account not registered',
  alreadyRegistered: 'this e-mail is already registered',
  codeWrong: 'the e-mail code is wrong or has expired',
  codeTooSoon: 'please wait {seconds} s before asking for a new code',
  sliderRequired: 'please complete the slider verification first',
  sliderFailed: 'verify failed',
  codeTooManyTries: 'too many wrong codes, please ask for a new one',
  loginSuccess: 'login success',
  registerSuccess: 'registration success',
  codeSent: 'captcha sent',
  sliderPassed: 'verified',
  logoutSuccess: 'logout success',
  feedbackReceived: 'thank you for your feedback',
  followLimit: 'you can follow at most {max} teams and competitions; unfollow one first',
  roomNeeded: 'make your room first',
  roomTitleInvalid: 'the room title must be 1 to {max} characters',
  roomTitleLink: 'the room title may not hold a link',
  roomTitleWord: 'the room title holds a word that is not allowed',
  roomMatchUnknown: 'no such match: choose a match from the schedule',
} as const;

export type MessageKey = keyof typeof en;

const cn: Record<MessageKey, string> = {
  ok: '成功',
  invalidInput: '输入无效：{field}',
  invalidBody: '请求内容不是有效的 JSON',
  bodyTooLarge: '请求内容过大',
  bodyNotObject: '请求内容必须是 JSON 对象',
  emailInvalid: '请先输入有效的邮箱',
  passwordRequired: '请输入密码',
  passwordFormat: '密码须以小写 MD5 形式发送',
  ackPasswordRequired: '请再次输入密码',
  passwordsMismatch: '两次输入的密码不一致',
  codeRequired: '请输入邮箱验证码',
  loginTypeInvalid: '登录方式须为 1（密码）或 2（邮箱验证码）',
  codeTypeInvalid: '验证码类型须为 1（注册）或 2（登录）',
  feedbackRequired: '请填写反馈内容',
  textControlCharacters: '文本中含有无法发送的字符（如控制字符）',
  accessKeyInvalid: '访问密钥无效',
  signatureInvalid: '请求签名无效',
  timestampStale: '请求时间戳已过期或超前，请检查设备时间',
  requestReplayed: '该请求已被处理过',
  signInRequired: '请先登录',
  tokenInvalid: '登录已失效，请重新登录',
  rateLimited: '请求过于频繁，请 {seconds} 秒后重试',
  signInSlowed: '此处密码错误次数过多，请 {seconds} 秒后重试，或使用邮箱验证码登录',
  accountSlowed: '该账号密码错误次数过多，请 {seconds} 秒后重试，或使用邮箱验证码登录',
  codeGuessesSlowed: '该邮箱的验证码错误次数过多，请 {seconds} 秒后重试',
  codeGuessesLocked: '该邮箱今天的验证码错误次数过多：{until} 之前不再接受验证码；密码仍可登录',
  notFound: '未找到：{path}',
  serverError: '服务器出错了，请重试',
  mailFailed: '邮件发送失败，请重试',
  accountOrPasswordError: '账号或密码错误',
  notRegistered: '账号未注册',
  alreadyRegistered: '该邮箱已注册',
  codeWrong: '邮箱验证码错误或已过期',
  codeTooSoon: '请等待 {seconds} 秒后再获取验证码',
  sliderRequired: '请先完成滑块验证',
  sliderFailed: '验证失败',
  codeTooManyTries: '验证码错误次数过多，请重新获取',
  loginSuccess: '登录成功',
  registerSuccess: '注册成功',
  codeSent: '验证码已发送',
  sliderPassed: '验证通过',
  logoutSuccess: '退出成功',
  feedbackReceived: '感谢您的反馈',
  followLimit: '最多可关注 {max} 支球队和赛事，请先取消关注一些',
  roomNeeded: '请先创建您的直播间',
  roomTitleInvalid: '直播间标题需为 1 到 {max} 个字符',
  roomTitleLink: '直播间标题不能包含链接',
  roomTitleWord: '直播间标题含有不允许使用的词语',
  roomMatchUnknown: '没有这场比赛，请从赛程中选择',
};

const vi: Record<MessageKey, string> = {
  ok: 'thành công',
  invalidInput: 'dữ liệu không hợp lệ: {field}',
  invalidBody: 'nội dung yêu cầu không phải JSON hợp lệ',
  bodyTooLarge: 'nội dung yêu cầu quá lớn',
  bodyNotObject: 'nội dung yêu cầu phải là một đối tượng JSON',
  emailInvalid: 'vui lòng nhập email hợp lệ trước',
  passwordRequired: 'vui lòng nhập mật khẩu',
  passwordFormat: 'mật khẩu phải được gửi dưới dạng mã băm MD5 chữ thường',
  ackPasswordRequired: 'vui lòng xác nhận mật khẩu',
  passwordsMismatch: 'mật khẩu không khớp',
  codeRequired: 'vui lòng nhập mã xác minh email',
  loginTypeInvalid: 'kiểu đăng nhập phải là 1 (mật khẩu) hoặc 2 (mã email)',
  codeTypeInvalid: 'loại mã phải là 1 (đăng ký) hoặc 2 (đăng nhập)',
  feedbackRequired: 'vui lòng nhập nội dung góp ý',
  textControlCharacters: 'văn bản chứa ký tự không thể gửi, chẳng hạn ký tự điều khiển',
  accessKeyInvalid: 'khóa truy cập không hợp lệ',
  signatureInvalid: 'chữ ký yêu cầu không hợp lệ',
  timestampStale: 'dấu thời gian của yêu cầu đã cũ hoặc ở tương lai; hãy kiểm tra đồng hồ thiết bị',
  requestReplayed: 'yêu cầu này đã được nhận trước đó',
  signInRequired: 'vui lòng đăng nhập',
  tokenInvalid: 'phiên đăng nhập đã hết hạn, vui lòng đăng nhập lại',
  rateLimited: 'quá nhiều yêu cầu, vui lòng thử lại sau {seconds} giây',
  signInSlowed:
    'nhập sai mật khẩu quá nhiều lần từ đây, vui lòng thử lại sau {seconds} giây hoặc đăng nhập bằng mã email',
  accountSlowed:
    'tài khoản này bị nhập sai mật khẩu quá nhiều lần, vui lòng thử lại sau {seconds} giây hoặc đăng nhập bằng mã email',
  codeGuessesSlowed: 'email này bị nhập sai mã quá nhiều lần, vui lòng thử lại sau {seconds} giây',
  codeGuessesLocked:
    'email này bị nhập sai mã quá nhiều lần hôm nay: mã sẽ bị từ chối đến {until}; vẫn đăng nhập được bằng mật khẩu',
  notFound: 'không tìm thấy: {path}',
  serverError: 'máy chủ gặp sự cố, vui lòng thử lại',
  mailFailed: 'không gửi được email, vui lòng thử lại',
  accountOrPasswordError: 'tài khoản hoặc mật khẩu không đúng',
  notRegistered: 'tài khoản chưa được đăng ký',
  alreadyRegistered: 'email này đã được đăng ký',
  codeWrong: 'mã xác minh email sai hoặc đã hết hạn',
  codeTooSoon: 'vui lòng đợi {seconds} giây trước khi yêu cầu mã mới',
  sliderRequired: 'vui lòng hoàn thành xác minh thanh trượt trước',
  sliderFailed: 'xác minh thất bại',
  codeTooManyTries: 'nhập sai mã quá nhiều lần, vui lòng yêu cầu mã mới',
  loginSuccess: 'đăng nhập thành công',
  registerSuccess: 'đăng ký thành công',
  codeSent: 'đã gửi mã xác minh',
  sliderPassed: 'đã xác minh',
  logoutSuccess: 'đăng xuất thành công',
  feedbackReceived: 'cảm ơn bạn đã góp ý',
  followLimit: 'bạn chỉ có thể theo dõi tối đa {max} đội và giải đấu; hãy bỏ theo dõi bớt trước',
  roomNeeded: 'hãy tạo phòng của bạn trước',
  roomTitleInvalid: 'tiêu đề phòng phải dài từ 1 đến {max} ký tự',
  roomTitleLink: 'tiêu đề phòng không được chứa liên kết',
  roomTitleWord: 'tiêu đề phòng có từ không được phép dùng',
  roomMatchUnknown: 'không có trận này: hãy chọn một trận trong lịch thi đấu',
};

export const MESSAGES: Record<Locale, Record<MessageKey, string>> = { cn, en, vi };

export type MessageParams = Record<string, string | number>;

export function translate(locale: Locale, key: MessageKey, params: MessageParams = {}): string {
  return MESSAGES[locale][key].replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}

/** The `lang` header carries zh | en | vi (cn is sent as zh, PRODUCT.md §7); cn when absent. */
export function localeFromLangHeader(header: string | string[] | undefined): Locale {
  return langHeaderToLocale(header) ?? DEFAULT_LOCALE;
}
