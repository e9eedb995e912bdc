// @vitest-environment happy-dom
// The shot map and the xG race as a reader uses them: the filters pick a side and a half, a tapped or
// focused shot tells its player, minute, outcome and xG in the reader's language, both views say they
// are simulated, and spoiler-free mode covers them until the match is revealed.
import type { MatchFacts, MatchShot } from '@pitchside/shared';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startI18n } from '../../../i18n/i18n';
import { revealScore, setSpoilerFree } from '../../live/spoilerFree';
import { ShotMap, XgRaceChart } from './MatchViews';

const facts: MatchFacts = {
  score: 'file',
  goals: 'file',
  shootout: null,
  kickOff: 'file',
  details: 'generated',
};
const base = { playerId: 9, bodyPart: 'foot', situation: 'open-play' } as const;
const shots: MatchShot[] = [
  {
    ...base,
    id: 1,
    minute: 10,
    addedMinute: 0,
    side: 'home',
    playerName: 'Harry Kane',
    x: 94,
    y: 30,
    outcome: 'goal',
    xg: 0.42,
  },
  {
    ...base,
    id: 2,
    minute: 30,
    addedMinute: 0,
    side: 'away',
    playerName: 'Erling Haaland',
    x: 80,
    y: 40,
    outcome: 'saved',
    xg: 0.07,
  },
  {
    ...base,
    id: 3,
    minute: 70,
    addedMinute: 0,
    side: 'home',
    playerName: 'Jamal Musiala',
    x: 99,
    y: 34,
    outcome: 'off-target',
    xg: 0.31,
    bodyPart: 'head',
  },
];
const props = { matchId: 5, shots, homeName: 'Bayern München', awayName: 'Manchester City', facts };

describe('the match views', () => {
  beforeAll(() => startI18n('en'));
  afterEach(() => {
    cleanup();
    setSpoilerFree(false);
  });

  it('says its shots are simulated around the real score only where the score is real', async () => {
    await startI18n('en');
    const hint = () => screen.getByText('Simulated').getAttribute('title') ?? '';
    render(<ShotMap {...props} />);
    expect(hint()).toBe('Shots, expected goals (xG) and player ratings are simulated around the real score.');
    cleanup();
    // A fixture the model played (the data has no result): never "the real score" beside "score simulated".
    render(<ShotMap {...props} facts={{ ...facts, score: 'generated', goals: 'generated' }} />);
    expect(hint()).toBe('Shots, expected goals (xG) and player ratings are simulated, as the score is.');
    expect(hint()).not.toMatch(/real score/);
  });

  it('filters the shots by side and half, and tells a shot when it is tapped or focused', async () => {
    await startI18n('en');
    const { container } = render(<ShotMap {...props} />);
    const pitch = () => container.querySelector('.shot-pitch') as HTMLElement;
    expect(pitch().dataset.shots).toBe('3');
    expect(screen.getByText('Simulated')).toBeTruthy();
    fireEvent.click(
      within(screen.getByRole('group', { name: 'Team' })).getByRole('button', { name: 'Bayern München' }),
    );
    expect(pitch().dataset.shots).toBe('2');
    fireEvent.click(
      within(screen.getByRole('group', { name: 'Period' })).getByRole('button', { name: '2nd half' }),
    );
    expect(pitch().dataset.shots).toBe('1');
    const dot = screen.getByRole('button', {
      name: 'Bayern München: Jamal Musiala, 70′, Off target, xG 0.31',
    });
    act(() => dot.focus());
    expect(dot.getAttribute('aria-pressed')).toBe('true');
    const detail = container.querySelector('.shot-detail') as HTMLElement;
    expect(detail.textContent).toContain('Jamal Musiala');
    expect(detail.textContent).toContain('xG 0.31');
    expect(detail.textContent).toContain('Header');
    fireEvent.click(
      within(screen.getByRole('group', { name: 'Team' })).getByRole('button', { name: 'Both' }),
    );
    fireEvent.click(
      within(screen.getByRole('group', { name: 'Period' })).getByRole('button', { name: 'Match' }),
    );
    fireEvent.click(screen.getByRole('button', { name: /Erling Haaland, 30′, Saved, xG 0.07/ }));
    expect(detail.textContent).toContain('Erling Haaland');
  });

  it('speaks cn and vi', async () => {
    for (const [locale, words] of [
      ['cn', ['射门分布', '模拟', '下半场', 'Harry Kane，10′，进球，xG 0.42']],
      ['vi', ['Bản đồ dứt điểm', 'Mô phỏng', 'Hiệp 2', 'Harry Kane, phút 10, Bàn thắng, xG 0.42']],
    ] as const) {
      await startI18n(locale);
      const { container, unmount } = render(<ShotMap {...props} />);
      for (const word of words.slice(0, 3)) expect(container.textContent).toContain(word);
      expect(screen.getByRole('button', { name: `Bayern München: ${words[3]}` })).toBeTruthy();
      unmount();
    }
  });

  it('draws the xG race to the minute reached with each side total', async () => {
    await startI18n('en');
    const { container } = render(<XgRaceChart {...props} momentum={[{ minute: 80 }]} />);
    expect(
      screen.getByRole('img', {
        name: 'Expected goals by minute: Bayern München 0.73, Manchester City 0.07',
      }),
    ).toBeTruthy();
    expect(container.querySelectorAll('.xg-goal.home')).toHaveLength(1);
    expect(container.querySelector('.xg-line.home')?.getAttribute('d')).toContain('H533.33');
  });

  it('covers both in spoiler-free mode until the match is revealed', async () => {
    await startI18n('en');
    setSpoilerFree(true);
    const { container } = render(
      <>
        <ShotMap {...props} />
        <XgRaceChart {...props} momentum={[]} />
      </>,
    );
    expect(container.querySelector('.shot-pitch')).toBeNull();
    expect(container.querySelector('.xg-race-figure')).toBeNull();
    expect(container.textContent).not.toContain('Harry Kane');
    act(() => revealScore(5));
    expect(container.querySelector('.shot-pitch')).not.toBeNull();
    expect(container.querySelector('.xg-race-figure')).not.toBeNull();
  });
});
