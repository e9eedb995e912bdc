// @vitest-environment happy-dom
import { cleanup, render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startI18n } from '../../i18n/i18n';
import { isTeamId, TeamName } from './TeamName';

beforeAll(async () => {
  await startI18n('en');
});
afterEach(cleanup);

const draw = (id: number, short?: string) =>
  render(
    <MemoryRouter>
      <TeamName id={id} name="Borussia Mönchengladbach" short={short} />
    </MemoryRouter>,
  ).container;

describe('TeamName', () => {
  it('leads to the team page with its star, the name fitted when a short name is given', () => {
    const box = draw(101, 'Gladbach');
    expect(box.querySelector('a.team-link.team-link-fitted')?.getAttribute('href')).toBe('/team/101');
    expect(box.querySelector('.team-name-short')?.textContent).toBe('Gladbach');
    expect(box.querySelector('.follow-star')).not.toBeNull();
  });

  // Data without a team (an id missing, zero or odd) gets the name alone, never /team/undefined.
  it.each([undefined, 0, -3, 1.5, Number.NaN])('renders no link and no star for the id %s', (id) => {
    const box = draw(id as number, 'Gladbach');
    expect(box.querySelector('a')).toBeNull();
    expect(box.querySelector('.follow-star')).toBeNull();
    expect(box.querySelector('.team-link-fitted .team-name')).not.toBeNull();
    expect(draw(id as number).textContent).toContain('Borussia Mönchengladbach');
  });

  it('takes only positive whole numbers as team ids', () => {
    expect([1, 2_000_101].every(isTeamId)).toBe(true);
    expect([0, -1, 2.5, '7', null, undefined, Number.POSITIVE_INFINITY].some(isTeamId)).toBe(false);
  });
});
