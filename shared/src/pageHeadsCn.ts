// The page heads in Chinese (pageHeads.ts): a module of its own, so the web bundle of one language
// carries that language's heads alone.
import type { PageHeadSet } from './pageHeadSet';

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
