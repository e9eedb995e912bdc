// Page head data (PRODUCT.md §3): title, keywords and description of home, zq, live, matches and
// user (and of the live streams' page, which says what it lists) in cn, en and vi. One copy for both ends: the gateway writes it into the first response (for
// crawlers and link previews) and the web app's catalogs use it once the app runs. One constant per
// locale, so a bundle that needs one language carries only that one.
import type { Locale } from './domain';
import type { HeadKey } from './routes';

export type PageHead = { title: string; keywords: string; description: string };
export type PageHeadSet = Record<HeadKey, PageHead>;

export const PAGE_HEADS_CN: PageHeadSet = {
  home: {
    title: '球场边 - 足球直播_比分_赛程',
    keywords: '足球直播,比分,赛程,赔率,阵容',
    description: '球场边提供足球比赛直播、实时比分、赛程赛果、赔率、阵容与情报。',
  },
  zq: {
    title: '足球比赛 - 球场边',
    keywords: '足球比赛,足球直播,实时比分',
    description: '足球比赛直播、实时比分与比赛数据。',
  },
  live: {
    title: '直播 - 球场边',
    keywords: '直播,足球直播,篮球直播,电竞直播',
    description: '足球、篮球、电竞与视频直播。',
  },
  liveStreams: {
    title: '有直播画面的比赛 - 球场边',
    keywords: '直播画面,主播直播,足球直播',
    description: '正在进行、有直播画面的比赛：主播的直播与真实的比赛直播。测试画面会标明为测试。',
  },
  matches: {
    title: '赛程赛果 - 球场边',
    keywords: '赛程,赛果,热门比赛,主播',
    description: '最新赛程、比赛结果、热门比赛与主播。',
  },
  user: {
    title: '个人中心 - 球场边',
    keywords: '个人中心,收藏,动态',
    description: '管理你的收藏与动态。',
  },
};

export const PAGE_HEADS_EN: PageHeadSet = {
  home: {
    title: 'Pitchside - football live streams, scores and fixtures',
    keywords: 'football live, live scores, fixtures, odds, lineups',
    description:
      'Pitchside brings football live streams, live scores, fixtures, results, odds, lineups and intel.',
  },
  zq: {
    title: 'Football matches - Pitchside',
    keywords: 'football matches, football live, live scores',
    description: 'Football live streams, live scores and match data.',
  },
  live: {
    title: 'Live - Pitchside',
    keywords: 'live, football live, basketball live, esports live',
    description: 'Football, basketball, esports and video live streams.',
  },
  liveStreams: {
    title: 'Matches with a live stream - Pitchside',
    keywords: 'live stream, anchors, football live',
    description:
      "Matches in play with a live stream: anchors' streams and real match streams. A test picture is marked as a test.",
  },
  matches: {
    title: 'Fixtures and results - Pitchside',
    keywords: 'fixtures, results, hot matches, anchors',
    description: 'Latest fixtures, results, hot matches and anchors.',
  },
  user: {
    title: 'Profile - Pitchside',
    keywords: 'profile, favourites, feed',
    description: 'Manage your favourites and feed.',
  },
};

export const PAGE_HEADS_VI: PageHeadSet = {
  home: {
    title: 'Pitchside - trực tiếp bóng đá, tỷ số và lịch thi đấu',
    keywords: 'trực tiếp bóng đá, tỷ số trực tuyến, lịch thi đấu, tỷ lệ kèo, đội hình',
    description:
      'Pitchside mang đến trực tiếp bóng đá, tỷ số trực tuyến, lịch thi đấu, kết quả, tỷ lệ, đội hình và nhận định.',
  },
  zq: {
    title: 'Trận bóng đá - Pitchside',
    keywords: 'trận bóng đá, trực tiếp bóng đá, tỷ số trực tuyến',
    description: 'Trực tiếp bóng đá, tỷ số trực tuyến và số liệu trận đấu.',
  },
  live: {
    title: 'Trực tiếp - Pitchside',
    keywords: 'trực tiếp, bóng đá, bóng rổ, thể thao điện tử',
    description: 'Trực tiếp bóng đá, bóng rổ, thể thao điện tử và video.',
  },
  liveStreams: {
    title: 'Trận có luồng trực tiếp - Pitchside',
    keywords: 'luồng trực tiếp, bình luận viên, trực tiếp bóng đá',
    description:
      'Các trận đang diễn ra có luồng trực tiếp: luồng của bình luận viên và luồng thật của trận đấu. Hình thử nghiệm được ghi rõ là thử nghiệm.',
  },
  matches: {
    title: 'Lịch thi đấu và kết quả - Pitchside',
    keywords: 'lịch thi đấu, kết quả, trận nổi bật, bình luận viên',
    description: 'Lịch thi đấu mới nhất, kết quả, trận nổi bật và bình luận viên.',
  },
  user: {
    title: 'Trang cá nhân - Pitchside',
    keywords: 'trang cá nhân, yêu thích, bảng tin',
    description: 'Quản lý các trận yêu thích và bảng tin của bạn.',
  },
};

export const PAGE_HEADS: Record<Locale, PageHeadSet> = {
  cn: PAGE_HEADS_CN,
  en: PAGE_HEADS_EN,
  vi: PAGE_HEADS_VI,
};
