// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { startI18n } from '../../i18n/i18n';
import { matchSummary } from '../../testing/matchSummary';
import { MatchCard } from './MatchCard';
import { MatchList } from './MatchList';
import { setSpoilerFree } from './spoilerFree';

const match = matchSummary({
  status: 3,
  startTime: Date.UTC(2026, 10, 22, 18),
  playingTime: '67',
  leagueId: 1,
  leagueName: 'League',
  round: '1',
  homeName: 'Home FC',
  awayName: 'Away FC',
  homeShortName: 'Home',
  awayShortName: 'Away',
  homeScore: 1,
  halfHomeScore: 1,
  homeCorner: 3,
  awayCorner: 2,
  yellowCard: 1,
  homeYellowCard: 1,
  isVideo: true,
  stats1: '1.50,3.80,5.20',
  stats2: '1.90,-0.5,1.95',
  stats1State: 'open',
  stats2State: 'open',
});

const inRouter = (node: React.ReactNode) => render(<MemoryRouter>{node}</MemoryRouter>);

describe('MatchCard', () => {
  // The words a fan reads, in English (with the count a key alone would not show), not the catalog's keys.
  beforeAll(async () => {
    await startI18n('en');
  });
  afterEach(() => {
    cleanup();
    setSpoilerFree(false);
    vi.unstubAllGlobals();
  });

  it('shows score, half-time score, status and colours odds by their last move', () => {
    const view = inRouter(<MatchCard match={match} />);
    expect(screen.getByTestId('score').textContent).toBe('1 - 0');
    expect(view.container.querySelector('.status-label')?.getAttribute('data-status')).toBe('3');
    expect(view.container.querySelector('.match-clock')?.textContent).toBe("67'");
    expect(view.container.querySelector('.odds-up, .odds-down')).toBeNull();
    view.rerender(
      <MemoryRouter>
        <MatchCard match={{ ...match, homeScore: 2, stats1: '1.30,3.80,6.00' }} />
      </MemoryRouter>,
    );
    expect(screen.getByTestId('score').textContent).toBe('2 - 0');
    expect(screen.getByTestId('score').className).toContain('flash');
    const odds = [
      ...(view.container.querySelectorAll('.card-odds')[0]?.querySelectorAll('span[class^="odds-"]') ?? []),
    ];
    expect(odds.map((cell) => cell.className)).toEqual(['odds-down', 'odds-equal', 'odds-up']);
  });

  it("marks a match with the test picture as a test, never as the match's live video", () => {
    const view = inRouter(<MatchCard match={match} />);
    const mark = screen.getByTestId('test-picture-mark');
    expect(mark.getAttribute('title')).toBe('Test picture, not the match');
    expect(mark.textContent).toContain('Test picture, not the match');
    view.rerender(
      <MemoryRouter>
        <MatchCard match={{ ...match, isVideo: false }} />
      </MemoryRouter>,
    );
    expect(screen.queryByTestId('test-picture-mark')).toBeNull();
  });

  it('on the live streams’ page, says in words why a match is listed: a test picture, anchors live', () => {
    const view = inRouter(<MatchCard match={{ ...match, anchorCount: 2 }} streams />);
    expect(screen.getByTestId('test-picture-mark').textContent).toBe('▶ Test picture, not the match');
    expect(screen.getByTestId('anchors-live-mark').textContent).toBe('Anchors live: 2');
    view.rerender(
      <MemoryRouter>
        <MatchCard match={{ ...match, isVideo: false, anchorCount: 0 }} streams />
      </MemoryRouter>,
    );
    expect(view.container.querySelector('.card-streams')).toBeNull();
    // Elsewhere the lists show the test picture's mark, and no count of anchors.
    view.rerender(
      <MemoryRouter>
        <MatchCard match={{ ...match, anchorCount: 2 }} />
      </MemoryRouter>,
    );
    expect(view.container.querySelector('.card-streams')).toBeNull();
    expect(screen.getByTestId('test-picture-mark').textContent).toBe('▶Test picture, not the match');
  });

  it('names the real season of its match and marks a simulated score, each in a box of its own', () => {
    const view = inRouter(
      <ul>
        <MatchCard match={{ ...match, id: 1, season: '2024/25', simulated: false }} />
        <MatchCard match={{ ...match, id: 2, season: '2025', simulated: true }} />
        <MatchCard match={{ ...match, id: 3, sport: 2, season: '', simulated: true }} />
      </ul>,
    );
    const card = (id: number) => view.container.querySelector(`[data-match-id="${id}"]`);
    expect(card(1)?.querySelector('.match-season')?.textContent).toBe('2024/25');
    expect(card(1)?.querySelector('[data-simulated]')).toBeNull();
    expect(card(2)?.querySelector('.match-season')?.textContent).toBe('2025');
    expect(card(2)?.querySelector('[data-simulated]')).not.toBeNull();
    expect(card(3)?.querySelector('.match-season')).toBeNull();
    expect(card(3)?.querySelector('[data-simulated]')).not.toBeNull();
    // Outside the league's box, which a phone may cut short.
    expect(card(2)?.querySelector('.match-league [data-simulated]')).toBeNull();
  });

  it('shows a real match’s counts only where they are the data’s: a full file’s cards, never its corners', () => {
    const view = inRouter(
      <ul>
        <MatchCard match={{ ...match, id: 1, simulated: false, cardsFromFile: true }} />
        <MatchCard match={{ ...match, id: 2, simulated: false, cardsFromFile: false }} />
        <MatchCard match={{ ...match, id: 3, simulated: true, cardsFromFile: false }} />
      </ul>,
    );
    const counts = (id: number) =>
      [...view.container.querySelectorAll(`[data-match-id="${id}"] [data-count]`)].map((el) =>
        el.getAttribute('data-count'),
      );
    expect(counts(1)).toEqual(['cards']);
    expect(counts(2)).toEqual([]);
    // A simulated score is marked so: every count of its match is the engine's, and shown.
    expect(counts(3)).toEqual(['corners', 'cards']);
    expect(view.container.querySelector('[data-match-id="3"] [data-count="corners"]')?.textContent).toBe(
      '⚑Corners 3-2',
    );
  });

  it('hides the score in spoiler-free mode until tapped', () => {
    setSpoilerFree(true);
    inRouter(<MatchCard match={match} />);
    expect(screen.getByTestId('score').textContent).not.toContain('1 - 0');
    fireEvent.click(screen.getAllByRole('button', { name: 'Tap to see the score' })[0] as HTMLElement);
    expect(screen.getByTestId('score').textContent).toBe('1 - 0');
  });

  it('draws only the rows near the screen in lists longer than 60', () => {
    const many = Array.from({ length: 200 }, (_, index) => ({ ...match, id: index + 1 }));
    const view = inRouter(<MatchList matches={many} />);
    const drawn = view.container.querySelectorAll('li.match-card').length;
    expect(drawn).toBeGreaterThan(0);
    expect(drawn).toBeLessThan(60);
    const short = inRouter(<MatchList matches={many.slice(0, 30)} />);
    expect(short.container.querySelectorAll('li.match-card')).toHaveLength(30);
  });
});
