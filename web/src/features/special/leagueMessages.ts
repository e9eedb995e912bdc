// The strings of a league's page beyond the specials' own: the season by rounds, the competition's
// table and its knockout bracket, in cn, en and vi. They travel with the page's chunk.
import { type FeatureMessages, useMessages } from '../../i18n/featureMessages';

const cn = {
  league: {
    moreResults: '更早的轮次',
    moreFixtures: '之后的轮次',
    loading: '加载中…',
    noResults: '本赛季还没有赛果。',
    noFixtures: '本赛季已没有待赛的比赛。',
    tableCaption: '积分榜',
    leaguePhase: '联赛阶段',
    goalDiff: '净胜',
    goalsFor: '进球',
    goalsAgainst: '失球',
    noBracket: '淘汰赛尚未开始。',
    aggregate: '总比分',
    aet: '加时',
    pens: '点球 {{score}}',
    through: '晋级',
    leg1: '首回合',
    leg2: '次回合',
    match: '比赛',
    legScore: '{{leg}} {{score}}',
    notPlayed: '未开赛',
    asItStands: '实时积分榜：比赛进行中，按当前比分计算',
    inPlay: '比赛中',
    movedUp: '上升，赛前第{{from}}名',
    movedDown: '下降，赛前第{{from}}名',
  },
};

const en: typeof cn = {
  league: {
    moreResults: 'Earlier rounds',
    moreFixtures: 'Later rounds',
    loading: 'Loading…',
    noResults: 'No results yet this season.',
    noFixtures: 'No fixtures left this season.',
    tableCaption: 'Table',
    leaguePhase: 'League phase',
    goalDiff: 'GD',
    goalsFor: 'Goals for',
    goalsAgainst: 'Goals against',
    noBracket: 'The knockout stage has not started.',
    aggregate: 'Agg.',
    aet: 'AET',
    pens: '({{score}} pens)',
    through: 'Through',
    leg1: '1st leg',
    leg2: '2nd leg',
    match: 'Match',
    legScore: '{{leg}} {{score}}',
    notPlayed: 'Not played',
    asItStands: 'Live table: as it stands, at the scores in play now',
    inPlay: 'Playing',
    movedUp: 'Up from {{from}} before play',
    movedDown: 'Down from {{from}} before play',
  },
};

const vi: typeof cn = {
  league: {
    moreResults: 'Các vòng trước',
    moreFixtures: 'Các vòng sau',
    loading: 'Đang tải…',
    noResults: 'Mùa giải chưa có kết quả nào.',
    noFixtures: 'Mùa giải không còn trận nào sắp diễn ra.',
    tableCaption: 'Bảng xếp hạng',
    leaguePhase: 'Vòng phân hạng',
    goalDiff: 'HS',
    goalsFor: 'Bàn thắng',
    goalsAgainst: 'Bàn thua',
    noBracket: 'Vòng knock-out chưa bắt đầu.',
    aggregate: 'Tổng tỷ số',
    aet: 'Hiệp phụ',
    pens: 'Luân lưu {{score}}',
    through: 'Đi tiếp',
    leg1: 'Lượt đi',
    leg2: 'Lượt về',
    match: 'Trận đấu',
    legScore: '{{leg}} {{score}}',
    notPlayed: 'Chưa đá',
    asItStands: 'BXH trực tiếp: tạm tính theo tỷ số các trận đang đá',
    inPlay: 'Đang đá',
    movedUp: 'Tăng, hạng {{from}} trước trận',
    movedDown: 'Giảm, hạng {{from}} trước trận',
  },
};

export const leagueMessages: FeatureMessages<typeof cn> = { cn, en, vi };

/** Call in each component that reads `league.*`. */
export const useLeagueMessages = (): void => useMessages(leagueMessages);
