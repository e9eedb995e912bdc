import { type Locale, type Sport, topicName } from '@pitchside/shared';

export const liveTopic = (sport: Sport, locale: Locale) => topicName({ kind: 'live', sport, locale });
export const matchTopic = (matchId: number, locale: Locale) =>
  topicName({ kind: 'match', matchId: String(matchId), locale });
export const oddsTopic = (matchId: number, locale: Locale) =>
  topicName({ kind: 'odds', matchId: String(matchId), locale });
