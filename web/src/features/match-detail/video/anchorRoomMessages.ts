// What the players of an anchor's room (the match page's, the anchors list's) say about it, in cn, en and vi.
import { type FeatureMessages, useMessages } from '../../../i18n/featureMessages';

const cn = {
  anchorLive: {
    offline: '主播暂未开播。主播回来后，直播会自动继续播放。',
    player: '主播直播间',
    notFound: '找不到这个直播间。',
    toMatch: '查看比赛',
    close: '关闭播放器',
  },
};

const en: typeof cn = {
  anchorLive: {
    offline: 'The anchor is offline. The stream picks up by itself when they are back.',
    player: "Anchor's room",
    notFound: 'This room does not exist.',
    toMatch: 'See the match',
    close: 'Close the player',
  },
};

const vi: typeof cn = {
  anchorLive: {
    offline: 'Bình luận viên đang ngoại tuyến. Luồng sẽ tự phát lại khi họ quay lại.',
    player: 'Phòng của bình luận viên',
    notFound: 'Không tìm thấy phòng này.',
    toMatch: 'Xem trận đấu',
    close: 'Đóng trình phát',
  },
};

export const anchorRoomMessages: FeatureMessages<typeof cn> = { cn, en, vi };

/** Call in each component that reads `anchorLive.*`. */
export const useAnchorRoomMessages = (): void => useMessages(anchorRoomMessages);
