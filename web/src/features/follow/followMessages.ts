// The strings of following teams and competitions, in cn, en and vi. They travel with the feature's
// chunk and join the catalog as it renders (i18n/featureMessages.ts).
import { type FeatureMessages, useMessages } from '../../i18n/featureMessages';

const cn = {
  follow: {
    team: '关注{{name}}',
    teamOff: '取消关注{{name}}',
    league: '关注{{name}}',
    leagueOff: '取消关注{{name}}',
    failed: '关注未能保存，请稍后重试',
    full: '最多可关注 {{max}} 支球队和赛事',
    following: '已关注',
    follow: '关注',
    alerts: '进球与开球提醒',
    alertsHint: '关注的球队进球或开球时提醒你',
    guestNote: '未登录时关注保存在本浏览器，登录后自动同步到账号。',
    followedMatches: '关注球队的比赛',
    hint: '点击球队或赛事旁的铃铛关注，它们的比赛会显示在这里。',
  },
};

const en: typeof cn = {
  follow: {
    team: 'Follow {{name}}',
    teamOff: 'Unfollow {{name}}',
    league: 'Follow {{name}}',
    leagueOff: 'Unfollow {{name}}',
    failed: 'Your follow could not be saved, please try again later',
    full: 'You can follow at most {{max}} teams and competitions',
    following: 'Following',
    follow: 'Follow',
    alerts: 'Goal and kick-off alerts',
    alertsHint: 'Tell me when this team scores or kicks off',
    guestNote: 'Signed out, your follows stay in this browser; they join your account when you sign in.',
    followedMatches: 'Matches of teams you follow',
    hint: 'Tap the bell beside a team or competition to follow it: its matches show here.',
  },
};

const vi: typeof cn = {
  follow: {
    team: 'Theo dõi {{name}}',
    teamOff: 'Bỏ theo dõi {{name}}',
    league: 'Theo dõi {{name}}',
    leagueOff: 'Bỏ theo dõi {{name}}',
    failed: 'Không lưu được lượt theo dõi, vui lòng thử lại sau',
    full: 'Bạn chỉ có thể theo dõi tối đa {{max}} đội và giải đấu',
    following: 'Đang theo dõi',
    follow: 'Theo dõi',
    alerts: 'Thông báo bàn thắng và giờ bóng lăn',
    alertsHint: 'Báo cho tôi khi đội này ghi bàn hoặc bắt đầu trận',
    guestNote:
      'Khi chưa đăng nhập, danh sách theo dõi lưu trên trình duyệt này và được đồng bộ vào tài khoản khi bạn đăng nhập.',
    followedMatches: 'Trận của các đội bạn theo dõi',
    hint: 'Chạm vào chuông bên cạnh một đội hoặc giải đấu để theo dõi: các trận của họ sẽ hiện ở đây.',
  },
};

export const followMessages: FeatureMessages<typeof cn> = { cn, en, vi };

/** Call in each component that reads `follow.*`. */
export const useFollowMessages = (): void => useMessages(followMessages);
