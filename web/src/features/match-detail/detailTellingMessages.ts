// The detail page's strings for telling each sport and each market's state (periods table, odds
// state, the odds chart's phases), in cn, en and vi; registered with the rest of the `detail` namespace.
import type { Locale } from '@pitchside/shared';

const cn = {
  periods: { title: '各节比分', total: '总分', series: '总比分' },
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

export type DetailTellingCatalog = typeof cn;

const en: DetailTellingCatalog = {
  periods: { title: 'Score by quarter', total: 'Total', series: 'Series' },
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

const vi: DetailTellingCatalog = {
  periods: { title: 'Tỷ số từng hiệp', total: 'Tổng', series: 'Tổng ván' },
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

export const DETAIL_TELLING_MESSAGES: Readonly<Record<Locale, DetailTellingCatalog>> = { cn, en, vi };
