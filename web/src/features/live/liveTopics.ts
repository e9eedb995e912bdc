import { type Locale, type Sport, topicName } from '@pitchside/shared';

export const liveTopic = (sport: Sport, locale: Locale) => topicName({ kind: 'live', sport, locale });
export const matchTopic = (matchId: number, locale: Locale) =>
  topicName({ kind: 'match', matchId: String(matchId), locale });
export const oddsTopic = (matchId: number, locale: Locale) =>
  topicName({ kind: 'odds', matchId: String(matchId), locale });
/** A competition's table as it stands (issue 29 §4). */
export const tableTopic = (leagueId: number, locale: Locale) =>
  topicName({ kind: 'table', leagueId: String(leagueId), locale });
