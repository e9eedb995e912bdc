// The shot map's and the xG race's strings (cn, en, vi): they travel with their own chunk, loaded when
// the match page's live tab draws them.
import { type FeatureMessages, useMessages } from '../../../i18n/featureMessages';

const cn = {
  matchViews: {
    simulated: '模拟',
    simulatedHint: '射门、预期进球（xG）和球员评分为围绕真实比分模拟生成。',
    simulatedHintAll: '射门、预期进球（xG）和球员评分与比分一样为模拟生成。',
    team: '球队',
    both: '双方',
    period: '时段',
    all: '全场',
    first: '上半场',
    second: '下半场',
    extra: '加时赛',
    shotMap: {
      title: '射门分布',
      label: '射门分布图：{{home}}向右侧球门进攻，{{away}}向左侧球门进攻',
      none: '暂无射门',
      summary: '{{count}}次射门 · xG {{xg}}',
      hint: '点按或用键盘选中一次射门，查看球员、时间、结果和 xG。',
      shot: '{{player}}，{{minute}}′，{{outcome}}，xG {{xg}}',
      situationBody: '{{situation}} · {{body}}',
    },
    outcome: {
      goal: '进球',
      saved: '被扑出',
      'off-target': '射偏',
      blocked: '被封堵',
      woodwork: '击中门框',
    },
    situation: {
      'open-play': '运动战',
      'set-piece': '定位球',
      penalty: '点球',
      counter: '反击',
    },
    body: { foot: '脚射', head: '头球' },
    xgRace: {
      title: 'xG 走势',
      label: '按分钟的 xG 走势：{{home}} {{homeXg}}，{{away}} {{awayXg}}',
      goal: '进球：{{player}} {{minute}}′',
    },
  },
};

const en: typeof cn = {
  matchViews: {
    simulated: 'Simulated',
    simulatedHint: 'Shots, expected goals (xG) and player ratings are simulated around the real score.',
    simulatedHintAll: 'Shots, expected goals (xG) and player ratings are simulated, as the score is.',
    team: 'Team',
    both: 'Both',
    period: 'Period',
    all: 'Match',
    first: '1st half',
    second: '2nd half',
    extra: 'Extra time',
    shotMap: {
      title: 'Shot map',
      label: 'Shot map: {{home}} attack the right-hand goal, {{away}} the left-hand goal',
      none: 'No shots yet',
      summary: '{{count}} shots · xG {{xg}}',
      hint: 'Tap or tab to a shot for its player, minute, outcome and xG.',
      shot: '{{player}}, {{minute}}′, {{outcome}}, xG {{xg}}',
      situationBody: '{{situation}} · {{body}}',
    },
    outcome: {
      goal: 'Goal',
      saved: 'Saved',
      'off-target': 'Off target',
      blocked: 'Blocked',
      woodwork: 'Hit the woodwork',
    },
    situation: {
      'open-play': 'Open play',
      'set-piece': 'Set piece',
      penalty: 'Penalty',
      counter: 'Counter-attack',
    },
    body: { foot: 'Foot', head: 'Header' },
    xgRace: {
      title: 'xG race',
      label: 'Expected goals by minute: {{home}} {{homeXg}}, {{away}} {{awayXg}}',
      goal: 'Goal: {{player}} {{minute}}′',
    },
  },
};

const vi: typeof cn = {
  matchViews: {
    simulated: 'Mô phỏng',
    simulatedHint: 'Các cú sút, bàn thắng kỳ vọng (xG) và điểm cầu thủ được mô phỏng quanh tỷ số thật.',
    simulatedHintAll: 'Các cú sút, bàn thắng kỳ vọng (xG) và điểm cầu thủ đều là mô phỏng, như tỷ số.',
    team: 'Đội',
    both: 'Cả hai',
    period: 'Hiệp',
    all: 'Cả trận',
    first: 'Hiệp 1',
    second: 'Hiệp 2',
    extra: 'Hiệp phụ',
    shotMap: {
      title: 'Bản đồ dứt điểm',
      label: 'Bản đồ dứt điểm: {{home}} tấn công khung thành bên phải, {{away}} khung thành bên trái',
      none: 'Chưa có cú sút nào',
      summary: '{{count}} cú sút · xG {{xg}}',
      hint: 'Chạm hoặc dùng phím Tab chọn một cú sút để xem cầu thủ, phút, kết quả và xG.',
      shot: '{{player}}, phút {{minute}}, {{outcome}}, xG {{xg}}',
      situationBody: '{{situation}} · {{body}}',
    },
    outcome: {
      goal: 'Bàn thắng',
      saved: 'Bị cản phá',
      'off-target': 'Ra ngoài',
      blocked: 'Bị chặn',
      woodwork: 'Trúng khung gỗ',
    },
    situation: {
      'open-play': 'Bóng sống',
      'set-piece': 'Bóng chết',
      penalty: 'Phạt đền',
      counter: 'Phản công',
    },
    body: { foot: 'Sút chân', head: 'Đánh đầu' },
    xgRace: {
      title: 'Diễn biến xG',
      label: 'Bàn thắng kỳ vọng theo phút: {{home}} {{homeXg}}, {{away}} {{awayXg}}',
      goal: 'Bàn thắng: {{player}} phút {{minute}}',
    },
  },
};

export const viewsMessages: FeatureMessages<typeof cn> = { cn, en, vi };

export const useViewsMessages = (): void => useMessages(viewsMessages);
