// The strings of a player's page and of the line-up's story (who came on, who went off), in cn, en and
// vi. They travel with the page's chunk and join the catalog as it renders (i18n/featureMessages.ts).
import { type FeatureMessages, useMessages } from '../../i18n/featureMessages';

const cn = {
  player: {
    notFound: '该球员不存在。',
    club: '球队',
    nationalTeam: '国家队',
    nation: '国籍',
    position: '位置',
    number: '号码',
    nationalNumber: '国家队号码',
    clubNumberUnknown: '数据中没有俱乐部号码（只有国家队号码）',
    asOf: '（{{month}}的名单）',
    age: '年龄',
    ageYears: '{{count}} 岁',
    unknown: '暂无数据',
    season: '本赛季数据',
    seasonNote: '所有赛事，由本站比赛的阵容与事件统计（含进行中的比赛）。',
    appearances: '出场',
    starts: '首发',
    minutes: '出场时间（分钟）',
    goals: '进球',
    penalties: '其中点球',
    assists: '助攻',
    yellowCards: '黄牌',
    redCards: '红牌',
    last: '上一场比赛',
    noLast: '本赛季暂无已完赛的比赛。',
    next: '下一场比赛',
    noNext: '暂无赛程。',
    generatedMark: '生成',
    generatedNote: '数据文件中没有该球员：姓名与号码为生成数据。',
    simulatedTeamNote: '模拟球队的球员：姓名、号码、比赛和数据均由引擎生成，并非真实。',
    factsGenerated: '本赛季数据文件只有比分：进球者、助攻、黄红牌、阵容与换人均为生成数据。',
    factsMixed: '部分比赛的进球者来自数据文件；其余进球者、助攻、黄红牌、阵容与换人为生成数据。',
    factsFile: '进球者来自数据文件；助攻、黄红牌、阵容与换人为生成数据。',
    factsNone: '本赛季尚无进球；黄红牌、阵容与换人为生成数据。',
    pos: { GK: '门将', DF: '后卫', MF: '中场', FW: '前锋', G: '后卫', F: '前锋', C: '中锋', P: '选手' },
  },
};

const en: typeof cn = {
  player: {
    notFound: 'This player does not exist.',
    club: 'Team',
    nationalTeam: 'National team',
    nation: 'Nation',
    position: 'Position',
    number: 'Number',
    nationalNumber: 'National-team number',
    clubNumberUnknown: 'Not in our data (it gives national-team numbers only)',
    asOf: '(as listed in {{month}})',
    age: 'Age',
    ageYears: '{{count}}',
    unknown: 'Not known',
    season: 'This season',
    seasonNote:
      "Every competition, counted from the line-ups and events of this site's matches (live ones included).",
    appearances: 'Appearances',
    starts: 'Starts',
    minutes: 'Minutes',
    goals: 'Goals',
    penalties: 'of which penalties',
    assists: 'Assists',
    yellowCards: 'Yellow cards',
    redCards: 'Red cards',
    last: 'Last match',
    noLast: 'No finished match this season yet.',
    next: 'Next match',
    noNext: 'No fixture yet.',
    generatedMark: 'gen.',
    generatedNote: "Not named in the season's data: his name and number are generated.",
    simulatedTeamNote:
      'A player of a simulated team: his name, number, matches and statistics are made up by the engine, not real.',
    factsGenerated:
      "The season's data gives scores only: scorers, assists, cards, line-ups and substitutions are generated.",
    factsMixed:
      "Some matches' scorers come from the season's data; the other scorers, assists, cards, line-ups and substitutions are generated.",
    factsFile:
      "Scorers come from the season's data; assists, cards, line-ups and substitutions are generated.",
    factsNone: 'No goals this season yet; cards, line-ups and substitutions are generated.',
    pos: {
      GK: 'Goalkeeper',
      DF: 'Defender',
      MF: 'Midfielder',
      FW: 'Forward',
      G: 'Guard',
      F: 'Forward',
      C: 'Centre',
      P: 'Player',
    },
  },
};

const vi: typeof cn = {
  player: {
    notFound: 'Cầu thủ này không tồn tại.',
    club: 'Đội',
    nationalTeam: 'Đội tuyển quốc gia',
    nation: 'Quốc tịch',
    position: 'Vị trí',
    number: 'Số áo',
    nationalNumber: 'Số áo đội tuyển',
    clubNumberUnknown: 'Không có trong dữ liệu (chỉ có số áo đội tuyển)',
    asOf: '(theo danh sách {{month}})',
    age: 'Tuổi',
    ageYears: '{{count}} tuổi',
    unknown: 'Chưa rõ',
    season: 'Mùa này',
    seasonNote: 'Mọi giải đấu, đếm từ đội hình và diễn biến các trận trên trang (kể cả trận đang diễn ra).',
    appearances: 'Số trận',
    starts: 'Đá chính',
    minutes: 'Số phút',
    goals: 'Bàn thắng',
    penalties: 'trong đó phạt đền',
    assists: 'Kiến tạo',
    yellowCards: 'Thẻ vàng',
    redCards: 'Thẻ đỏ',
    last: 'Trận gần nhất',
    noLast: 'Mùa này chưa có trận nào kết thúc.',
    next: 'Trận tiếp theo',
    noNext: 'Chưa có lịch thi đấu.',
    generatedMark: 'tạo',
    generatedNote: 'Không có trong dữ liệu mùa giải: tên và số áo là dữ liệu tạo ra.',
    simulatedTeamNote:
      'Cầu thủ của một đội mô phỏng: tên, số áo, các trận đấu và thống kê đều do hệ thống tạo ra, không có thật.',
    factsGenerated:
      'Dữ liệu mùa giải chỉ có tỉ số: người ghi bàn, kiến tạo, thẻ phạt, đội hình và thay người đều là dữ liệu tạo ra.',
    factsMixed:
      'Người ghi bàn của một số trận lấy từ dữ liệu mùa giải; những người ghi bàn khác, kiến tạo, thẻ phạt, đội hình và thay người là dữ liệu tạo ra.',
    factsFile:
      'Người ghi bàn lấy từ dữ liệu mùa giải; kiến tạo, thẻ phạt, đội hình và thay người là dữ liệu tạo ra.',
    factsNone: 'Mùa này chưa có bàn thắng; thẻ phạt, đội hình và thay người là dữ liệu tạo ra.',
    pos: {
      GK: 'Thủ môn',
      DF: 'Hậu vệ',
      MF: 'Tiền vệ',
      FW: 'Tiền đạo',
      G: 'Hậu vệ',
      F: 'Tiền đạo',
      C: 'Trung phong',
      P: 'Tuyển thủ',
    },
  },
};

export const playerMessages: FeatureMessages<typeof cn> = { cn, en, vi };

/** Call in each component that reads `player.*`. */
export const usePlayerMessages = (): void => useMessages(playerMessages);
