// Which /vdapi call feeds each topic, the schema its decoded answer must match, and how the answer
// becomes topic state keyed by id (maps, not arrays, so one changed score is one small op).
import {
  type JsonObject,
  type JsonValue,
  type LangHeader,
  type LiveSport,
  localeToLangHeader,
  type ParsedTopic,
} from '@pitchside/shared';
import type { TSchema } from 'typebox';
import { Compile } from 'typebox/compile';
import {
  type AnchorRoom,
  AnchorRoomSchema,
  type MatchDetail,
  MatchDetailSchema,
  type MatchList,
  MatchListSchema,
  type MatchOdds,
  MatchOddsSchema,
} from './vdapiSchemas';

/** Sport codes of the /vdapi answers: 1 football, 2 basketball, 3 esports. */
export const SPORT_CODES: Record<LiveSport, 1 | 2 | 3> = { football: 1, basketball: 2, esport: 3 };

export type TopicSource = {
  path: string;
  lang: LangHeader;
  query: Record<string, string>;
  /** Returns the first schema error, or null when the payload matches. */
  check(payload: unknown): string | null;
  toState(payload: unknown): JsonValue;
};

function checker(schema: TSchema): (payload: unknown) => string | null {
  const validator = Compile(schema);
  return (payload) => {
    if (validator.Check(payload)) return null;
    for (const error of validator.Errors(payload)) return `${error.instancePath || '/'} ${error.message}`;
    return 'does not match';
  };
}

const checkMatchList = checker(MatchListSchema);
const checkMatchDetail = checker(MatchDetailSchema);
const checkMatchOdds = checker(MatchOddsSchema);
const checkAnchorRoom = checker(AnchorRoomSchema);

function keyBy<T extends object>(list: readonly T[], key: (item: T) => string | number): JsonObject {
  const out: JsonObject = {};
  for (const item of list) out[String(key(item))] = item as unknown as JsonValue;
  return out;
}

/** live:{sport}: the live matches of one sport keyed by match id. */
export function liveState(payload: MatchList): JsonValue {
  return keyBy(payload.list, (match) => match.id);
}

/**
 * match:{id}: score, status, clock, events keyed by id, stats keyed by stat key and momentum keyed
 * by minute. `serverTime` is left out: it changes on every call and the patch carries its own time.
 */
export function matchState(payload: MatchDetail): JsonValue {
  const { serverTime: _serverTime, events, stats, momentum, ...rest } = payload;
  return {
    ...(rest as unknown as JsonObject),
    events: keyBy(events, (event) => event.id),
    stats: keyBy(stats, (stat) => stat.key),
    momentum: keyBy(momentum, (point) => `${point.minute}+${point.addedMinute}`),
  };
}

/** odds:{id}: rows keyed by odds type, then by bookmaker id. */
export function oddsState(payload: MatchOdds): JsonValue {
  const types: JsonObject = {};
  for (const entry of payload.types) types[String(entry.type)] = keyBy(entry.list, (row) => row.companyId);
  return types;
}

/** room:{anchorId}: the streamer room as the origin describes it. */
export function roomState(payload: AnchorRoom): JsonValue {
  return payload as unknown as JsonValue;
}

export function topicSource(topic: ParsedTopic): TopicSource {
  return { ...sourceOf(topic), lang: localeToLangHeader(topic.locale) };
}

function sourceOf(topic: ParsedTopic): Omit<TopicSource, 'lang'> {
  switch (topic.kind) {
    case 'live':
      return {
        path: '/vdapi/match/v1/live',
        query: { sport: String(SPORT_CODES[topic.sport]) },
        check: checkMatchList,
        toState: (payload) => liveState(payload as MatchList),
      };
    case 'match':
      return {
        path: `/vdapi/detail/v1/info/${topic.matchId}`,
        query: {},
        check: checkMatchDetail,
        toState: (payload) => matchState(payload as MatchDetail),
      };
    case 'odds':
      return {
        path: `/vdapi/detail/v1/odds/${topic.matchId}`,
        query: {},
        check: checkMatchOdds,
        toState: (payload) => oddsState(payload as MatchOdds),
      };
    case 'room':
      return {
        path: `/vdapi/anchor/room/${topic.anchorId}`,
        query: {},
        check: checkAnchorRoom,
        toState: (payload) => roomState(payload as AnchorRoom),
      };
  }
}
