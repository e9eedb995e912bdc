// Which /vdapi call feeds each topic and the schema its decoded answer must match; the answer becomes
// the topic's state by the shared contract's makers (shared/src/contract/topicStates.ts).
import {
  type JsonValue,
  type LangHeader,
  liveTopicState,
  localeToLangHeader,
  matchTopicState,
  oddsTopicState,
  type ParsedTopic,
  roomTopicState,
  SPORT_CODES,
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

export type TopicSource = {
  path: string;
  lang: LangHeader;
  query: Record<string, string>;
  /** Returns the first schema error, or null when the payload matches. */
  check(payload: unknown): string | null;
  /** The topic's state from a payload that passed `check`. */
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
        toState: (payload) => liveTopicState(payload as MatchList),
      };
    case 'match':
      return {
        path: `/vdapi/detail/v1/info/${topic.matchId}`,
        query: {},
        check: checkMatchDetail,
        toState: (payload) => matchTopicState(payload as MatchDetail),
      };
    case 'odds':
      return {
        path: `/vdapi/detail/v1/odds/${topic.matchId}`,
        query: {},
        check: checkMatchOdds,
        toState: (payload) => oddsTopicState(payload as MatchOdds),
      };
    case 'room':
      return {
        path: `/vdapi/anchor/room/${topic.anchorId}`,
        query: {},
        check: checkAnchorRoom,
        toState: (payload) => roomTopicState(payload as AnchorRoom),
      };
  }
}
