// The sentences a competition or a match says about its season, as catalog keys with their values
// (docs/API.md "Real and generated"): the real season and how far it is moved, then which part of its
// results is real. A real date is the data's own: read in UTC, the day the file writes (every shipped
// kick-off falls on the same day in UTC as on its own clock).
import { type CompetitionSeason, type Locale, MATCH_STATUS, type MatchFacts } from '@pitchside/shared';
import type { Translate } from '../../i18n/translate';
import { INTL } from '../days/kickOff';

export interface Sentence {
  key: string;
  values?: Record<string, string | number>;
  /** Values that are sentences of their own, worded first ("two years"). */
  parts?: Record<string, Sentence>;
}
/** A year of the calendar the seasons are laid on: 52 weeks, so a Saturday stays a Saturday. */
const YEAR_DAYS = 364;

/** A real date of the data, e.g. 5 May 2025, 2025年5月5日, 5 tháng 5, 2025. */
export function realDate(locale: Locale, ms: number): string {
  return new Intl.DateTimeFormat(INTL[locale], {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  }).format(ms);
}

/** The season replayed and how far its dates are moved. */
function seasonLine(season: { name: string; shiftDays: number }): Sentence {
  const { name, shiftDays } = season;
  if (shiftDays === 0) return { key: 'season.asPlayed', values: { season: name } };
  if (shiftDays % YEAR_DAYS !== 0)
    return { key: 'season.moved', values: { season: name, weeks: Math.round(shiftDays / 7) } };
  const years = shiftDays / YEAR_DAYS;
  const yearsKey = years === 1 ? 'one' : years === 2 ? 'two' : 'other';
  return {
    key: 'season.replayed',
    values: { season: name },
    parts: { years: { key: `season.years.${yearsKey}`, values: { count: years } } },
  };
}

/** What a competition says: its season, then which part of its results is real. */
export function competitionSentences(locale: Locale, season: CompetitionSeason): Sentence[] {
  if (season.name === '') return [{ key: 'season.generated' }];
  const results: Sentence =
    season.simulated === 'none'
      ? { key: 'season.allReal' }
      : season.simulated === 'part' && season.realUntil !== null
        ? { key: 'season.realUntil', values: { date: realDate(locale, season.realUntil) } }
        : { key: 'season.noneReal' };
  return [seasonLine(season), results];
}

/**
 * What a match says: its season and its date in the data, then whether its score is the real one (a
 * postponed match has none).
 */
export function matchSentences(locale: Locale, facts: MatchFacts | undefined, status = 0): Sentence[] {
  const season = facts?.season;
  if (!facts || !season) return [{ key: 'season.matchGenerated' }];
  const dated: Sentence = { key: 'season.matchDate', values: { date: realDate(locale, season.realStart) } };
  const score: Sentence =
    status === MATCH_STATUS.POSTPONED
      ? { key: 'season.matchPostponed' }
      : facts.score === 'file'
        ? { key: 'season.matchReal' }
        : facts.kickOff === 'replayed'
          ? { key: 'season.matchReplayed' }
          : season.realUntil !== null && season.realStart > season.realUntil
            ? { key: 'season.matchAfter', values: { date: realDate(locale, season.realUntil) } }
            : { key: 'season.matchNoResult' };
  return [seasonLine(season), dated, score];
}

/** A sentence in the reader's language, its parts worded first. */
export function word(t: Translate, sentence: Sentence): string {
  const parts = Object.fromEntries(
    Object.entries(sentence.parts ?? {}).map(([name, part]) => [name, word(t, part)]),
  );
  return t(sentence.key, { ...sentence.values, ...parts });
}
