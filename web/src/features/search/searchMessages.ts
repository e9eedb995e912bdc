// The strings of search: the results page and the suggestions, in cn, en and vi.
// They travel with the feature's chunk and join the catalog as it renders (i18n/featureMessages.ts).
import { type FeatureMessages, useMessages } from '../../i18n/featureMessages';

const cn = {
  search: {
    label: '搜索内容',
    placeholder: '球队、球员、联赛、比赛、主播',
    submit: '搜索',
    resultsFor: '“{{q}}”的搜索结果',
    hotWords: '热门搜索',
    noHotWords: '暂无推荐。',
    noResults: '没有找到与“{{q}}”相关的内容，试试球队或联赛名称的一部分。',
    teams: '球队（{{count}}）',
    players: '球员（{{count}}）',
    leagues: '联赛（{{count}}）',
    matches: '比赛（{{count}}）',
    anchors: '主播（{{count}}）',
    suggestions: '搜索建议',
    kind: { team: '球队', league: '联赛', match: '比赛', anchor: '主播' },
  },
};

const en: typeof cn = {
  search: {
    label: 'Search text',
    placeholder: 'Teams, players, leagues, matches, anchors',
    submit: 'Search',
    resultsFor: 'Results for “{{q}}”',
    hotWords: 'Popular searches',
    noHotWords: 'No suggestions right now.',
    noResults: 'Nothing found for “{{q}}”. Try part of a team or league name.',
    teams: 'Teams ({{count}})',
    players: 'Players ({{count}})',
    leagues: 'Leagues ({{count}})',
    matches: 'Matches ({{count}})',
    anchors: 'Anchors ({{count}})',
    suggestions: 'Suggestions',
    kind: { team: 'Team', league: 'League', match: 'Match', anchor: 'Anchor' },
  },
};

const vi: typeof cn = {
  search: {
    label: 'Nội dung tìm kiếm',
    placeholder: 'Đội, cầu thủ, giải đấu, trận đấu, BLV',
    submit: 'Tìm',
    resultsFor: 'Kết quả cho “{{q}}”',
    hotWords: 'Tìm kiếm phổ biến',
    noHotWords: 'Hiện chưa có gợi ý.',
    noResults: 'Không tìm thấy gì cho “{{q}}”. Hãy thử một phần tên đội hoặc giải đấu.',
    teams: 'Đội bóng ({{count}})',
    players: 'Cầu thủ ({{count}})',
    leagues: 'Giải đấu ({{count}})',
    matches: 'Trận đấu ({{count}})',
    anchors: 'BLV ({{count}})',
    suggestions: 'Gợi ý',
    kind: { team: 'Đội', league: 'Giải', match: 'Trận', anchor: 'BLV' },
  },
};

export const searchMessages: FeatureMessages<typeof cn> = { cn, en, vi };

/** Call in each component that reads `search.*`. */
export const useSearchMessages = (): void => useMessages(searchMessages);
