// The strings of the league specials: the list and a league's page, in cn, en and vi.
// They travel with the feature's chunk and join the catalog as it renders (i18n/featureMessages.ts).
import { type FeatureMessages, useMessages } from '../../i18n/featureMessages';

const cn = {
  special: {
    intro: '联赛专题：每个联赛的赛程、赛果、积分榜和热门比赛。',
    empty: '暂无专题。',
    open: '赛程与积分榜',
    upcoming: '近期比赛 {{count}} 场',
    tabsLabel: '联赛页面',
    tab: { fixtures: '赛程', results: '赛果', standings: '积分榜', bracket: '淘汰赛', hot: '热门比赛' },
    noStandings: '该联赛暂无积分榜。',
    noHot: '该联赛当前没有热门比赛。',
    notFound: '该联赛不存在。',
    team: '球队',
    played: '赛',
    playedLong: '已赛场次',
    won: '胜',
    drawn: '平',
    lost: '负',
    goals: '进/失',
    points: '积分',
    form: '近况',
    outcome: { W: '胜', D: '平', L: '负' },
    liveCount: '{{count}} 场直播中',
  },
};

const en: typeof cn = {
  special: {
    intro: 'League specials: fixtures, results, tables and hot matches of each league.',
    empty: 'No specials yet.',
    open: 'Fixtures and table',
    upcoming: 'Next matches: {{count}}',
    tabsLabel: 'League page',
    tab: {
      fixtures: 'Fixtures',
      results: 'Results',
      standings: 'Table',
      bracket: 'Knockout',
      hot: 'Hot matches',
    },
    noStandings: 'No table for this league yet.',
    noHot: 'No hot matches in this league right now.',
    notFound: 'This league does not exist.',
    team: 'Team',
    played: 'P',
    playedLong: 'Played',
    won: 'W',
    drawn: 'D',
    lost: 'L',
    goals: 'Goals',
    points: 'Pts',
    form: 'Form',
    outcome: { W: 'W', D: 'D', L: 'L' },
    liveCount: '{{count}} live',
  },
};

const vi: typeof cn = {
  special: {
    intro: 'Chuyên đề giải đấu: lịch, kết quả, bảng xếp hạng và trận nổi bật của từng giải.',
    empty: 'Chưa có chuyên đề.',
    open: 'Lịch và bảng xếp hạng',
    upcoming: 'Trận sắp tới: {{count}}',
    tabsLabel: 'Trang giải đấu',
    tab: {
      fixtures: 'Lịch thi đấu',
      results: 'Kết quả',
      standings: 'Bảng xếp hạng',
      bracket: 'Vòng knock-out',
      hot: 'Trận nổi bật',
    },
    noStandings: 'Giải này chưa có bảng xếp hạng.',
    noHot: 'Giải này hiện chưa có trận nổi bật.',
    notFound: 'Giải đấu này không tồn tại.',
    team: 'Đội',
    played: 'Tr',
    playedLong: 'Số trận',
    won: 'T',
    drawn: 'H',
    lost: 'B',
    goals: 'Bàn',
    points: 'Đ',
    form: 'Phong độ',
    outcome: { W: 'T', D: 'H', L: 'B' },
    liveCount: '{{count}} trận trực tiếp',
  },
};

export const specialMessages: FeatureMessages<typeof cn> = { cn, en, vi };

/** Call in each component that reads `special.*`. */
export const useSpecialMessages = (): void => useMessages(specialMessages);
