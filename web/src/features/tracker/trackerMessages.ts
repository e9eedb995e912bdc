// The live tracker's strings (t('tracker.title')), in cn, en and vi. They travel with the tracker, in the
// match page's chunk and the highlights page's, never in the first download (i18n/featureMessages.ts).
import type { Locale } from '@pitchside/shared';
import { type FeatureMessages, useMessages } from '../../i18n/featureMessages';

const cn = {
  title: '实时动画',
  note: '根据比赛事件绘制，不是视频',
  source: '实时动画（无视频）',
  pitch: '球场：{{home}} 向右进攻，{{away}} 向左进攻',
  notStarted: '比赛尚未开始',
  over: '比赛已结束',
  attacking: '{{team}} 进攻中',
  dangerous: '{{team}} 危险进攻',
  midfield: '中场争夺',
  goalsHidden: '防剧透模式：进球与比分已隐藏',
  lastGoal: '最近进球：{{player}}（{{team}}）{{minute}}',
  moments: '最新事件',
  corners: '角球',
  yellow: '黄牌',
  red: '红牌',
  moment: {
    goal: '进球！{{player}}',
    penalty: '点球命中：{{player}}',
    own: '乌龙球：{{player}}',
    missed: '点球未进：{{player}}',
    corner: '角球',
    yellow: '黄牌：{{player}}',
    red: '红牌：{{player}}',
    yellowred: '两黄变红：{{player}}',
    substitute: '换人：{{related}} 换下 {{player}}',
    saved: '射门被扑出：{{player}}',
    'off-target': '射门偏出：{{player}}',
    blocked: '射门被封堵：{{player}}',
    woodwork: '射中门框：{{player}}',
  },
  testSignal: '测试信号，并非比赛画面',
  replay: {
    title: '比赛事件回放',
    note: '根据比赛事件绘制的回放，不是比赛视频',
    play: '播放',
    pause: '暂停',
    previous: '上一个',
    next: '下一个',
    step: '第 {{n}} / {{total}} 个关键时刻',
    none: '本场没有可回放的关键时刻',
  },
};

export type TrackerCatalog = typeof cn;

const en: TrackerCatalog = {
  title: 'Live tracker',
  note: "Drawn from the match's events, not a video",
  source: 'Live tracker (no video)',
  pitch: 'The pitch: {{home}} attack to the right, {{away}} to the left',
  notStarted: 'Not kicked off yet',
  over: 'The match is over',
  attacking: '{{team}} attacking',
  dangerous: '{{team}}: dangerous attack',
  midfield: 'Play in midfield',
  goalsHidden: 'Spoiler-free: goals and score hidden',
  lastGoal: 'Last goal: {{player}} ({{team}}) {{minute}}',
  moments: 'Latest',
  corners: 'Corners',
  yellow: 'Yellow cards',
  red: 'Red cards',
  moment: {
    goal: 'Goal! {{player}}',
    penalty: 'Penalty scored: {{player}}',
    own: 'Own goal: {{player}}',
    missed: 'Penalty missed: {{player}}',
    corner: 'Corner',
    yellow: 'Yellow card: {{player}}',
    red: 'Red card: {{player}}',
    yellowred: 'Second yellow: {{player}}',
    substitute: 'Substitution: {{related}} on for {{player}}',
    saved: 'Shot saved: {{player}}',
    'off-target': 'Shot off target: {{player}}',
    blocked: 'Shot blocked: {{player}}',
    woodwork: 'Off the woodwork: {{player}}',
  },
  testSignal: 'Test signal, not the match',
  replay: {
    title: "Replay of the match's events",
    note: "A replay drawn from the match's events, not match video",
    play: 'Play',
    pause: 'Pause',
    previous: 'Previous',
    next: 'Next',
    step: 'Key moment {{n}} of {{total}}',
    none: 'No key moments to replay in this match',
  },
};

const vi: TrackerCatalog = {
  title: 'Diễn biến trực tiếp',
  note: 'Vẽ từ diễn biến trận đấu, không phải video',
  source: 'Diễn biến trực tiếp (không có video)',
  pitch: 'Sân: {{home}} tấn công sang phải, {{away}} sang trái',
  notStarted: 'Trận đấu chưa bắt đầu',
  over: 'Trận đấu đã kết thúc',
  attacking: '{{team}} đang tấn công',
  dangerous: '{{team}}: tấn công nguy hiểm',
  midfield: 'Bóng ở giữa sân',
  goalsHidden: 'Chống tiết lộ: đã ẩn bàn thắng và tỉ số',
  lastGoal: 'Bàn gần nhất: {{player}} ({{team}}) {{minute}}',
  moments: 'Mới nhất',
  corners: 'Phạt góc',
  yellow: 'Thẻ vàng',
  red: 'Thẻ đỏ',
  moment: {
    goal: 'Vào! {{player}}',
    penalty: 'Phạt đền thành công: {{player}}',
    own: 'Phản lưới nhà: {{player}}',
    missed: 'Sút hỏng phạt đền: {{player}}',
    corner: 'Phạt góc',
    yellow: 'Thẻ vàng: {{player}}',
    red: 'Thẻ đỏ: {{player}}',
    yellowred: 'Thẻ vàng thứ hai: {{player}}',
    substitute: 'Thay người: {{related}} vào thay {{player}}',
    saved: 'Cú sút bị cản phá: {{player}}',
    'off-target': 'Cú sút ra ngoài: {{player}}',
    blocked: 'Cú sút bị chặn: {{player}}',
    woodwork: 'Trúng khung gỗ: {{player}}',
  },
  testSignal: 'Tín hiệu thử, không phải trận đấu',
  replay: {
    title: 'Phát lại diễn biến trận đấu',
    note: 'Phát lại vẽ từ diễn biến trận đấu, không phải video trận đấu',
    play: 'Phát',
    pause: 'Tạm dừng',
    previous: 'Trước',
    next: 'Tiếp',
    step: 'Khoảnh khắc {{n}} / {{total}}',
    none: 'Trận này không có khoảnh khắc nào để phát lại',
  },
};

export const TRACKER_MESSAGES: Readonly<Record<Locale, TrackerCatalog>> = { cn, en, vi };

const trackerMessages: FeatureMessages = {
  cn: { tracker: cn },
  en: { tracker: en },
  vi: { tracker: vi },
};

/** For the tracker's components (and the page offering it): its strings, in the language being read. */
export const useTrackerMessages = (): void => useMessages(trackerMessages);
