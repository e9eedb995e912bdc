// The day's football on a page with nothing in play (the home page's live tab and /live): the day's
// fixtures by competition, the reader's own matches pinned over them, the last results and the count
// down to the next kick-off, in cn, en and vi. They travel with the live sections (i18n/featureMessages.ts).
import type { FeatureMessages } from '../../i18n/featureMessages';

const cn = {
  today: {
    heading: '今日足球',
    pinned: '我关注的球队与收藏的比赛',
    none: '今天没有足球比赛',
    results: '最近赛果',
    noResults: '最近一周没有赛果',
    countdown: '还有 {{time}}',
    days: '{{days}} 天 {{hours}} 小时',
    starting: '即将开赛',
    kickOffAt: '{{time}} 开赛',
  },
};

export const todayMessages: FeatureMessages<typeof cn> = {
  cn,
  en: {
    today: {
      heading: "Today's football",
      pinned: 'Your teams and favourite matches',
      none: 'No football today',
      results: 'Latest results',
      noResults: 'No results in the last week',
      countdown: 'in {{time}}',
      days: '{{days}} d {{hours}} h',
      starting: 'kicking off',
      kickOffAt: 'kick-off {{time}}',
    },
  },
  vi: {
    today: {
      heading: 'Bóng đá hôm nay',
      pinned: 'Đội bạn theo dõi và trận yêu thích',
      none: 'Hôm nay không có trận bóng đá nào',
      results: 'Kết quả mới nhất',
      noResults: 'Không có kết quả nào trong tuần qua',
      countdown: 'còn {{time}}',
      days: '{{days}} ngày {{hours}} giờ',
      starting: 'sắp bắt đầu',
      kickOffAt: 'bắt đầu lúc {{time}}',
    },
  },
};
