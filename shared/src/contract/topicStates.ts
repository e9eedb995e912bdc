// What each topic holds (docs/API.md, Topics), made from the /vdapi answer that feeds it: lists
// become maps keyed by id, so one changed score is one small patch. The gateway makes every state
// with these functions; the browser reads the states back into the lists it draws, and makes the
// same state from a REST answer until the socket has one.
import type { LeagueScorers, ScorerRow } from '../api/teams';
import type {
  AnchorRoomDetail,
  CompanyOdds,
  LeagueTable,
  LiveStandingRow,
  MatchDetail,
  MatchList,
  MatchOdds,
  MatchShot,
  MatchStat,
  MatchSummary,
  PlayerRating,
  TimelineEvent,
} from '../api/vdapi';
import type { TopicName } from './topics';

/** live:{sport}: the matches in play of one sport, keyed by match id. */
export type LiveTopicState = Record<string, MatchSummary>;

/** A match as a page shows it: the detail answer without its server time. */
export type MatchView = Omit<MatchDetail, 'serverTime'>;
type MomentumPoint = MatchDetail['momentum'][number];

/**
 * match:{id}: the detail with events keyed by id, stats by stat key, momentum by minute, shots by id
 * and ratings by player id (a new shot or a moved rating is a small patch, never the whole list).
 */
export type MatchTopicState = Omit<MatchView, 'events' | 'stats' | 'momentum' | 'shots' | 'ratings'> & {
  events: Record<string, TimelineEvent>;
  stats: Record<string, MatchStat>;
  momentum: Record<string, MomentumPoint>;
  shots?: Record<string, MatchShot>;
  ratings?: Record<string, PlayerRating>;
};

/** odds:{id}: rows by odds type, then by bookmaker id. */
export type OddsTopicState = Record<string, Record<string, CompanyOdds>>;

/** room:{anchorId}: the streamer room as the origin describes it. */
export type RoomTopicState = AnchorRoomDetail;

/**
 * scorers:{leagueId}: a competition's top scorers, assists and cards, each list keyed by player id (a
 * goal or a card changes one row's count and rank, a small patch).
 */
export type ScorersTopicState = Omit<LeagueScorers, 'scorers' | 'assists' | 'cards'> & {
  scorers: Record<string, ScorerRow>;
  assists: Record<string, ScorerRow>;
  cards: Record<string, ScorerRow>;
};

/**
 * table:{leagueId}: a competition's table as it stands (docs/PRODUCT.md §2), rows keyed by team id: a goal in
 * play changes the rows it moves (their figures and places), a small patch; the bracket as answered.
 */
export type TableTopicState = Omit<LeagueTable, 'table'> & { table: Record<string, LiveStandingRow> };

/** Each topic kind: the answer its state is made from, and the state. */
export interface TopicKinds {
  live: { answer: MatchList; state: LiveTopicState };
  match: { answer: MatchDetail; state: MatchTopicState };
  odds: { answer: MatchOdds; state: OddsTopicState };
  room: { answer: AnchorRoomDetail; state: RoomTopicState };
  scorers: { answer: LeagueScorers; state: ScorersTopicState };
  table: { answer: LeagueTable; state: TableTopicState };
}
export type TopicKind = keyof TopicKinds;

/** The state a topic name holds: `TopicStateOf<'odds:7@en'>` is OddsTopicState. */
export type TopicStateOf<T extends TopicName> = T extends `${infer K extends TopicKind}:${string}`
  ? TopicKinds[K]['state']
  : never;

function keyBy<T>(list: readonly T[], key: (item: T) => string | number): Record<string, T> {
  const out: Record<string, T> = {};
  for (const item of list) out[String(key(item))] = item;
  return out;
}

export function liveTopicState(answer: MatchList): LiveTopicState {
  return keyBy(answer.list, (match) => match.id);
}

/** `serverTime` is left out: it changes on every call, and a patch carries its own time. */
export function matchTopicState(answer: MatchDetail): MatchTopicState {
  const { serverTime: _serverTime, events, stats, momentum, shots, ratings, ...rest } = answer;
  const state: MatchTopicState = {
    ...rest,
    events: keyBy(events, (event) => event.id),
    stats: keyBy(stats, (stat) => stat.key),
    momentum: keyBy(momentum, (point) => `${point.minute}+${point.addedMinute}`),
  };
  if (shots) state.shots = keyBy(shots, (shot) => shot.id);
  if (ratings) state.ratings = keyBy(ratings, (rating) => rating.playerId);
  return state;
}

export function oddsTopicState(answer: MatchOdds): OddsTopicState {
  const state: OddsTopicState = {};
  for (const entry of answer.types) state[String(entry.type)] = keyBy(entry.list, (row) => row.companyId);
  return state;
}

export function roomTopicState(answer: AnchorRoomDetail): RoomTopicState {
  return answer;
}

export function scorersTopicState(answer: LeagueScorers): ScorersTopicState {
  return {
    ...answer,
    scorers: keyBy(answer.scorers, (row) => row.playerId),
    assists: keyBy(answer.assists, (row) => row.playerId),
    cards: keyBy(answer.cards, (row) => row.playerId),
  };
}

export function tableTopicState(answer: LeagueTable): TableTopicState {
  return { ...answer, table: keyBy(answer.table, (row) => row.teamId) };
}

/** For each topic kind, how an answer becomes its state. */
export const TOPIC_STATES: { [K in TopicKind]: (answer: TopicKinds[K]['answer']) => TopicKinds[K]['state'] } =
  {
    live: liveTopicState,
    match: matchTopicState,
    odds: oddsTopicState,
    room: roomTopicState,
    scorers: scorersTopicState,
    table: tableTopicState,
  };

const byMinute = (a: { minute: number; addedMinute: number }, b: { minute: number; addedMinute: number }) =>
  a.minute - b.minute || a.addedMinute - b.addedMinute;

/** A live state's matches as a list, in kick-off order. */
export function liveMatchesOf(state: LiveTopicState): MatchSummary[] {
  return Object.values(state).sort((a, b) => a.startTime - b.startTime || a.id - b.id);
}

/** A match state as the page draws it: events and momentum in match order. */
export function matchViewOf(state: MatchTopicState): MatchView {
  const { shots, ratings, ...rest } = state;
  const view: MatchView = {
    ...rest,
    events: Object.values(state.events).sort((a, b) => byMinute(a, b) || a.id - b.id),
    stats: Object.values(state.stats),
    momentum: Object.values(state.momentum).sort(byMinute),
  };
  if (shots) view.shots = Object.values(shots).sort((a, b) => byMinute(a, b) || a.id - b.id);
  if (ratings) view.ratings = Object.values(ratings);
  return view;
}

// Code-unit order of names, the same in every runtime (the origin sorts its answer by these too).
const byName = (a: ScorerRow, b: ScorerRow) =>
  (a.name < b.name ? -1 : a.name > b.name ? 1 : 0) || a.playerId - b.playerId;
/** The scorers list's order: most goals, then most assists, then name. */
export const scorerOrder = (a: ScorerRow, b: ScorerRow) =>
  b.goals - a.goals || b.assists - a.assists || byName(a, b);
/** The assists list's order: most assists, then most goals, then name. */
export const assistOrder = (a: ScorerRow, b: ScorerRow) =>
  b.assists - a.assists || b.goals - a.goals || byName(a, b);

/** The cards list's order: most red cards, then most yellow cards, then name. */
export const cardOrder = (a: ScorerRow, b: ScorerRow) =>
  b.redCards - a.redCards || b.yellowCards - a.yellowCards || byName(a, b);

/** A scorers state as the page draws it: the answer's three lists, in the answer's order. */
export function scorersOf(state: ScorersTopicState): LeagueScorers {
  return {
    ...state,
    scorers: Object.values(state.scorers).sort(scorerOrder),
    assists: Object.values(state.assists).sort(assistOrder),
    // A state from a gateway of before the cards list has none.
    cards: Object.values(state.cards ?? {}).sort(cardOrder),
  };
}

/** A table state as the page draws it: the answer, its rows in the order of their places. */
export function leagueTableOf(state: TableTopicState): LeagueTable {
  return { ...state, table: Object.values(state.table).sort((a, b) => a.rank - b.rank) };
}
