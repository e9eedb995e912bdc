// A match's bell's strings (MatchBell.tsx), in cn, en and vi: they travel with the bell's chunk.
import type { FeatureMessages } from '../../i18n/featureMessages';

const cn = {
  matchBell: {
    on: '比赛提醒：{{home}} vs {{away}}',
    what: '开球、进球、红牌、半场和完场时提醒你',
    whatOther: '比赛开始和结束时提醒你',
    off: '关闭本场比赛提醒：{{home}} vs {{away}}',
    label: '本场提醒',
    labelOn: '已开启本场提醒',
    full: '最多关注 {{max}} 项',
    failed: '未能保存，请稍后再试',
  },
};
const en: typeof cn = {
  matchBell: {
    on: 'Alerts for this match: {{home}} v {{away}}',
    what: 'Alerts you at kick-off, goals, red cards, half time and full time',
    whatOther: 'Alerts you when the match starts and when it ends',
    off: 'Stop alerts for this match: {{home}} v {{away}}',
    label: 'Match alerts',
    labelOn: 'Match alerts on',
    full: 'You can follow at most {{max}}',
    failed: 'Could not save; try again later',
  },
};
const vi: typeof cn = {
  matchBell: {
    on: 'Thông báo trận này: {{home}} vs {{away}}',
    what: 'Báo khi bóng lăn, có bàn thắng, thẻ đỏ, hết hiệp 1 và hết trận',
    whatOther: 'Báo khi trận đấu bắt đầu và khi kết thúc',
    off: 'Tắt thông báo trận này: {{home}} vs {{away}}',
    label: 'Thông báo trận',
    labelOn: 'Đã bật thông báo trận',
    full: 'Chỉ theo dõi được tối đa {{max}}',
    failed: 'Chưa lưu được, hãy thử lại sau',
  },
};
export const matchBellMessages: FeatureMessages<typeof cn> = { cn, en, vi };
