// The live tab's strings (the match centre: timeline, momentum, stats, a period table), in the
// `detail` namespace (t('detail:stats')): detailMessages.ts joins them with the other tabs'.
import type { Locale } from '@pitchside/shared';

const cn = {
  stats: '技术统计',
  statGroups: {
    top: '主要数据',
    shots: '射门',
    attack: '进攻',
    passes: '传球',
    defence: '防守',
    discipline: '纪律',
  },
  momentum: {
    title: '攻势图',
    label: '攻势图：{{home}} 在上，{{away}} 在下',
  },
  model: {
    simulated: '模拟',
    hint: '数据中没有这一项：围绕真实事件模拟生成。',
  },
  info: {
    ground: '球场',
    attendance: '观众',
    referee: '主裁判',
  },
  events: {
    none: '暂无事件',
    goal: '进球',
    penalty: '点球',
    own: '乌龙球',
    substitute: '换人',
    missed: '点球未进',
    corner: '角球',
    yellow: '黄牌',
    red: '红牌',
    yellowred: '两黄变红',
    var: 'VAR',
    startstop: '开场/结束',
  },
  eventNotes: {
    kickOff: '比赛开始',
    secondHalf: '下半场开始',
    extraTime: '加时赛开始',
    halfTime: '半场结束',
    fullTime: '全场结束',
    shootout: '点球大战开始',
    abandoned: '比赛中止',
    goalConfirmed: '进球有效',
    noPenalty: '不判点球',
  },
  periods: { title: '各节比分', total: '总分', series: '总比分' },
};

export type CentreCatalog = typeof cn;

const en: CentreCatalog = {
  stats: 'Stats',
  statGroups: {
    top: 'Top stats',
    shots: 'Shots',
    attack: 'Attack',
    passes: 'Passes',
    defence: 'Defence',
    discipline: 'Discipline',
  },
  momentum: {
    title: 'Momentum',
    label: 'Momentum: {{home}} above, {{away}} below',
  },
  model: {
    simulated: 'Simulated',
    hint: 'No data gives this: it is modelled around the real events.',
  },
  info: {
    ground: 'Ground',
    attendance: 'Attendance',
    referee: 'Referee',
  },
  events: {
    none: 'No events yet',
    goal: 'Goal',
    penalty: 'Penalty goal',
    own: 'Own goal',
    substitute: 'Substitution',
    missed: 'Missed penalty',
    corner: 'Corner',
    yellow: 'Yellow card',
    red: 'Red card',
    yellowred: 'Second yellow',
    var: 'VAR',
    startstop: 'Kick-off / whistle',
  },
  eventNotes: {
    kickOff: 'Kick-off',
    secondHalf: 'Second half under way',
    extraTime: 'Extra time under way',
    halfTime: 'Half-time',
    fullTime: 'Full-time',
    shootout: 'Penalty shoot-out',
    abandoned: 'Match abandoned',
    goalConfirmed: 'Goal confirmed',
    noPenalty: 'No penalty',
  },
  periods: { title: 'Score by quarter', total: 'Total', series: 'Series' },
};

const vi: CentreCatalog = {
  stats: 'Thống kê',
  statGroups: {
    top: 'Chỉ số chính',
    shots: 'Dứt điểm',
    attack: 'Tấn công',
    passes: 'Chuyền bóng',
    defence: 'Phòng ngự',
    discipline: 'Kỷ luật',
  },
  momentum: {
    title: 'Thế trận',
    label: 'Thế trận: {{home}} ở trên, {{away}} ở dưới',
  },
  model: {
    simulated: 'Mô phỏng',
    hint: 'Không có dữ liệu cho mục này: được mô phỏng quanh các diễn biến thật.',
  },
  info: {
    ground: 'Sân',
    attendance: 'Khán giả',
    referee: 'Trọng tài',
  },
  events: {
    none: 'Chưa có sự kiện',
    goal: 'Bàn thắng',
    penalty: 'Bàn thắng phạt đền',
    own: 'Phản lưới',
    substitute: 'Thay người',
    missed: 'Đá hỏng phạt đền',
    corner: 'Phạt góc',
    yellow: 'Thẻ vàng',
    red: 'Thẻ đỏ',
    yellowred: 'Thẻ vàng thứ hai',
    var: 'VAR',
    startstop: 'Bắt đầu / kết thúc',
  },
  eventNotes: {
    kickOff: 'Trận đấu bắt đầu',
    secondHalf: 'Hiệp hai bắt đầu',
    extraTime: 'Hiệp phụ bắt đầu',
    halfTime: 'Hết hiệp một',
    fullTime: 'Hết giờ',
    shootout: 'Loạt sút luân lưu',
    abandoned: 'Trận đấu bị hủy',
    goalConfirmed: 'Bàn thắng được công nhận',
    noPenalty: 'Không có phạt đền',
  },
  periods: { title: 'Tỷ số từng hiệp', total: 'Tổng', series: 'Tổng ván' },
};

export const CENTRE_MESSAGES: Readonly<Record<Locale, CentreCatalog>> = { cn, en, vi };
