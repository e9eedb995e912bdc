// What the match page says about where its facts come from (MatchDetail.facts): a real fixture's score
// is the real result, while what the data files do not carry is simulated, and the page says so.
import { type FeatureMessages, useMessages } from '../../i18n/featureMessages';

const cn = {
  facts: {
    label: '数据说明',
    goalsGenerated: '比分是真实赛果；进球时间和进球球员为模拟生成。',
    goalsFromFile: '比分、进球时间和进球球员来自真实数据。',
    goalsFitted:
      '比分是真实赛果；进球时间和进球球员来自真实数据，但数据与比分不符之处已按比分调整：个别进球时间有移动，数据未列出的进球时间为模拟，且不标进球球员。',
    scoreGenerated: '真实赛程，比分与比赛事件为模拟生成。',
    shootoutGenerated: '点球大战的比分与罚球过程为模拟生成。',
    detailsGenerated: '红黄牌、换人、射门与预期进球、球员评分和技术统计为模拟生成。',
    lineupsGenerated: '数据未提供阵容，阵容为模拟生成。',
    lineupsPartly: '除数据记载的进球球员外，阵容为模拟生成。',
    squadsLater:
      '真实球员按 2025/26 赛季及 2026 年 6 月（2026 世界杯大名单）所在的俱乐部排入阵容；本赛季更早，球员当时未必效力于该俱乐部。',
    rearranged: '开球时间已调整，以保证球队两场比赛间隔48小时。',
  },
};

const en: typeof cn = {
  facts: {
    label: 'About this data',
    goalsGenerated: 'The score is the real result; goal minutes and scorers are simulated.',
    goalsFromFile: 'The score, goal minutes and scorers are real data.',
    goalsFitted:
      'The score is the real result; goal minutes and scorers are real data, fitted to the score where the data disagreed with it: some minutes moved, and a goal the data does not list has a simulated minute and no scorer.',
    scoreGenerated: 'A real fixture; its score and events are simulated.',
    shootoutGenerated: "The shoot-out's score and kicks are simulated.",
    detailsGenerated:
      'Cards, substitutions, shots and their xG, player ratings and statistics are simulated.',
    lineupsGenerated: 'The data has no line-ups: these are simulated.',
    lineupsPartly: 'Apart from the scorers the data names, the line-ups are simulated.',
    squadsLater:
      'Real players are placed at their clubs of 2025/26 and June 2026 (the World Cup 2026 squads); this season is earlier, so a player may not have been at the club then.',
    rearranged: "Kick-off moved to keep 48 hours between a club's matches.",
  },
};

const vi: typeof cn = {
  facts: {
    label: 'Về dữ liệu',
    goalsGenerated: 'Tỷ số là kết quả thật; phút ghi bàn và cầu thủ ghi bàn là mô phỏng.',
    goalsFromFile: 'Tỷ số, phút ghi bàn và cầu thủ ghi bàn là dữ liệu thật.',
    goalsFitted:
      'Tỷ số là kết quả thật; phút ghi bàn và cầu thủ ghi bàn là dữ liệu thật, được khớp lại theo tỷ số ở chỗ dữ liệu không khớp: một số phút đã được dời, bàn thắng dữ liệu không ghi có phút mô phỏng và không có tên cầu thủ ghi bàn.',
    scoreGenerated: 'Trận đấu có thật; tỷ số và diễn biến là mô phỏng.',
    shootoutGenerated: 'Tỷ số và diễn biến loạt sút luân lưu là mô phỏng.',
    detailsGenerated: 'Thẻ phạt, thay người, các cú sút và xG, điểm cầu thủ và thống kê là mô phỏng.',
    lineupsGenerated: 'Dữ liệu không có đội hình: đội hình này là mô phỏng.',
    lineupsPartly: 'Ngoài các cầu thủ ghi bàn có trong dữ liệu, đội hình là mô phỏng.',
    squadsLater:
      'Cầu thủ thật được xếp theo câu lạc bộ của họ ở mùa 2025/26 và tháng 6/2026 (danh sách World Cup 2026); mùa giải này sớm hơn, nên khi đó cầu thủ có thể chưa thuộc câu lạc bộ này.',
    rearranged: 'Giờ bóng lăn đã được dời để mỗi đội có 48 giờ giữa hai trận.',
  },
};

export const factsMessages: FeatureMessages<typeof cn> = { cn, en, vi };

export const useFactsMessages = (): void => useMessages(factsMessages);
