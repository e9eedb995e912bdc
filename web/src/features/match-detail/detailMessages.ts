// The match detail page's strings, in the i18next namespace `detail` (t('detail:tabs.live')): the page's
// own here (tabs, switches, intel, anchors, sign-in), each tab's folder its own, joined below under their
// top-level keys. They travel with the detail chunk, so the catalogs every page loads stay small (the
// phone's / budget, bench:web).
import type { Locale } from '@pitchside/shared';
import type { i18n as I18n } from 'i18next';
import { CENTRE_MESSAGES } from './centre/centreMessages';
import { LINEUPS_MESSAGES } from './lineups/lineupsMessages';
import { ODDS_MESSAGES } from './odds/oddsMessages';
import { VIDEO_MESSAGES } from './video/videoMessages';

export const DETAIL_NAMESPACE = 'detail';

const cn = {
  tabs: {
    label: '比赛详情',
    live: '直播',
    lineup: '阵容',
    odds: '指数',
    intel: '情报',
    table: '积分榜',
    anchor: '主播',
    chat: '聊天',
  },
  sync: {
    switch: '比分与画面同步',
    held: '比分延后 {{seconds}} 秒，与画面一致',
  },
  sound: {
    switch: '进球音效',
    choice: '音效',
    all: '全部',
    lightning: '闪电',
    frog: '青蛙',
    whistle: '哨声',
    applause: '掌声',
    cheer: '欢呼',
  },
  intel: {
    standings: '积分榜',
    team: '球队',
    played: '场',
    wdl: '胜/平/负',
    goals: '进/失',
    points: '积分',
    headToHead: '历史交锋',
    homeRecent: '主队本赛季主场近况',
    awayRecent: '客队本赛季客场近况',
    seasonOf: '{{season}}赛季',
    noneYet: '本赛季尚无比赛。',
    noMeeting: '数据中没有两队此前交锋的记录。',
    meetingsToReplay: '数据中两队此前的交锋尚未在本站重演，重演后列出。',
    realDate: '数据中的日期',
    simulated: '模拟',
    simulatedTitle: '比分为模拟生成，并非真实赛果',
    injuriesSimulated: '伤停名单为模拟生成。',
    injuries: '伤停',
  },
  anchor: {
    watch: '观看',
  },
  loginInfo: {
    title: '需要登录',
    body: '登录后即可使用此功能。',
    later: '稍后',
  },
};

type PageCatalog = typeof cn;

const en: PageCatalog = {
  tabs: {
    label: 'Match detail',
    live: 'Live',
    lineup: 'Lineups',
    odds: 'Odds',
    intel: 'Intel',
    table: 'Table',
    anchor: 'Anchors',
    chat: 'Chat',
  },
  sync: {
    switch: 'Score in sync with the video',
    held: 'Score held {{seconds}} s to match the video',
  },
  sound: {
    switch: 'Goal sound',
    choice: 'Sound',
    all: 'All',
    lightning: 'Lightning',
    frog: 'Frog',
    whistle: 'Whistle',
    applause: 'Applause',
    cheer: 'Cheer',
  },
  intel: {
    standings: 'Table',
    team: 'Team',
    played: 'P',
    wdl: 'W/D/L',
    goals: 'Goals',
    points: 'Pts',
    headToHead: 'Head to head',
    homeRecent: 'Home form this season',
    awayRecent: 'Away form this season',
    seasonOf: '{{season}} season',
    noneYet: 'None played this season yet.',
    noMeeting: 'The data holds no earlier meeting of the two.',
    meetingsToReplay: 'Their earlier meetings in the data are listed once replayed here.',
    realDate: 'Date in the data',
    simulated: 'Simulated',
    simulatedTitle: 'Score simulated, not a real result',
    injuriesSimulated: 'The injury list is simulated.',
    injuries: 'Injuries and suspensions',
  },
  anchor: {
    watch: 'Watch',
  },
  loginInfo: {
    title: 'Sign in needed',
    body: 'Sign in to use this feature.',
    later: 'Later',
  },
};

const vi: PageCatalog = {
  tabs: {
    label: 'Chi tiết trận đấu',
    live: 'Trực tiếp',
    lineup: 'Đội hình',
    odds: 'Tỷ lệ',
    intel: 'Thông tin',
    table: 'BXH',
    anchor: 'BLV',
    chat: 'Trò chuyện',
  },
  sync: {
    switch: 'Tỷ số khớp với video',
    held: 'Tỷ số chờ {{seconds}} giây cho khớp video',
  },
  sound: {
    switch: 'Âm thanh bàn thắng',
    choice: 'Âm thanh',
    all: 'Tất cả',
    lightning: 'Sấm chớp',
    frog: 'Ếch',
    whistle: 'Còi',
    applause: 'Vỗ tay',
    cheer: 'Reo hò',
  },
  intel: {
    standings: 'Bảng xếp hạng',
    team: 'Đội',
    played: 'Trận',
    wdl: 'T/H/B',
    goals: 'Bàn',
    points: 'Điểm',
    headToHead: 'Đối đầu',
    homeRecent: 'Phong độ sân nhà mùa này',
    awayRecent: 'Phong độ sân khách mùa này',
    seasonOf: 'Mùa {{season}}',
    noneYet: 'Chưa có trận nào mùa này.',
    noMeeting: 'Dữ liệu không có lần nào hai đội gặp nhau trước đây.',
    meetingsToReplay: 'Các lần hai đội gặp nhau trước đây trong dữ liệu sẽ hiện khi được tái hiện tại đây.',
    realDate: 'Ngày trong dữ liệu',
    simulated: 'Mô phỏng',
    simulatedTitle: 'Tỷ số mô phỏng, không phải kết quả thật',
    injuriesSimulated: 'Danh sách chấn thương là mô phỏng.',
    injuries: 'Chấn thương và treo giò',
  },
  anchor: {
    watch: 'Xem',
  },
  loginInfo: {
    title: 'Cần đăng nhập',
    body: 'Đăng nhập để dùng tính năng này.',
    later: 'Để sau',
  },
};

const PAGE_MESSAGES: Readonly<Record<Locale, PageCatalog>> = { cn, en, vi };

/** Each part of the namespace, the page's and each tab's: no two share a top-level key. */
export const DETAIL_PARTS = {
  page: PAGE_MESSAGES,
  centre: CENTRE_MESSAGES,
  video: VIDEO_MESSAGES,
  odds: ODDS_MESSAGES,
  lineups: LINEUPS_MESSAGES,
} as const;

const catalogOf = (locale: Locale) => ({
  ...PAGE_MESSAGES[locale],
  ...CENTRE_MESSAGES[locale],
  ...VIDEO_MESSAGES[locale],
  ...ODDS_MESSAGES[locale],
  ...LINEUPS_MESSAGES[locale],
});

/** The whole `detail` namespace per language, as the page reads it (the site's strings hold it whole). */
export const DETAIL_MESSAGES: Readonly<Record<Locale, ReturnType<typeof catalogOf>>> = {
  cn: catalogOf('cn'),
  en: catalogOf('en'),
  vi: catalogOf('vi'),
};

/** Adds the strings once per i18next instance (every language: switching needs no extra load). */
export function registerDetailMessages(i18n: I18n): void {
  for (const [locale, messages] of Object.entries(DETAIL_MESSAGES)) {
    if (!i18n.hasResourceBundle(locale, DETAIL_NAMESPACE))
      i18n.addResourceBundle(locale, DETAIL_NAMESPACE, messages);
  }
}
