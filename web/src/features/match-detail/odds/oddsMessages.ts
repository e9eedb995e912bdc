// The odds tab's strings (markets, bookmakers, a market's state, the movement chart), in the `detail`
// namespace (t('detail:odds.none')): detailMessages.ts joins them with the other tabs'.
import type { Locale } from '@pitchside/shared';

const cn = {
  odds: {
    period: '时段',
    full: '全场',
    half: '半场',
    market: '玩法',
    markets: {
      spread: '让球',
      totalGoals: '大小球',
      winDrawLoss: '胜平负',
      corner: '角球',
    },
    columns: {
      spread: ['主', '盘口', '客'],
      totalGoals: ['大', '盘口', '小'],
      winDrawLoss: ['主胜', '平', '客胜'],
      corner: ['大', '盘口', '小'],
    },
    bookmaker: '公司',
    allBookmakers: '全部公司',
    when: '初盘/即时',
    returnRate: '返还率',
    none: '暂无指数',
    legend: '① 初盘 ② 即时；红色上升，绿色下降',
    movement: '指数走势',
  },
  oddsState: {
    suspended: '封盘',
    closed: '已封盘',
    note: '封盘时不显示即时指数；① 仍为初盘',
  },
  chart: {
    label: '{{company}} 的指数走势：赛前，然后按比赛时间；封盘处断开',
    prematch: '赛前',
    halfTime: '半场',
    closed: '已封盘',
  },
};

export type OddsCatalog = typeof cn;

const en: OddsCatalog = {
  odds: {
    period: 'Period',
    full: 'Full time',
    half: 'Half time',
    market: 'Market',
    markets: {
      spread: 'Handicap',
      totalGoals: 'Goals',
      winDrawLoss: '1X2',
      corner: 'Corners',
    },
    columns: {
      spread: ['Home', 'Line', 'Away'],
      totalGoals: ['Over', 'Line', 'Under'],
      winDrawLoss: ['Home', 'Draw', 'Away'],
      corner: ['Over', 'Line', 'Under'],
    },
    bookmaker: 'Bookmaker',
    allBookmakers: 'All bookmakers',
    when: 'Opening / live',
    returnRate: 'Return',
    none: 'No odds yet',
    legend: '① opening ② live; red went up, green went down',
    movement: 'Odds movement',
  },
  oddsState: {
    suspended: 'Suspended',
    closed: 'Closed',
    note: 'No live price while a market is suspended or closed; ① is still the opening price',
  },
  chart: {
    label:
      'Odds movement at {{company}}: before kick-off, then by match time; gaps where the market was shut',
    prematch: 'Pre-match',
    halfTime: 'HT',
    closed: 'Closed',
  },
};

const vi: OddsCatalog = {
  odds: {
    period: 'Thời gian',
    full: 'Cả trận',
    half: 'Hiệp 1',
    market: 'Kèo',
    markets: {
      spread: 'Chấp',
      totalGoals: 'Tài xỉu',
      winDrawLoss: '1X2',
      corner: 'Phạt góc',
    },
    columns: {
      spread: ['Chủ', 'Kèo', 'Khách'],
      totalGoals: ['Tài', 'Kèo', 'Xỉu'],
      winDrawLoss: ['Chủ', 'Hòa', 'Khách'],
      corner: ['Tài', 'Kèo', 'Xỉu'],
    },
    bookmaker: 'Nhà cái',
    allBookmakers: 'Tất cả nhà cái',
    when: 'Mở / trực tiếp',
    returnRate: 'Tỷ lệ trả',
    none: 'Chưa có tỷ lệ',
    legend: '① mở cửa ② trực tiếp; đỏ tăng, xanh giảm',
    movement: 'Biến động tỷ lệ',
  },
  oddsState: {
    suspended: 'Tạm khóa',
    closed: 'Đã đóng',
    note: 'Không có giá trực tiếp khi kèo tạm khóa hoặc đã đóng; ① vẫn là kèo mở cửa',
  },
  chart: {
    label:
      'Biến động kèo của {{company}}: trước trận, rồi theo thời gian trận đấu; ngắt quãng khi kèo bị khóa',
    prematch: 'Trước trận',
    halfTime: 'Nghỉ giữa hiệp',
    closed: 'Đã đóng',
  },
};

export const ODDS_MESSAGES: Readonly<Record<Locale, OddsCatalog>> = { cn, en, vi };
