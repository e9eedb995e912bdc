// Topic names of the push gateway (docs/API.md, Gateway section). A topic is one keyed state that
// the gateway polls once and pushes to every subscriber as snapshots and patches. Names in the
// data follow the request language, so a topic in en or vi carries a suffix: `live:football@en`;
// the bare name is cn (PRODUCT §9: default locale).
import { MAX_ID } from '../api/vdapiRequests';
import type { Locale } from '../domain/locale';
import { SPORTS, type Sport } from '../domain/sport';

/** Locales other than the default cn, as topic name suffixes. */
export type TopicLocaleSuffix = '' | '@en' | '@vi';

export type LiveTopicName = `live:${Sport}${TopicLocaleSuffix}`;
export type MatchTopicName = `match:${string}`;
export type OddsTopicName = `odds:${string}`;
export type RoomTopicName = `room:${string}`;
export type ScorersTopicName = `scorers:${string}`;
export type TableTopicName = `table:${string}`;
export type TopicName =
  | LiveTopicName
  | MatchTopicName
  | OddsTopicName
  | RoomTopicName
  | ScorersTopicName
  | TableTopicName;

export type ParsedTopic = (
  | { kind: 'live'; sport: Sport }
  | { kind: 'match'; matchId: string }
  | { kind: 'odds'; matchId: string }
  | { kind: 'room'; anchorId: string }
  | { kind: 'scorers'; leagueId: string }
  | { kind: 'table'; leagueId: string }
) & { locale: Locale };

/**
 * The decimal spelling of 1…max without leading zeros, as a regular expression: each alternative fixes
 * a prefix of max's digits, then one digit below max's, then any digits (2147483647: `[1-9][0-9]{0,8}`,
 * `1[0-9]{9}`, `20[0-9]{8}`, … `214748364[0-7]`).
 */
export function positiveIntegerPattern(max: number): string {
  const digits = String(max);
  const shorter = digits.length > 1 ? [`[1-9][0-9]{0,${digits.length - 2}}`] : [];
  const same: string[] = [];
  for (let i = 0; i < digits.length; i++) {
    const digit = Number(digits[i]);
    const low = i === 0 ? 1 : 0;
    const rest = digits.length - i - 1;
    const last = i === digits.length - 1;
    const top = last ? digit : digit - 1;
    if (top >= low) same.push(`${digits.slice(0, i)}[${low}-${top}]${rest > 0 ? `[0-9]{${rest}}` : ''}`);
  }
  return `(?:${[...shorter, ...same].join('|')})`;
}

/**
 * A topic's id is what the origin takes for the topic's call (api/vdapiRequests.ts, RequestIdSchema: an
 * integer from 1 to MAX_ID), spelt one way only (no sign, no leading zero), so every name the schema
 * lets through is one the origin can answer, and one topic has one name. Anything else is refused at
 * subscribe, before any origin call (`match:fake-0` and `scorers:x0` were once polled forever).
 */
export const TOPIC_ID_PATTERN = positiveIntegerPattern(MAX_ID);
export const TOPIC_NAME_PATTERN = `^(live:(${SPORTS.join('|')})|(match|odds|room|scorers|table):${TOPIC_ID_PATTERN})(@(en|vi))?$`;
const TOPIC_NAME = new RegExp(TOPIC_NAME_PATTERN);

/** Parses a topic name, or returns null for anything that is not one. */
export function parseTopic(name: string): ParsedTopic | null {
  if (!TOPIC_NAME.test(name)) return null;
  const at = name.indexOf('@');
  const locale: Locale = at < 0 ? 'cn' : (name.slice(at + 1) as Locale);
  const bare = at < 0 ? name : name.slice(0, at);
  const colon = bare.indexOf(':');
  const kind = bare.slice(0, colon);
  const rest = bare.slice(colon + 1);
  switch (kind) {
    case 'live':
      return { kind: 'live', sport: rest as Sport, locale };
    case 'match':
      return { kind: 'match', matchId: rest, locale };
    case 'odds':
      return { kind: 'odds', matchId: rest, locale };
    case 'room':
      return { kind: 'room', anchorId: rest, locale };
    case 'scorers':
      return { kind: 'scorers', leagueId: rest, locale };
    case 'table':
      return { kind: 'table', leagueId: rest, locale };
    default:
      return null;
  }
}

type TopicOf<K extends ParsedTopic['kind']> = Extract<ParsedTopic, { kind: K }>;

/** The canonical name of a topic: no suffix for cn. */
export function topicName(topic: TopicOf<'live'>): LiveTopicName;
export function topicName(topic: TopicOf<'match'>): MatchTopicName;
export function topicName(topic: TopicOf<'odds'>): OddsTopicName;
export function topicName(topic: TopicOf<'room'>): RoomTopicName;
export function topicName(topic: TopicOf<'scorers'>): ScorersTopicName;
export function topicName(topic: TopicOf<'table'>): TableTopicName;
export function topicName(topic: ParsedTopic): TopicName;
export function topicName(topic: ParsedTopic): TopicName {
  const suffix: TopicLocaleSuffix = topic.locale === 'cn' ? '' : `@${topic.locale}`;
  switch (topic.kind) {
    case 'live':
      return `live:${topic.sport}${suffix}`;
    case 'match':
      return `match:${topic.matchId}${suffix}`;
    case 'odds':
      return `odds:${topic.matchId}${suffix}`;
    case 'room':
      return `room:${topic.anchorId}${suffix}`;
    case 'scorers':
      return `scorers:${topic.leagueId}${suffix}`;
    case 'table':
      return `table:${topic.leagueId}${suffix}`;
  }
}

/** A sport's matches in play, in a language. */
export const liveTopic = (sport: Sport, locale: Locale) => topicName({ kind: 'live', sport, locale });
/** One match, by id. */
export const matchTopic = (matchId: number, locale: Locale) =>
  topicName({ kind: 'match', matchId: String(matchId), locale });
/** One match's odds, by id. */
export const oddsTopic = (matchId: number, locale: Locale) =>
  topicName({ kind: 'odds', matchId: String(matchId), locale });
/** A competition's table as it stands (docs/PRODUCT.md §2, "Match detail and collection view"). */
export const tableTopic = (leagueId: number, locale: Locale) =>
  topicName({ kind: 'table', leagueId: String(leagueId), locale });

export function isTopicName(name: string): name is TopicName {
  return TOPIC_NAME.test(name);
}
