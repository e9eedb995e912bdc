// @vitest-environment happy-dom
// The statistics as the page draws them: football's in groups under their headings in each language,
// another sport's plain list without headings, percentages marked.
import type { MatchStat } from '@pitchside/shared';
import { cleanup, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startI18n } from '../../../i18n/i18n';
import { registerDetailMessages } from '../detailMessages';
import { StatsBars } from './StatsBars';

const football: MatchStat[] = [
  { key: 'possession', name: 'Possession', group: 'top', home: 55, away: 45 },
  { key: 'expectedGoals', name: 'Expected goals (xG)', group: 'top', home: 1.42, away: 0.61 },
  { key: 'blockedShots', name: 'Blocked shots', group: 'shots', home: 3, away: 2 },
  { key: 'passAccuracy', name: 'Pass accuracy', group: 'passes', home: 84, away: 77 },
  { key: 'fouls', name: 'Fouls', group: 'discipline', home: 11, away: 9 },
];

describe('StatsBars', () => {
  beforeEach(async () => {
    await startI18n('en');
    registerDetailMessages(i18next);
  });
  afterEach(cleanup);

  it('groups football statistics under headings in the reader language, in the page order', async () => {
    const headings = {
      en: ['Top stats', 'Shots', 'Passes', 'Discipline'],
      cn: ['主要数据', '射门', '传球', '纪律'],
      vi: ['Chỉ số chính', 'Dứt điểm', 'Chuyền bóng', 'Kỷ luật'],
    };
    for (const locale of ['en', 'cn', 'vi'] as const) {
      await i18next.changeLanguage(locale);
      const { container, unmount } = render(<StatsBars stats={football} />);
      expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(
        headings[locale],
      );
      expect(
        [...container.querySelectorAll('[data-group]')].map((g) => g.getAttribute('data-group')),
      ).toEqual(['top', 'shots', 'passes', 'discipline']);
      unmount();
    }
    const { container } = render(<StatsBars stats={football} />);
    expect(container.querySelector('[data-stat="passAccuracy"]')?.textContent).toContain('84%');
    expect(container.querySelector('[data-stat="expectedGoals"]')?.textContent).toContain('1.42');
  });

  it("another sport's statistics stay one list without headings", () => {
    render(
      <StatsBars
        stats={[
          { key: 'shots', name: 'Shots', home: 4, away: 2 },
          { key: 'corners', name: 'Corners', home: 1, away: 0 },
        ]}
      />,
    );
    expect(screen.queryAllByRole('heading')).toHaveLength(0);
    expect(screen.getAllByRole('definition')).toHaveLength(2);
  });
});
