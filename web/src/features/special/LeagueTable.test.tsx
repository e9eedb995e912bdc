// @vitest-environment happy-dom
import type { LiveStandingRow } from '@pitchside/shared';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { changeLocale, startI18n } from '../../i18n/i18n';
import { LeagueTable } from './LeagueTable';

const row = (
  teamId: number,
  teamName: string,
  rank: number,
  previousRank: number | null,
): LiveStandingRow => ({
  teamId,
  teamName,
  rank,
  played: 12,
  won: 6,
  drawn: 3,
  lost: 3,
  goalsFor: 20,
  goalsAgainst: 14,
  points: 21,
  form: ['W', 'D'],
  previousRank,
  liveMatchId: previousRank === null ? null : 900 + teamId,
});

afterEach(cleanup);

describe('the table as it stands', () => {
  it.each([
    ['cn', '上升，赛前第3名', '下降，赛前第2名', '比赛中'],
    ['en', 'Up from 3 before play', 'Down from 2 before play', 'Playing'],
    ['vi', 'Tăng, hạng 3 trước trận', 'Giảm, hạng 2 trước trận', 'Đang đá'],
  ] as const)(
    '%s: marks the live table, names each changed place, and leaves the rest alone',
    async (locale, up, down, playing) => {
      await startI18n(locale);
      await changeLocale(locale);
      render(
        <MemoryRouter>
          <LeagueTable
            kind="league"
            live
            rows={[
              row(1, 'Bayern', 1, 1),
              row(2, 'Leipzig', 2, 3),
              row(3, 'Dortmund', 3, 2),
              row(4, 'Mainz', 4, null),
            ]}
            highlight={[2]}
          />
        </MemoryRouter>,
      );
      expect(document.querySelector('.table-live')?.textContent).not.toBe('');
      expect(screen.getByRole('img', { name: up }).textContent).toBe('▲');
      expect(screen.getByRole('img', { name: down }).textContent).toBe('▼');
      expect(screen.getAllByRole('img')).toHaveLength(2);
      expect(screen.getAllByText(playing)).toHaveLength(3);
      expect(document.querySelector('tr.highlight')?.getAttribute('data-team-id')).toBe('2');
    },
  );

  it('draws a final table with no mark and no arrows', async () => {
    await startI18n('en');
    render(
      <MemoryRouter>
        <LeagueTable kind="league" rows={[row(1, 'Bayern', 1, null), row(2, 'Leipzig', 2, null)]} />
      </MemoryRouter>,
    );
    expect(document.querySelector('.table-live')).toBeNull();
    expect(screen.queryAllByRole('img')).toHaveLength(0);
    expect(screen.queryByText('Playing')).toBeNull();
  });
});
