// The offline page's words, in cn, en and vi: the worker writes the page with them when a navigation
// finds no network and no saved shell, and the app shows them while the browser is offline.
import type { Locale } from '@pitchside/shared';

export interface OfflineTexts {
  title: string;
  body: string;
  retry: string;
}

export const OFFLINE_TEXTS: Record<Locale, OfflineTexts> = {
  cn: {
    title: '网络已断开',
    body: '比分、赔率和聊天需要联网，恢复连接后会立即更新。',
    retry: '重试',
  },
  en: {
    title: 'You are offline',
    body: 'Live scores, odds and chat need a connection. They update again as soon as you are back online.',
    retry: 'Try again',
  },
  vi: {
    title: 'Bạn đang ngoại tuyến',
    body: 'Tỷ số trực tiếp, tỷ lệ kèo và trò chuyện cần kết nối mạng. Mọi thứ sẽ cập nhật lại ngay khi có mạng.',
    retry: 'Thử lại',
  },
};
