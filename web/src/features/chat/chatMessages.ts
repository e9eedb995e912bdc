// The chat panel's strings, in the i18next namespace `chat`. Errors and notices come from the shared
// contract, so the panel and the gateway word them the same; the rest is the panel's own.
import { CHAT_SERVER_TEXTS, type Locale } from '@pitchside/shared';
import type { i18n as I18n } from 'i18next';

export const CHAT_NAMESPACE = 'chat';

const cn = {
  title: '聊天',
  messageList: '聊天消息',
  connecting: '正在连接聊天室…',
  joinFailed: '聊天室打开失败',
  retry: '重试',
  empty: '还没有消息，来说两句吧',
  placeholder: '说点什么…',
  inputLabel: '聊天消息',
  send: '发送',
  counter: '{{count}}/{{max}}',
  signIn: '登录后聊天',
  signInHint: '登录后即可参与聊天',
  newMessages: '有新消息 ({{count}})',
  moderator: '管理员',
  slowMode: '慢速模式：每 {{seconds}} 秒可发一条',
  actions: '管理 {{nickName}} 的消息',
  delete: '删除',
  mute: '禁言10分钟',
  ban: '禁止发言',
  bullets: '弹幕',
  slowModeControl: '慢速模式',
  slowModeOff: '关闭',
  slowModeOption: '{{seconds}} 秒',
  ...CHAT_SERVER_TEXTS.cn,
};

export type ChatCatalog = typeof cn;

const en: ChatCatalog = {
  title: 'Chat',
  messageList: 'Chat messages',
  connecting: 'Connecting to chat…',
  joinFailed: 'Could not open the chat',
  retry: 'Retry',
  empty: 'No messages yet. Say hello!',
  placeholder: 'Say something…',
  inputLabel: 'Chat message',
  send: 'Send',
  counter: '{{count}}/{{max}}',
  signIn: 'Sign in to chat',
  signInHint: 'Sign in to join the conversation',
  newMessages: 'New messages ({{count}})',
  moderator: 'Mod',
  slowMode: 'Slow mode: one message every {{seconds}} s',
  actions: 'Moderate the message of {{nickName}}',
  delete: 'Delete',
  mute: 'Mute 10 min',
  ban: 'Ban',
  bullets: 'Bullet comments',
  slowModeControl: 'Slow mode',
  slowModeOff: 'Off',
  slowModeOption: '{{seconds}} s',
  ...CHAT_SERVER_TEXTS.en,
};

const vi: ChatCatalog = {
  title: 'Trò chuyện',
  messageList: 'Tin nhắn trò chuyện',
  connecting: 'Đang kết nối phòng chat…',
  joinFailed: 'Không mở được phòng chat',
  retry: 'Thử lại',
  empty: 'Chưa có tin nhắn. Hãy chào mọi người!',
  placeholder: 'Nói gì đó…',
  inputLabel: 'Tin nhắn',
  send: 'Gửi',
  counter: '{{count}}/{{max}}',
  signIn: 'Đăng nhập để chat',
  signInHint: 'Đăng nhập để tham gia trò chuyện',
  newMessages: 'Tin nhắn mới ({{count}})',
  moderator: 'QTV',
  slowMode: 'Chế độ chậm: mỗi {{seconds}} giây một tin',
  actions: 'Quản lý tin nhắn của {{nickName}}',
  delete: 'Xóa',
  mute: 'Cấm chat 10 phút',
  ban: 'Cấm chat',
  bullets: 'Bình luận bay',
  slowModeControl: 'Chế độ chậm',
  slowModeOff: 'Tắt',
  slowModeOption: '{{seconds}} giây',
  ...CHAT_SERVER_TEXTS.vi,
};

export const chatMessages: Record<Locale, ChatCatalog> = { cn, en, vi };

/**
 * Adds the `chat` namespace to an i18next instance (the app's, from web/src/i18n). All three
 * languages at once: they are small and travel with the chat chunk.
 */
export function registerChatMessages(i18n: I18n): void {
  // Before init there is no resource store yet; the app starts i18n before it renders anything.
  if (!i18n.isInitialized) return;
  for (const locale of ['cn', 'en', 'vi'] as const) {
    if (!i18n.hasResourceBundle(locale, CHAT_NAMESPACE)) {
      i18n.addResourceBundle(locale, CHAT_NAMESPACE, chatMessages[locale], true, false);
    }
  }
}
