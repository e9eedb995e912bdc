// The strings of the profile and the feed, in cn, en and vi.
// They travel with the feature's chunk and join the catalog as it renders (i18n/featureMessages.ts).
import { type FeatureMessages, useMessages } from '../../i18n/featureMessages';

const cn = {
  user: {
    signInProfile: '登录后查看个人资料。',
    signInFeed: '登录后查看你的动态。',
    noProfile: '未能找到你的资料。',
    avatar: '头像',
    nickName: '昵称',
    email: '邮箱',
    registerTime: '注册时间',
    shortcuts: '我的页面',
    feedLink: '我的动态',
    favouritesLink: '我的收藏',
    feedMatches: '即将进行的收藏比赛',
    feedNoMatches: '没有即将进行的收藏比赛。给比赛加星标即可在这里关注。',
    feedHighlights: '最新集锦',
    feedNoHighlights: '暂无集锦。',
  },
};

const en: typeof cn = {
  user: {
    signInProfile: 'Sign in to see your profile.',
    signInFeed: 'Sign in to see your feed.',
    noProfile: 'Your profile could not be found.',
    avatar: 'Avatar',
    nickName: 'Nickname',
    email: 'E-mail',
    registerTime: 'Member since',
    shortcuts: 'My pages',
    feedLink: 'My feed',
    favouritesLink: 'My favourites',
    feedMatches: 'Your favourites to come',
    feedNoMatches: 'No favourite match to come. Star matches to follow them here.',
    feedHighlights: 'Latest highlights',
    feedNoHighlights: 'No highlights yet.',
  },
};

const vi: typeof cn = {
  user: {
    signInProfile: 'Đăng nhập để xem hồ sơ của bạn.',
    signInFeed: 'Đăng nhập để xem bảng tin của bạn.',
    noProfile: 'Không tìm thấy hồ sơ của bạn.',
    avatar: 'Ảnh đại diện',
    nickName: 'Biệt danh',
    email: 'E-mail',
    registerTime: 'Ngày đăng ký',
    shortcuts: 'Trang của tôi',
    feedLink: 'Bảng tin của tôi',
    favouritesLink: 'Trận yêu thích',
    feedMatches: 'Trận yêu thích sắp diễn ra',
    feedNoMatches: 'Không có trận yêu thích sắp diễn ra. Gắn sao cho trận đấu để theo dõi tại đây.',
    feedHighlights: 'Video nổi bật mới nhất',
    feedNoHighlights: 'Chưa có video nổi bật.',
  },
};

export const userMessages: FeatureMessages<typeof cn> = { cn, en, vi };

/** Call in each component that reads `user.*`. */
export const useUserMessages = (): void => useMessages(userMessages);
