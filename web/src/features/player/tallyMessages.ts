// Where a season's counts come from (TallyFacts: a file's, or the engine's), in cn, en and vi: the note
// under a player's season, a team's squad and a competition's lists.
import { type FeatureMessages, useMessages } from '../../i18n/featureMessages';

const cn = {
  tally: {
    lineupsFile: '出场与时间来自数据文件的阵容与换人。',
    lineupsGenerated: '阵容与换人为生成数据。',
    lineupsMixed: '部分比赛的阵容与换人来自数据文件，其余为生成数据。',
    scorersFile: '进球者来自数据文件。',
    scorersGenerated: '数据文件只有比分：进球者为生成数据。',
    scorersMixed: '部分比赛的进球者来自数据文件，其余为生成数据。',
    scorersNone: '本赛季尚无进球。',
    cardsFile: '黄红牌来自数据文件。',
    cardsGenerated: '黄红牌为生成数据。',
    cardsMixed: '部分黄红牌来自数据文件，其余为生成数据。',
    assistsAbsent: '数据文件没有记录助攻，本站不作编造。',
    assistsGenerated: '助攻为生成数据。',
    assistsMixed: '数据文件没有记录助攻；只有生成的比赛有助攻。',
    generatedPlayers: '标注“生成”的球员为生成。',
    mixedAll:
      '有完整记录的比赛来自数据文件（其中没有助攻）；其余比赛的阵容、进球者、黄红牌与助攻为生成数据。',
  },
};

const en: typeof cn = {
  tally: {
    lineupsFile: "Appearances and minutes come from the data's line-ups and substitutions.",
    lineupsGenerated: 'Line-ups and substitutions are generated.',
    lineupsMixed: "Some matches' line-ups and substitutions come from the data, the others are generated.",
    scorersFile: "Scorers come from the season's data.",
    scorersGenerated: "The season's data gives scores only: scorers are generated.",
    scorersMixed: "Some matches' scorers come from the season's data, the others are generated.",
    scorersNone: 'No goals this season yet.',
    cardsFile: 'Cards come from the data.',
    cardsGenerated: 'Cards are generated.',
    cardsMixed: 'Some cards come from the data, the others are generated.',
    assistsAbsent: 'The data names no assists, and none is made up.',
    assistsGenerated: 'Assists are generated.',
    assistsMixed: 'The data names no assists; only generated matches have them.',
    generatedPlayers: 'Players marked gen. are generated.',
    mixedAll:
      "Matches with a full record come from the data (it names no assists); the others' line-ups, scorers, cards and assists are generated.",
  },
};

const vi: typeof cn = {
  tally: {
    lineupsFile: 'Số trận và số phút lấy từ đội hình và thay người trong dữ liệu.',
    lineupsGenerated: 'Đội hình và thay người là dữ liệu tạo ra.',
    lineupsMixed: 'Đội hình và thay người của một số trận lấy từ dữ liệu, số còn lại là dữ liệu tạo ra.',
    scorersFile: 'Người ghi bàn lấy từ dữ liệu mùa giải.',
    scorersGenerated: 'Dữ liệu mùa giải chỉ có tỉ số: người ghi bàn là dữ liệu tạo ra.',
    scorersMixed: 'Người ghi bàn của một số trận lấy từ dữ liệu mùa giải, số còn lại là dữ liệu tạo ra.',
    scorersNone: 'Mùa này chưa có bàn thắng.',
    cardsFile: 'Thẻ phạt lấy từ dữ liệu.',
    cardsGenerated: 'Thẻ phạt là dữ liệu tạo ra.',
    cardsMixed: 'Một số thẻ phạt lấy từ dữ liệu, số còn lại là dữ liệu tạo ra.',
    assistsAbsent: 'Dữ liệu không ghi kiến tạo, và trang không tự tạo ra.',
    assistsGenerated: 'Kiến tạo là dữ liệu tạo ra.',
    assistsMixed: 'Dữ liệu không ghi kiến tạo; chỉ các trận mô phỏng có kiến tạo.',
    generatedPlayers: 'Cầu thủ đánh dấu "tạo" là dữ liệu tạo ra.',
    mixedAll:
      'Các trận có ghi chép đầy đủ lấy từ dữ liệu (không ghi kiến tạo); đội hình, người ghi bàn, thẻ phạt và kiến tạo của các trận khác là dữ liệu tạo ra.',
  },
};

export const tallyMessages: FeatureMessages<typeof cn> = { cn, en, vi };

export const useTallyMessages = (): void => useMessages(tallyMessages);
