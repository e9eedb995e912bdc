// The answers the gateway gives on a proxied call by itself, in the product envelope and in the
// caller's language (the `lang` header; cn by default, PRODUCT §9). `bodyTooLarge` is word for word
// the origin's own answer to an oversized body, so a caller cannot tell which of the two refused it.
import { DEFAULT_LOCALE, ERROR_CODES, type Locale, langHeaderToLocale } from '@pitchside/shared';

export type ProxyAnswer = 'bodyTooLarge' | 'originTimeout' | 'originUnavailable' | 'busy';

const TEXTS: Record<Locale, Record<ProxyAnswer, string>> = {
  cn: {
    bodyTooLarge: '请求内容过大',
    originTimeout: '服务器响应超时，请稍后重试',
    originUnavailable: '服务器暂时无法访问，请稍后重试',
    busy: '访问人数过多，请几秒后重试',
  },
  en: {
    bodyTooLarge: 'the request body is too large',
    originTimeout: 'the server took too long to answer, please retry',
    originUnavailable: 'the server cannot be reached right now, please retry',
    busy: 'the site is very busy right now, please retry in a few seconds',
  },
  vi: {
    bodyTooLarge: 'nội dung yêu cầu quá lớn',
    originTimeout: 'máy chủ phản hồi quá lâu, vui lòng thử lại',
    originUnavailable: 'hiện không kết nối được máy chủ, vui lòng thử lại',
    busy: 'trang đang quá tải, vui lòng thử lại sau vài giây',
  },
};

/** HTTP status and envelope code of each answer (docs/API.md, Gateway, HTTP). */
const STATUS: Record<ProxyAnswer, { status: number; code: number }> = {
  bodyTooLarge: { status: 400, code: ERROR_CODES.INVALID_INPUT },
  originTimeout: { status: 504, code: 504 },
  originUnavailable: { status: 502, code: 502 },
  busy: { status: 503, code: 503 },
};

export function proxyAnswerText(answer: ProxyAnswer, lang: string | string[] | undefined): string {
  return TEXTS[langHeaderToLocale(lang) ?? DEFAULT_LOCALE][answer];
}

/** What answering needs of a Fastify reply, whatever server type it was made for. */
type AnswerReply = {
  request: { headers: Record<string, string | string[] | undefined> };
  header(name: string, value: string): unknown;
  code(status: number): { send(payload: unknown): unknown };
};

/** Answers, and hands the reply back (an async hook that answers returns it: Fastify stops there). */
export function sendProxyAnswer<R extends AnswerReply>(reply: R, answer: ProxyAnswer): R {
  const { status, code } = STATUS[answer];
  // A body left unread must not stay on a connection that would be reused.
  if (answer === 'bodyTooLarge') reply.header('connection', 'close');
  reply.code(status).send({ code, msg: proxyAnswerText(answer, reply.request.headers.lang), data: null });
  return reply;
}
