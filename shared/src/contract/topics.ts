// Topic names of the push gateway (docs/API.md, Gateway section). A topic is one keyed state that
// the gateway polls once and pushes to every subscriber as snapshots and patches.

export const LIVE_SPORTS = ['football', 'basketball', 'esport'] as const;
export type LiveSport = (typeof LIVE_SPORTS)[number];

export type TopicName = `live:${LiveSport}` | `match:${string}` | `odds:${string}` | `room:${string}`;

export type ParsedTopic =
  | { kind: 'live'; sport: LiveSport }
  | { kind: 'match'; matchId: string }
  | { kind: 'odds'; matchId: string }
  | { kind: 'room'; anchorId: string };

/** Ids are the origin's numeric or slug ids; bounded so a topic name can never grow a room table. */
export const TOPIC_ID_PATTERN = '[A-Za-z0-9_-]{1,40}';
export const TOPIC_NAME_PATTERN = `^(live:(football|basketball|esport)|(match|odds|room):${TOPIC_ID_PATTERN})$`;
const TOPIC_NAME = new RegExp(TOPIC_NAME_PATTERN);

/** Parses a topic name, or returns null for anything that is not one. */
export function parseTopic(name: string): ParsedTopic | null {
  if (!TOPIC_NAME.test(name)) return null;
  const colon = name.indexOf(':');
  const kind = name.slice(0, colon);
  const rest = name.slice(colon + 1);
  switch (kind) {
    case 'live':
      return { kind: 'live', sport: rest as LiveSport };
    case 'match':
      return { kind: 'match', matchId: rest };
    case 'odds':
      return { kind: 'odds', matchId: rest };
    case 'room':
      return { kind: 'room', anchorId: rest };
    default:
      return null;
  }
}

export function topicName(topic: ParsedTopic): TopicName {
  switch (topic.kind) {
    case 'live':
      return `live:${topic.sport}`;
    case 'match':
      return `match:${topic.matchId}`;
    case 'odds':
      return `odds:${topic.matchId}`;
    case 'room':
      return `room:${topic.anchorId}`;
  }
}

export function isTopicName(name: string): name is TopicName {
  return TOPIC_NAME.test(name);
}
