import { type Locale, type MatchSummary, type TopicName, topicName } from '@pitchside/shared';

export type LiveSportName = 'football' | 'basketball' | 'esport';
export const SPORT_CODES: Readonly<Record<LiveSportName, 1 | 2 | 3>> = {
  football: 1,
  basketball: 2,
  esport: 3,
};

export const liveTopic = (sport: LiveSportName, locale: Locale): TopicName =>
  topicName({ kind: 'live', sport, locale });
export const matchTopic = (matchId: number, locale: Locale): TopicName =>
  topicName({ kind: 'match', matchId: String(matchId), locale });
export const oddsTopic = (matchId: number, locale: Locale): TopicName =>
  topicName({ kind: 'odds', matchId: String(matchId), locale });

/** A live topic's state (matches keyed by id) as a list in kick-off order. */
export function matchesOf(state: Readonly<Record<string, MatchSummary>> | null): MatchSummary[] | null {
  if (!state) return null;
  return Object.values(state).sort((a, b) => a.startTime - b.startTime || a.id - b.id);
}
