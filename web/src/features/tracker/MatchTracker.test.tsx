// @vitest-environment happy-dom
// The tracker as the page draws it: in each language, with the scorer; covered in spoiler-free mode;
// held to the stream's delay like the score; and no video anywhere in it.
import type { MatchView } from '@pitchside/shared';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startI18n } from '../../i18n/i18n';
import { FULL_FILE_FACTS } from '../../testing/matchFacts';
import { spainRussia } from '../../testing/spainRussia';
import { setSpoilerFree } from '../live/spoilerFree';
import { useHeldValue } from '../match-detail/video/streamSync';
import { MatchTracker } from './MatchTracker';

function Held({ view, holdMs, now }: { view: MatchView; holdMs: number; now: () => number }) {
  return <MatchTracker view={useHeldValue(view, holdMs, now)} />;
}

const tracker = () => screen.getByTestId('match-tracker');

describe('MatchTracker', () => {
  beforeEach(async () => {
    await startI18n('en');
  });
  afterEach(() => {
    cleanup();
    act(() => setSpoilerFree(false));
  });

  it('draws the pitch with the score, the attack and the scorer, in cn, en and vi, and no video', async () => {
    const texts = {
      en: ['Live tracker', 'Russia: dangerous attack', 'Last goal: Artem Dzyuba (Russia) 41'],
      cn: ['实时动画', 'Russia 危险进攻', '最近进球：Artem Dzyuba（Russia）41'],
      vi: ['Diễn biến trực tiếp', 'Russia: tấn công nguy hiểm', 'Bàn gần nhất: Artem Dzyuba (Russia) 41'],
    };
    for (const locale of ['en', 'cn', 'vi'] as const) {
      await act(() => startI18n(locale));
      const { container, unmount } = render(<MatchTracker view={spainRussia()} />);
      for (const text of texts[locale]) expect(tracker().textContent).toContain(text);
      expect(screen.getByTestId('tracker-score').textContent).toBe('1 - 1');
      expect(tracker().dataset.attack).toBe('away');
      expect(container.querySelectorAll('.tracker-shot')).toHaveLength(2);
      expect(container.querySelector('.tracker-shot.goal')).not.toBeNull();
      expect(container.querySelector('video')).toBeNull();
      unmount();
    }
  });

  it('names the side alone for a goal the data names no scorer for, in cn, en and vi', async () => {
    const texts = { en: "Last goal: Russia 41'", cn: "最近进球：Russia 41'", vi: "Bàn gần nhất: Russia 41'" };
    const view = spainRussia();
    const unnamed = {
      ...view,
      events: view.events.map((e) =>
        e.playerName === 'Artem Dzyuba' ? { ...e, playerName: '', playerId: null } : e,
      ),
    };
    for (const locale of ['en', 'cn', 'vi'] as const) {
      await act(() => startI18n(locale));
      const { unmount } = render(<MatchTracker view={unnamed} />);
      expect(screen.getByTestId('tracker-last-goal').textContent).toBe(` · ${texts[locale]}`);
      unmount();
    }
  });

  it("marks a real match's modelled shots and corners as simulated, in cn, en and vi, and never its file's events", async () => {
    const facts = FULL_FILE_FACTS;
    const texts = {
      en: ['Shot saved: Isco Spain · simulated', 'shots, corners and attacks simulated'],
      cn: ['射门被扑出：Isco Spain · 模拟', '射门、角球与攻势为模拟'],
      vi: ['Cú sút bị cản phá: Isco Spain · mô phỏng', 'cú sút, phạt góc và thế trận là mô phỏng'],
    };
    for (const locale of ['en', 'cn', 'vi'] as const) {
      await act(() => startI18n(locale));
      const { container, unmount } = render(<MatchTracker view={{ ...spainRussia(), facts }} />);
      for (const text of texts[locale]) expect(tracker().textContent).toContain(text);
      const lines = [...container.querySelectorAll('.tracker-moments li')];
      const simulated = lines.filter((line) => line.querySelector('[data-simulated]'));
      expect(simulated.map((line) => line.getAttribute('data-kind'))).toEqual(['corner', 'saved']);
      expect(screen.getByTestId('tracker-last-goal').querySelector('[data-simulated]')).toBeNull();
      unmount();
    }
  });

  it('counts corners and cards only where they are the data’s, or the whole match is simulated', () => {
    const view = spainRussia();
    const counts = (match: Partial<MatchView['match']>) => {
      const { container, unmount } = render(
        <MatchTracker view={{ ...view, match: { ...view.match, ...match } }} />,
      );
      const text = container.querySelector('.tracker-counts')?.textContent ?? '';
      unmount();
      return text;
    };
    expect(counts({ simulated: false, cardsFromFile: false })).toBe('');
    expect(counts({ simulated: false, cardsFromFile: true })).not.toContain('Corners');
    expect(counts({ simulated: false, cardsFromFile: true })).toContain('Yellow');
    expect(counts({ simulated: true, cardsFromFile: false })).toContain('Corners');
  });

  it('in spoiler-free mode hides the score, the goals and their scorers', () => {
    act(() => setSpoilerFree(true));
    // A team without a shorter name ('') is named in full.
    const view = spainRussia();
    const { container } = render(
      <MatchTracker view={{ ...view, match: { ...view.match, homeShortName: '', homeName: 'Spain' } }} />,
    );
    expect(container.querySelector('.tracker-team.side-home')?.textContent).toBe('Spain');
    expect(screen.getByTestId('tracker-score').textContent).toBe('? - ?');
    expect(tracker().dataset.score).toBe('');
    // Nothing reads as a result: no scorer, no score, no count of corners or cards ("3-3").
    expect(tracker().textContent).not.toMatch(/Dzyuba|Ignashevich|\d+-\d+|Last goal/);
    expect(container.querySelector('.tracker-shot.goal')).toBeNull();
    expect(screen.getByTestId('tracker-goals-hidden').textContent).toContain(
      'goals, score and counts hidden',
    );
    // The card and the rest of the match still show.
    expect(tracker().textContent).toContain('Yellow card: Gerard Piqué');
  });

  it('is held to the stream delay: a pushed goal shows once the picture has had time to show it', () => {
    const before = spainRussia();
    const earlier: MatchView = {
      ...before,
      match: { ...before.match, awayScore: 0 },
      events: before.events.filter((event) => event.kind !== 'penalty'),
      shots: before.shots?.filter((shot) => shot.outcome !== 'goal'),
    };
    let clock = 1_000;
    const now = () => clock;
    const { rerender } = render(<Held view={earlier} holdMs={6_000} now={now} />);
    expect(tracker().dataset.score).toBe('1-0');
    clock = 10_000;
    rerender(<Held view={before} holdMs={6_000} now={now} />);
    expect(tracker().dataset.score).toBe('1-0');
    expect(tracker().textContent).not.toContain('Dzyuba');
    clock = 16_000;
    rerender(<Held view={before} holdMs={6_000} now={now} />);
    expect(tracker().dataset.score).toBe('1-1');
    expect(tracker().textContent).toContain('Penalty scored: Artem Dzyuba');
  });
});
