// The strings of a team's page, in cn, en and vi. They travel with the page's chunk and join the
// catalog as it renders (i18n/featureMessages.ts).
import { type FeatureMessages, useMessages } from '../../i18n/featureMessages';

const cn = {
  team: {
    notFound: '该球队不存在。',
    coach: '主教练：{{name}}',
    coachAsOf: '（{{month}}的数据）',
    live: '正在进行',
    next: '接下来的比赛',
    noNext: '暂无赛程。',
    last: '最近的比赛',
    noLast: '本赛季暂无已完赛的比赛。',
    form: '近况',
    formLabel: '最近五场（最早在前）',
    noForm: '暂无战绩。',
    tables: '积分榜排名',
    noTables: '暂无积分榜。',
    rank: '第 {{rank}} 名（共 {{size}} 队）',
    noRank: '尚未进入积分榜',
    points: '{{count}} 分',
    played: '赛',
    won: '胜',
    drawn: '平',
    lost: '负',
    goals: '进/失',
    pts: '积分',
    squad: '本赛季阵容',
    number: '号码',
    nationalNumber: '国家队号码',
    squadAsOfClub:
      '真实球员按 2026 世界杯大名单（{{month}}）所列的俱乐部排入阵容；该数据没有俱乐部号码，故真实球员的号码留空。',
    squadAsOfNation: '真实球员及其国家队号码来自 2026 世界杯大名单（{{month}}）。',
    player: '球员',
    position: '位置',
    goalsCol: '进球',
    penaltiesCol: '点球',
    assists: '助攻',
    yellow: '黄牌',
    red: '红牌',
    pos: { GK: '门将', DF: '后卫', MF: '中场', FW: '前锋', G: '后卫', F: '前锋', C: '中锋', P: '选手' },
    outcome: { W: '胜', D: '平', L: '负' },
    factsGenerated:
      '本赛季数据文件只有比分：进球者、助攻与黄红牌为生成数据；阵容中标注“生成”的球员亦为生成。',
    factsMixed:
      '部分比赛的进球者来自数据文件，其余进球者、助攻与黄红牌为生成数据；阵容中标注“生成”的球员亦为生成。',
    factsFile: '进球者来自数据文件；助攻与黄红牌为生成数据；阵容中标注“生成”的球员亦为生成。',
    factsNone: '本赛季尚无进球；黄红牌为生成数据；阵容中标注“生成”的球员亦为生成。',
    generatedMark: '生成',
    simulatedTeam: '模拟球队：由引擎生成，其球员、赛果和数据均非真实。',
    generatedTitle: '真实名单数据（2026年世界杯大名单）中没有该球员：生成的球员',
  },
};

const en: typeof cn = {
  team: {
    notFound: 'This team does not exist.',
    coach: 'Coach: {{name}}',
    coachAsOf: '(as of {{month}})',
    live: 'Live now',
    next: 'Next matches',
    noNext: 'No fixtures yet.',
    last: 'Last matches',
    noLast: 'No finished match this season yet.',
    form: 'Form',
    formLabel: 'Last five results, oldest first',
    noForm: 'No results yet.',
    tables: 'Table positions',
    noTables: 'No table yet.',
    rank: '{{rank}} of {{size}}',
    noRank: 'Not in the table yet',
    points: '{{count}} pts',
    played: 'P',
    won: 'W',
    drawn: 'D',
    lost: 'L',
    goals: 'Goals',
    pts: 'Pts',
    squad: 'Squad this season',
    number: 'No.',
    nationalNumber: 'National no.',
    squadAsOfClub:
      "Real players stand here as the World Cup 2026 squads list their clubs ({{month}}). That data has no club shirt numbers, so a real player's is left blank.",
    squadAsOfNation:
      "Real players and their national-team numbers are the World Cup 2026 squads' ({{month}}).",
    player: 'Player',
    position: 'Pos',
    goalsCol: 'Goals',
    penaltiesCol: 'Pens',
    assists: 'Assists',
    yellow: 'Yellow cards',
    red: 'Red cards',
    pos: { GK: 'GK', DF: 'DF', MF: 'MF', FW: 'FW', G: 'G', F: 'F', C: 'C', P: 'P' },
    outcome: { W: 'W', D: 'D', L: 'L' },
    factsGenerated:
      "The season's data gives scores only: scorers, assists and cards are generated, as are the squad's players marked gen.",
    factsMixed:
      "Some matches' scorers come from the season's data; the other scorers, assists and cards are generated, as are the squad's players marked gen.",
    factsFile:
      "Scorers come from the season's data; assists and cards are generated, as are the squad's players marked gen.",
    factsNone: "No goals this season yet; cards are generated, as are the squad's players marked gen.",
    generatedMark: 'gen.',
    simulatedTeam: 'A simulated team: made up by the engine, like its players, results and statistics.',
    generatedTitle: 'Not in the real squads data (the World Cup 2026 squads): a generated player',
  },
};

const vi: typeof cn = {
  team: {
    notFound: 'Đội bóng này không tồn tại.',
    coach: 'HLV: {{name}}',
    coachAsOf: '(dữ liệu {{month}})',
    live: 'Đang diễn ra',
    next: 'Trận sắp tới',
    noNext: 'Chưa có lịch thi đấu.',
    last: 'Trận gần đây',
    noLast: 'Mùa này chưa có trận nào kết thúc.',
    form: 'Phong độ',
    formLabel: 'Năm kết quả gần nhất, cũ nhất trước',
    noForm: 'Chưa có kết quả.',
    tables: 'Thứ hạng trên bảng xếp hạng',
    noTables: 'Chưa có bảng xếp hạng.',
    rank: 'Hạng {{rank}}/{{size}}',
    noRank: 'Chưa có mặt trên bảng xếp hạng',
    points: '{{count}} điểm',
    played: 'Tr',
    won: 'T',
    drawn: 'H',
    lost: 'B',
    goals: 'Bàn',
    pts: 'Đ',
    squad: 'Đội hình mùa này',
    number: 'Số',
    nationalNumber: 'Số áo ĐTQG',
    squadAsOfClub:
      'Cầu thủ thật được xếp theo câu lạc bộ ghi trong danh sách World Cup 2026 ({{month}}). Dữ liệu này không có số áo ở câu lạc bộ, nên số áo của cầu thủ thật để trống.',
    squadAsOfNation: 'Cầu thủ thật và số áo đội tuyển của họ lấy từ danh sách World Cup 2026 ({{month}}).',
    player: 'Cầu thủ',
    position: 'VT',
    goalsCol: 'Bàn thắng',
    penaltiesCol: 'Phạt đền',
    assists: 'Kiến tạo',
    yellow: 'Thẻ vàng',
    red: 'Thẻ đỏ',
    pos: { GK: 'TM', DF: 'HV', MF: 'TV', FW: 'TĐ', G: 'HV', F: 'TĐ', C: 'TT', P: 'TT' },
    outcome: { W: 'T', D: 'H', L: 'B' },
    factsGenerated:
      'Dữ liệu mùa giải chỉ có tỉ số: người ghi bàn, kiến tạo và thẻ phạt là dữ liệu tạo ra, cũng như các cầu thủ đánh dấu "tạo" trong đội hình.',
    factsMixed:
      'Người ghi bàn của một số trận lấy từ dữ liệu mùa giải; những người ghi bàn khác, kiến tạo và thẻ phạt là dữ liệu tạo ra, cũng như các cầu thủ đánh dấu "tạo" trong đội hình.',
    factsFile:
      'Người ghi bàn lấy từ dữ liệu mùa giải; kiến tạo và thẻ phạt là dữ liệu tạo ra, cũng như các cầu thủ đánh dấu "tạo" trong đội hình.',
    factsNone:
      'Mùa này chưa có bàn thắng; thẻ phạt là dữ liệu tạo ra, cũng như các cầu thủ đánh dấu "tạo" trong đội hình.',
    generatedMark: 'tạo',
    simulatedTeam: 'Đội mô phỏng: do hệ thống tạo ra, cùng với cầu thủ, kết quả và thống kê của đội.',
    generatedTitle: 'Không có trong dữ liệu đội hình thật (danh sách World Cup 2026): cầu thủ được tạo ra',
  },
};

export const teamMessages: FeatureMessages<typeof cn> = { cn, en, vi };

/** Call in each component that reads `team.*`. */
export const useTeamMessages = (): void => useMessages(teamMessages);
