// The sentences of a competition and a match about their season, worded in cn, en and vi by the
// site's own strings (docs/API.md "Real and generated").

import type { CompetitionSeason, Locale, MatchFacts } from '@pitchside/shared';
import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { asTranslate } from '../../i18n/translate';
import { seasonMessages } from './seasonMessages';
import { competitionSentences, matchSentences, word } from './seasonWords';

const i18n = i18next.createInstance();
beforeAll(async () => {
  await i18n.init({
    resources: Object.fromEntries(
      (['cn', 'en', 'vi'] as const).map((locale) => [locale, { translation: seasonMessages[locale] }]),
    ),
    lng: 'en',
    interpolation: { escapeValue: false },
  });
});
const say = (locale: Locale, sentences: ReturnType<typeof competitionSentences>) =>
  sentences.map((s) => word(asTranslate(i18n.getFixedT(locale)), s)).join(locale === 'cn' ? '' : ' ');

const CSL: CompetitionSeason = {
  name: '2025',
  shiftDays: 364,
  simulated: 'part',
  realUntil: Date.UTC(2025, 4, 5, 7, 30),
};
const facts = (over: Partial<MatchFacts>): MatchFacts => ({
  score: 'file',
  goals: 'generated',
  shootout: null,
  kickOff: 'file',
  details: 'generated',
  season: {
    name: '2025',
    shiftDays: 364,
    realStart: Date.UTC(2025, 3, 11, 11, 35),
    realUntil: CSL.realUntil,
  },
  ...over,
});

describe("a competition's season", () => {
  it('a season of which the data holds the first part: replayed a year on, real up to its last result', () => {
    expect(say('en', competitionSentences('en', CSL))).toBe(
      'The 2025 season, replayed one year on. Results up to 5 May 2025 are the real ones; later ones are simulated.',
    );
    expect(say('cn', competitionSentences('cn', CSL))).toBe(
      '2025赛季，日期推后一年重演。2025年5月5日及之前的赛果为真实数据，之后的赛果为模拟生成。',
    );
    expect(say('vi', competitionSentences('vi', { ...CSL, name: '2024/25', shiftDays: 728 }))).toContain(
      'Mùa giải 2024/25, diễn lại sau hai năm.',
    );
  });

  it('a whole real season, a replay moved by weeks, and the engine’s own competition', () => {
    expect(say('en', competitionSentences('en', { ...CSL, simulated: 'none' }))).toBe(
      'The 2025 season, replayed one year on. Every result is the real one.',
    );
    expect(say('en', competitionSentences('en', { ...CSL, name: '2018', shiftDays: 3094 }))).toContain(
      'The 2018 season, its dates moved 442 weeks on.',
    );
    expect(
      say('en', competitionSentences('en', { name: '', shiftDays: 0, simulated: 'all', realUntil: null })),
    ).toBe(
      'A simulated competition: its teams, players, results and statistics are made up by the engine, not real.',
    );
  });
});

describe("a match's season", () => {
  it('tells its date in the data, and never calls a simulated score real', () => {
    expect(say('en', matchSentences('en', facts({})))).toBe(
      'The 2025 season, replayed one year on. In the data this match is dated 11 April 2025. The engine plays it to its real result.',
    );
    const later = facts({
      score: 'generated',
      season: { ...facts({}).season, realStart: Date.UTC(2025, 8, 20, 11) } as MatchFacts['season'],
    });
    expect(say('en', matchSentences('en', later))).toContain(
      "The data's results end on 5 May 2025: the engine simulates this match's score.",
    );
    expect(say('cn', matchSentences('cn', facts({ score: 'generated', kickOff: 'replayed' })))).toContain(
      '本场比赛曾推迟，由引擎另选日期重赛，比分由引擎模拟。',
    );
    // Postponed, it has no score to speak of, simulated or not.
    expect(say('en', matchSentences('en', facts({ score: 'generated' }), -14))).toContain(
      'It is postponed: it has no score.',
    );
    expect(say('en', matchSentences('en', facts({ score: 'generated' }), -14))).not.toMatch(/simulates/);
    expect(say('vi', matchSentences('vi', undefined))).toBe(
      'Trận đấu mô phỏng: đội, cầu thủ, tỷ số và thống kê đều do hệ thống tạo ra, không có thật.',
    );
  });
});
