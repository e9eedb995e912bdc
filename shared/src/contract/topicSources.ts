// Which call feeds each topic (docs/API.md, Topics). The gateway's one poller makes it for every
// topic its clients watch, checks the decoded answer against the call's schema in the REST table,
// and keeps the topic state made from it (topicStates.ts). Server side only: it holds the schemas.
import type { Static } from 'typebox';
import { restPath } from '../api/restPath';
import { REST_TABLE, type RestEntry } from '../api/restTable';
import { SPORT_CODES } from '../domain/sport';
import type { JsonValue } from './patch';
import { TOPIC_STATES } from './topicStates';
import type { ParsedTopic } from './topics';

export interface TopicSource {
  /** The call; its `answer` schema is what the answer must match. */
  call: RestEntry;
  /** The call's path with its parameters filled in. */
  path: string;
  query: Record<string, string>;
  /** The topic's state from an answer that matched `call.answer`. */
  toState(answer: unknown): JsonValue;
}

/** Ties a call to a state maker of its own answer type. */
function source<E extends RestEntry>(
  call: E,
  params: Record<string, string>,
  query: Record<string, string>,
  toState: (answer: Static<E['answer']>) => JsonValue,
): TopicSource {
  return {
    call,
    path: restPath(call, params),
    query,
    toState: (answer) => toState(answer as Static<E['answer']>),
  };
}

export function topicSourceOf(topic: ParsedTopic): TopicSource {
  switch (topic.kind) {
    case 'live':
      return source(
        REST_TABLE.liveMatches,
        {},
        { sport: String(SPORT_CODES[topic.sport]) },
        TOPIC_STATES.live,
      );
    case 'match':
      return source(REST_TABLE.matchDetail, { id: topic.matchId }, {}, TOPIC_STATES.match);
    case 'odds':
      return source(REST_TABLE.matchOdds, { id: topic.matchId }, {}, TOPIC_STATES.odds);
    case 'room':
      return source(REST_TABLE.anchorRoom, { id: topic.anchorId }, {}, TOPIC_STATES.room);
    case 'scorers':
      return source(REST_TABLE.leagueScorers, {}, { leagueId: topic.leagueId }, TOPIC_STATES.scorers);
    case 'table':
      return source(REST_TABLE.leagueTable, {}, { leagueId: topic.leagueId }, TOPIC_STATES.table);
  }
}
