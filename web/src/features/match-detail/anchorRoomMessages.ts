// What the match page's player says about an anchor's room (issue 30 §1), in cn, en and vi.
import { type FeatureMessages, useMessages } from '../../i18n/featureMessages';

const cn = {
  anchorLive: {
    offline: '主播暂未开播。主播回来后，直播会自动继续播放。',
  },
};

const en: typeof cn = {
  anchorLive: {
    offline: 'The anchor is offline. The stream picks up by itself when they are back.',
  },
};

const vi: typeof cn = {
  anchorLive: {
    offline: 'Bình luận viên đang ngoại tuyến. Luồng sẽ tự phát lại khi họ quay lại.',
  },
};

export const anchorRoomMessages: FeatureMessages<typeof cn> = { cn, en, vi };

/** Call in each component that reads `anchorLive.*`. */
export const useAnchorRoomMessages = (): void => useMessages(anchorRoomMessages);
