import { createInstance } from 'i18next';
import { describe, expect, it } from 'vitest';
import { asTranslate, type Translate } from '../../i18n/translate';
import { matchSummary as summary } from '../../testing/matchSummary';
import { alertMessages } from './alertMessages';
import { alertWords } from './alertText';

async function translator(locale: 'cn' | 'en' | 'vi'): Promise<Translate> {
  const i18n = createInstance();
  await i18n.init({
    lng: locale,
    resources: { [locale]: { translation: alertMessages[locale] } },
    interpolation: { escapeValue: false },
  });
  return asTranslate(i18n.t);
}

const goal = summary({ status: 1, playingTime: '45+2', homeScore: 1, awayScore: 2, homeName: 'Spain & Co' });
const alert = { kind: 'goal' as const, matchId: 7, tag: '7:goal:1-2', side: 'away' as const, match: goal };

describe('alertWords', () => {
  it.each([
    ['cn', '进球！Russia', '第45+2分钟 · Spain & Co 1-2 Russia'],
    ['en', 'Goal! Russia', "45+2' · Spain & Co 1-2 Russia"],
    ['vi', 'Vào! Russia ghi bàn', 'Phút 45+2 · Spain & Co 1-2 Russia'],
  ] as const)('a goal in %s names the scorer, the minute and the score', async (locale, title, body) => {
    expect(alertWords(alert, false, await translator(locale))).toEqual({ title, body });
  });

  it.each(['cn', 'en', 'vi'] as const)('spoiler-free in %s: no score and not who scored', async (locale) => {
    const words = alertWords(alert, true, await translator(locale));
    const text = `${words.title} ${words.body}`;
    expect(text).toContain('Spain & Co');
    expect(text).toContain('45+2');
    expect(text).not.toMatch(/1-2|2-1|\b[12]\s*[-:–]\s*[12]\b/);
    expect(words.title).not.toBe(alertWords(alert, false, await translator(locale)).title);
  });

  it('a kick-off names the teams and the competition; a break has no minute', async () => {
    const t = await translator('en');
    const kickoff = { ...alert, kind: 'kickoff' as const, side: null, match: summary({ status: 1 }) };
    expect(alertWords(kickoff, false, t)).toEqual({
      title: 'Kick-off: Spain v Russia',
      body: 'World Cup: the match has started',
    });
    expect(alertWords({ ...alert, match: { ...goal, playingTime: 'HT' } }, false, t).body).toBe(
      'Spain & Co 1-2 Russia',
    );
  });
});

describe('alertWords for the line-ups announced', () => {
  const coming = summary({ status: 0, homeName: 'Spain', awayName: 'Russia', leagueName: 'World Cup' });
  it.each([
    ['cn', '阵容公布：Spain vs Russia', 'World Cup · 约一小时后开球'],
    ['en', 'Line-ups out: Spain v Russia', 'World Cup · kick-off in about an hour'],
    ['vi', 'Đã có đội hình: Spain vs Russia', 'World Cup · khoảng một giờ nữa bóng lăn'],
  ] as const)(
    'in %s: the teams and the competition, the same in spoiler-free mode',
    async (locale, title, body) => {
      const t = await translator(locale);
      const lineups = { kind: 'lineups' as const, matchId: 7, tag: '7:lineups', side: null, match: coming };
      expect(alertWords(lineups, false, t)).toEqual({ title, body });
      expect(alertWords(lineups, true, t)).toEqual({ title, body });
    },
  );
});

describe('alertWords for a belled match', () => {
  const end = summary({ status: -1, homeScore: 2, awayScore: 0, homeName: 'Spain', awayName: 'Russia' });
  it.each([
    ['cn', '完场：Spain vs Russia', 'Spain 2-0 Russia', '红牌：Russia'],
    ['en', 'Full time: Spain v Russia', 'Spain 2-0 Russia', 'Red card: Russia'],
    ['vi', 'Hết trận: Spain vs Russia', 'Spain 2-0 Russia', 'Thẻ đỏ: Russia'],
  ] as const)(
    'in %s: full time with its score, hidden in spoiler-free mode; a red card names the side',
    async (locale, title, body, red) => {
      const t = await translator(locale);
      const fulltime = { kind: 'fulltime' as const, matchId: 7, tag: '7:fulltime', side: null, match: end };
      expect(alertWords(fulltime, false, t)).toEqual({ title, body });
      const hidden = alertWords(fulltime, true, t);
      expect(hidden.title).toBe(title);
      expect(hidden.body).not.toContain('2-0');
      const card = {
        kind: 'red' as const,
        matchId: 7,
        tag: '7:red:away:1',
        side: 'away' as const,
        match: end,
      };
      expect(alertWords(card, true, t).title).toBe(red);
    },
  );
});

describe('alertWords for a belled basketball or esports match', () => {
  it.each([
    ['cn', '比赛开始：Lakers vs Celtics', '比赛结束：Lakers vs Celtics'],
    ['en', 'Under way: Lakers v Celtics', 'Final: Lakers v Celtics'],
    ['vi', 'Bắt đầu: Lakers vs Celtics', 'Kết thúc: Lakers vs Celtics'],
  ] as const)(
    'in %s: its start and its end in words of no sport, the score hidden in spoiler-free mode',
    async (locale, start, end) => {
      const t = await translator(locale);
      const teams = { sport: 2 as const, homeName: 'Lakers', awayName: 'Celtics' };
      const started = summary({ ...teams, status: 1 });
      const over = summary({ ...teams, status: -1, homeScore: 101, awayScore: 99 });
      expect(
        alertWords({ kind: 'kickoff', matchId: 7, tag: '7:kickoff', side: null, match: started }, false, t)
          .title,
      ).toBe(start);
      const final = { kind: 'fulltime' as const, matchId: 7, tag: '7:fulltime', side: null, match: over };
      expect(alertWords(final, false, t)).toEqual({ title: end, body: 'Lakers 101-99 Celtics' });
      expect(alertWords(final, true, t).body).not.toContain('101');
    },
  );
});
