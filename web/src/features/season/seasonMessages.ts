// What a competition and a match say about their season (docs/API.md "Real and generated"): the real
// season replayed and how far it is moved, the part of its results that is real, or that the whole
// competition is the engine's own. In cn, en and vi; they travel with the pages that show them.
import { type FeatureMessages, useMessages } from '../../i18n/featureMessages';

const cn = {
  season: {
    label: '赛季说明',
    replayed: '{{season}}赛季，日期推后{{years}}重演。',
    years: { one: '一年', two: '两年', other: '{{count}}年' },
    moved: '{{season}}赛季，日期推后{{weeks}}周重演。',
    asPlayed: '{{season}}赛季，按原日期进行。',
    allReal: '所有赛果均为真实数据。',
    realUntil: '{{date}}及之前的赛果为真实数据，之后的赛果为模拟生成。',
    noneReal: '真实赛程，所有赛果为模拟生成。',
    generated: '模拟赛事：球队、球员、赛果和数据均由引擎生成，并非真实。',
    matchDate: '数据中本场比赛的日期：{{date}}。',
    matchReal: '本场按真实赛果进行。',
    matchAfter: '数据中的赛果只到{{date}}，本场比分由引擎模拟。',
    matchNoResult: '数据中没有本场的赛果，比分由引擎模拟。',
    matchReplayed: '本场比赛曾推迟，由引擎另选日期重赛，比分由引擎模拟。',
    matchPostponed: '本场比赛推迟，没有比分。',
    matchGenerated: '模拟比赛：球队、球员、比分和数据均由引擎生成，并非真实。',
    simulated: '模拟',
  },
};

const en: typeof cn = {
  season: {
    label: 'About this season',
    replayed: 'The {{season}} season, replayed {{years}} on.',
    years: { one: 'one year', two: 'two years', other: '{{count}} years' },
    moved: 'The {{season}} season, its dates moved {{weeks}} weeks on.',
    asPlayed: 'The {{season}} season, on its own dates.',
    allReal: 'Every result is the real one.',
    realUntil: 'Results up to {{date}} are the real ones; later ones are simulated.',
    noneReal: 'Real fixtures; every result is simulated.',
    generated:
      'A simulated competition: its teams, players, results and statistics are made up by the engine, not real.',
    matchDate: 'In the data this match is dated {{date}}.',
    matchReal: 'The engine plays it to its real result.',
    matchAfter: "The data's results end on {{date}}: the engine simulates this match's score.",
    matchNoResult: 'The data has no result for this match: the engine simulates its score.',
    matchReplayed:
      'It was postponed and is replayed on a date the engine chose: the engine simulates its score.',
    matchPostponed: 'It is postponed: it has no score.',
    matchGenerated:
      'A simulated match: the teams, players, score and statistics are made up by the engine, not real.',
    simulated: 'Simulated',
  },
};

const vi: typeof cn = {
  season: {
    label: 'Về mùa giải',
    replayed: 'Mùa giải {{season}}, diễn lại sau {{years}}.',
    years: { one: 'một năm', two: 'hai năm', other: '{{count}} năm' },
    moved: 'Mùa giải {{season}}, lịch được dời {{weeks}} tuần.',
    asPlayed: 'Mùa giải {{season}}, theo đúng lịch gốc.',
    allReal: 'Mọi kết quả đều là kết quả thật.',
    realUntil: 'Kết quả đến ngày {{date}} là thật; các kết quả sau đó là mô phỏng.',
    noneReal: 'Lịch thi đấu thật; mọi kết quả đều là mô phỏng.',
    generated: 'Giải đấu mô phỏng: đội, cầu thủ, kết quả và thống kê đều do hệ thống tạo ra, không có thật.',
    matchDate: 'Trong dữ liệu, trận này diễn ra ngày {{date}}.',
    matchReal: 'Trận đấu diễn ra đúng theo kết quả thật.',
    matchAfter: 'Kết quả trong dữ liệu chỉ đến ngày {{date}}: tỷ số trận này do hệ thống mô phỏng.',
    matchNoResult: 'Dữ liệu không có kết quả trận này: tỷ số do hệ thống mô phỏng.',
    matchReplayed:
      'Trận đấu từng bị hoãn và được đá lại vào ngày do hệ thống chọn: tỷ số do hệ thống mô phỏng.',
    matchPostponed: 'Trận đấu bị hoãn: chưa có tỷ số.',
    matchGenerated:
      'Trận đấu mô phỏng: đội, cầu thủ, tỷ số và thống kê đều do hệ thống tạo ra, không có thật.',
    simulated: 'Mô phỏng',
  },
};

export const seasonMessages: FeatureMessages<typeof cn> = { cn, en, vi };

/** Call in each component that reads `season.*`. */
export const useSeasonMessages = (): void => useMessages(seasonMessages);
