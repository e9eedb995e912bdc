// @vitest-environment happy-dom
// Whose numbers a squad shows, in cn, en and vi: a club's real player has none (the squads data gives his
// nation's only) and the squad says when that data places him; a nation's squad labels its numbers as the
// nation's.
import type { SquadPlayer } from '@pitchside/shared';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { changeLocale, startI18n } from '../../i18n/i18n';
import { TeamSquad } from './TeamSquad';

const player = (id: number, name: string, number: number | null, generated: boolean): SquadPlayer => ({
  id,
  name,
  number,
  position: 'FW',
  appearances: 12,
  starts: 10,
  minutes: 876,
  goals: 5,
  penalties: 1,
  ownGoals: generated ? 0 : 1,
  assists: 0,
  yellowCards: 2,
  secondYellows: 0,
  redCards: 0,
  fromFile: false,
  generated,
  birthDate: generated ? null : '2001-09-05',
  nation: generated ? null : 'England',
});
const SQUAD = [player(7, 'Bukayo Saka', null, false), player(13, 'Kyle Turner', 13, true)];
const FACTS = { lineups: 'file', scorers: 'file', cards: 'file', assists: 'absent' } as const;

const draw = (national: boolean, squadAsOf: string | null) =>
  renderToString(
    <StaticRouter location="/team/1">
      <TeamSquad squad={SQUAD} facts={FACTS} national={national} squadAsOf={squadAsOf} />
    </StaticRouter>,
  );

const cell = (html: string, id: number) =>
  new RegExp(`data-player-id="${id}"><td>([^<]*)</td>`).exec(html)?.[1];

describe("a squad's numbers", () => {
  beforeAll(async () => {
    await startI18n('cn');
  });

  it.each([
    ['cn', '号码', '国家队号码', '2026年6月', '没有俱乐部号码'],
    ['en', 'No.', 'National no.', 'June 2026', 'no club shirt numbers'],
    ['vi', 'Số', 'Số áo ĐTQG', 'tháng 6', 'không có số áo ở câu lạc bộ'],
  ] as const)(
    '%s: a club shows none for a real player and says why; a nation labels its own',
    async (locale, clubHeading, nationHeading, month, why) => {
      await changeLocale(locale);
      const club = draw(false, '2026-06');
      expect(club).toContain(`<th scope="col">${clubHeading}</th>`);
      expect(cell(club, 7)).toBe('');
      expect(cell(club, 13)).toBe('13');
      expect(club).toContain(month);
      expect(club).toContain(why);
      const nation = draw(true, '2026-06');
      expect(nation).toContain(`<th scope="col">${nationHeading}</th>`);
      expect(nation).not.toContain(why);
      // No squads data in the squad (a nation of 2018): no note of it.
      expect(draw(false, null)).not.toContain('data-squad-as-of');
    },
  );
});

describe("a squad's season", () => {
  it.each([
    ['cn', '出场', '876′', '乌龙 1', '数据文件没有记录助攻'],
    ['en', 'Apps', '876′', 'OG 1', 'The data names no assists'],
    ['vi', 'Trận', '876′', 'PLN 1', 'Dữ liệu không ghi kiến tạo'],
  ] as const)(
    '%s: appearances, minutes, own goals, and where each count comes from',
    async (locale, apps, min, og, assists) => {
      await changeLocale(locale);
      const html = draw(false, null);
      expect(html).toContain(apps);
      expect(html).toContain(min);
      expect(html).toContain(og);
      expect(html).toContain(assists);
      expect(html).toContain('data-cards="file"');
    },
  );
});

describe('a squad of its season’s players', () => {
  it.each([
    ['cn', '号码', '数据中没有球衣号码'],
    ['en', 'No.', 'The data has no shirt numbers'],
    ['vi', 'Số', 'Dữ liệu không có số áo'],
  ] as const)('%s: no column of blank numbers, and says the data has none', async (locale, heading, none) => {
    await changeLocale(locale);
    const html = renderToString(
      <StaticRouter location="/team/1">
        <TeamSquad
          squad={[player(7, 'Bukayo Saka', null, false), player(8, 'Jurrien Timber', null, false)]}
          facts={{ lineups: 'mixed', scorers: 'mixed', cards: 'mixed', assists: 'mixed' }}
          national={false}
          squadAsOf={null}
        />
      </StaticRouter>,
    );
    expect(html).not.toContain(`<th scope="col">${heading}</th>`);
    expect(html).toContain(none);
    // A full season beside generated matches of another competition: one sentence says it all.
    expect(html).toMatch(/data-facts="mixed"[^>]*>[^<]+<\/p>/);
  });
});
