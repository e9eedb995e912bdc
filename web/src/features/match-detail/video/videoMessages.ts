// The video area's strings (the player, its source, the bullets' settings), in the `detail` namespace
// (t('detail:video.none')): detailMessages.ts joins them with the tabs'.
import type { Locale } from '@pitchside/shared';

const cn = {
  video: {
    unmute: '点击开启声音',
    loading: '视频加载中…',
    error: '视频播放失败',
    ended: '直播已结束',
    none: '本场暂无视频直播',
    offAir: '比赛未在直播',
    quality: '清晰度',
    auto: '自动',
    source: '信号源',
    anchor: '主播 {{name}}',
  },
  bullets: {
    switch: '弹幕',
    settings: '弹幕设置',
    density: '密度',
    low: '稀疏',
    medium: '适中',
    high: '密集',
    opacity: '不透明度',
  },
};

export type VideoCatalog = typeof cn;

const en: VideoCatalog = {
  video: {
    unmute: 'Tap to unmute',
    loading: 'Loading video…',
    error: 'The video could not play',
    ended: 'The stream has ended',
    none: 'No live video for this match',
    offAir: 'Not on air',
    quality: 'Quality',
    auto: 'Auto',
    source: 'Stream',
    anchor: 'Anchor {{name}}',
  },
  bullets: {
    switch: 'Bullet comments',
    settings: 'Bullet comment settings',
    density: 'Density',
    low: 'Sparse',
    medium: 'Normal',
    high: 'Dense',
    opacity: 'Opacity',
  },
};

const vi: VideoCatalog = {
  video: {
    unmute: 'Chạm để bật tiếng',
    loading: 'Đang tải video…',
    error: 'Không phát được video',
    ended: 'Buổi phát đã kết thúc',
    none: 'Trận này không có video trực tiếp',
    offAir: 'Chưa phát sóng',
    quality: 'Chất lượng',
    auto: 'Tự động',
    source: 'Nguồn phát',
    anchor: 'BLV {{name}}',
  },
  bullets: {
    switch: 'Bình luận bay',
    settings: 'Cài đặt bình luận bay',
    density: 'Mật độ',
    low: 'Thưa',
    medium: 'Vừa',
    high: 'Dày',
    opacity: 'Độ mờ',
  },
};

export const VIDEO_MESSAGES: Readonly<Record<Locale, VideoCatalog>> = { cn, en, vi };
