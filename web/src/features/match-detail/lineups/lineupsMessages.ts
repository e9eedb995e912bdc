// The line-ups tab's strings, in the `detail` namespace (t('detail:lineup.bench')): detailMessages.ts
// joins them with the other tabs'.
import type { Locale } from '@pitchside/shared';

const cn = {
  lineup: {
    pitch: '场上阵容（当前）',
    cameOn: '第 {{minute}} 分钟替补登场',
    wentOff: '第 {{minute}} 分钟被换下',
    sentOff: '第 {{minute}} 分钟被罚下',
    forPlayer: '换下 {{name}}',
    byPlayer: '由 {{name}} 替换',
    offPitch: '已离场',
    yellowCard: '黄牌',
    subOn: '换上',
    subOff: '换下',
    coach: '主教练',
    coachAsOf: '（{{month}}的数据）',
    bench: '替补',
    none: '暂无阵容',
    notAnnounced: '阵容将在开球前约一小时公布。',
    generatedLegend: '斜体名字为生成的球员（真实名单数据中没有）。',
    benchFromFile: '数据只记录登场的替补球员，每人在登场后列出。',
    placedByPositions: '{{team}}：阵型为数据所载；数据中各条线的球员位置有误，球员按其本赛季位置排入阵型。',
    pos: { GK: '门将', DF: '后卫', MF: '中场', FW: '前锋' },
    ratings: '球员评分',
    rating: '评分 {{rating}}',
    best: '全场最佳',
    simulated: '模拟',
    ratingsNote: '评分为模拟生成：低于 6 红色，6–6.9 橙色，7–7.9 绿色，8–8.9 深绿色，9 分及以上蓝色。',
  },
};

export type LineupsCatalog = typeof cn;

const en: LineupsCatalog = {
  lineup: {
    pitch: 'On the pitch now',
    cameOn: 'Came on at {{minute}}′',
    wentOff: 'Went off at {{minute}}′',
    sentOff: 'Sent off at {{minute}}′',
    forPlayer: 'for {{name}}',
    byPlayer: 'replaced by {{name}}',
    offPitch: 'Off the pitch',
    yellowCard: 'Yellow card',
    subOn: 'On',
    subOff: 'Off',
    coach: 'Coach',
    coachAsOf: '(as of {{month}})',
    bench: 'Bench',
    none: 'No line-ups yet',
    notAnnounced: 'Line-ups are announced about an hour before kick-off.',
    generatedLegend: 'Names in italics: generated players, not in the real squads data.',
    benchFromFile: 'The data names only the substitutes who came on, each listed once he has.',
    placedByPositions:
      '{{team}}: the formation is the data’s; its lines mix up positions, so the players are placed in it by their positions this season.',
    pos: { GK: 'GK', DF: 'DF', MF: 'MF', FW: 'FW' },
    ratings: 'Player ratings',
    rating: 'Rating {{rating}}',
    best: 'Player of the match',
    simulated: 'Simulated',
    ratingsNote:
      'Simulated ratings: under 6 red, 6–6.9 orange, 7–7.9 green, 8–8.9 dark green, 9 and over blue.',
  },
};

const vi: LineupsCatalog = {
  lineup: {
    pitch: 'Trên sân lúc này',
    cameOn: 'Vào sân phút {{minute}}',
    wentOff: 'Rời sân phút {{minute}}',
    sentOff: 'Bị truất quyền phút {{minute}}',
    forPlayer: 'thay {{name}}',
    byPlayer: '{{name}} vào thay',
    offPitch: 'Đã rời sân',
    yellowCard: 'Thẻ vàng',
    subOn: 'Vào',
    subOff: 'Ra',
    coach: 'HLV',
    coachAsOf: '(dữ liệu {{month}})',
    bench: 'Dự bị',
    none: 'Chưa có đội hình',
    notAnnounced: 'Đội hình được công bố khoảng một giờ trước giờ bóng lăn.',
    generatedLegend: 'Tên in nghiêng: cầu thủ được tạo ra, không có trong dữ liệu đội hình thật.',
    benchFromFile: 'Dữ liệu chỉ ghi các cầu thủ dự bị đã vào sân, mỗi người được liệt kê khi đã vào sân.',
    placedByPositions:
      '{{team}}: sơ đồ theo dữ liệu; các tuyến trong dữ liệu lẫn lộn vị trí, nên cầu thủ được xếp vào sơ đồ theo vị trí của họ mùa này.',
    pos: { GK: 'TM', DF: 'HV', MF: 'TV', FW: 'TĐ' },
    ratings: 'Điểm cầu thủ',
    rating: 'Điểm {{rating}}',
    best: 'Cầu thủ xuất sắc nhất trận',
    simulated: 'Mô phỏng',
    ratingsNote:
      'Điểm mô phỏng: dưới 6 màu đỏ, 6–6,9 cam, 7–7,9 xanh lá, 8–8,9 xanh lá đậm, từ 9 trở lên xanh dương.',
  },
};

export const LINEUPS_MESSAGES: Readonly<Record<Locale, LineupsCatalog>> = { cn, en, vi };
