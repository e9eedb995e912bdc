import type { MatchFacts } from '@pitchside/shared';
import { describe, expect, it } from 'vitest';
import { messageProblems } from '../../i18n/messageTree';
import { FULL_FILE_FACTS } from '../../testing/matchFacts';
import { spainRussia } from '../../testing/spainRussia';
import { trackerMessages } from './trackerMessages';
import { replaySteps, shotPoint, trackerState, viewUntil } from './trackerModel';

describe('the live tracker drawn from the events', () => {
  it('tells the score, the latest moments newest first, who attacks from the latest minute, and each shot where it was taken', () => {
    const state = trackerState(spainRussia(), false);
    expect(state.score).toEqual({ home: 1, away: 1 });
    expect(state.minute).toBe(41);
    expect(state.moments.map((moment) => `${moment.minute} ${moment.kind} ${moment.player}`)).toEqual([
      '41 penalty Artem Dzyuba',
      '40 yellow Gerard Piqué',
      '30 corner ',
      '25 saved Isco',
    ]);
    expect(state.lastGoal).toMatchObject({ player: 'Artem Dzyuba', side: 'away', score: '1-1' });
    // 4 dangerous attacks and shots for Russia in the 41st minute, the most of the last ten: all-out.
    expect(state.attack).toEqual({ side: 'away', intensity: 1 });
    // Russia attack to the left: their shot from 94 m, on the centre line, is 11 m from the left goal.
    expect(state.shots).toEqual([
      { id: 90, side: 'home', x: 90, y: 20, goal: false, recent: false },
      { id: 4, side: 'away', x: 11, y: 34, goal: true, recent: true },
    ]);
    // Taken this minute: play is where the shot was.
    expect(state.ball).toEqual({ x: 11, y: 34 });
    expect(shotPoint({ side: 'away', x: 100, y: 10 })).toEqual({ x: 5, y: 58 });
  });

  it('in spoiler-free mode shows no score, no goal and no shot that went in, and still the rest', () => {
    const state = trackerState(spainRussia(), true);
    expect(state.score).toBeNull();
    expect(state.lastGoal).toBeNull();
    expect(state.moments.map((moment) => moment.kind)).toEqual(['yellow', 'corner', 'saved']);
    expect(state.shots.map((shot) => shot.id)).toEqual([90]);
    expect(JSON.stringify(state)).not.toMatch(/Dzyuba|Ignashevich/);
  });

  it('before kick-off draws an empty pitch, after full time no attack any more', () => {
    const view = spainRussia();
    const state = trackerState(
      { ...view, match: { ...view.match, status: 0 }, events: [], shots: [], momentum: [] },
      false,
    );
    expect(state).toMatchObject({ score: null, ball: null, attack: null, moments: [], shots: [] });
    // Over: the score and the shots stay, nobody attacks any more; a replay still draws its moment's play.
    const over = { ...view, match: { ...view.match, status: -1 as const } };
    expect(trackerState(over, false)).toMatchObject({
      score: { home: 1, away: 1 },
      attack: null,
      ball: null,
    });
    expect(trackerState(over, false, true).attack).toEqual({ side: 'away', intensity: 1 });
  });

  it('with neither side on top in the latest minute, play is in midfield', () => {
    const view = spainRussia();
    const state = trackerState(
      { ...view, shots: [], momentum: [{ minute: 41, addedMinute: 0, home: 1, away: 1 }] },
      false,
    );
    expect(state.attack).toBeNull();
    expect(state.ball).toEqual({ x: 52.5, y: 34 });
  });

  it('replays the key moments in match order, each with the match as it stood then', () => {
    const steps = replaySteps(spainRussia(), false);
    expect(steps.map((step) => `${step.moment.minute} ${step.moment.kind}`)).toEqual([
      '12 own',
      '25 saved',
      '41 penalty',
    ]);
    expect(steps.map((step) => `${step.view.match.homeScore}-${step.view.match.awayScore}`)).toEqual([
      '1-0',
      '1-0',
      '1-1',
    ]);
    expect(steps[1]?.view.events.map((event) => event.id)).toEqual([1]);
    // The corner (30') and Piqué's card (40') come after the save (25'), before the penalty (41').
    expect(steps[1]?.view.match).toMatchObject({ homeCorner: 0, homeYellowCard: 0 });
    expect(steps[2]?.view.match).toMatchObject({
      homeCorner: 1,
      awayCorner: 0,
      homeYellowCard: 1,
      homeRedCard: 0,
    });
    // Each step's clock is its moment's, not the final whistle's.
    expect(steps.map((step) => step.view.match.playingTime)).toEqual(['12', '25', '41']);
    // Spoiler-free: the goals leave the replay.
    expect(replaySteps(spainRussia(), true).map((step) => step.moment.kind)).toEqual(['saved']);
    expect(viewUntil(spainRussia(), 0).match).toMatchObject({ homeScore: 0, awayScore: 0 });
    // A step shows its own moment of its minute, and its goal's shot: not what came later that minute
    // (a made-up card after the penalty, for the test).
    const sameMinute = spainRussia();
    const yellow = sameMinute.events[2];
    if (yellow) sameMinute.events.push({ ...yellow, id: 5, kind: 'red', minute: 41, playerName: '' });
    const penalty = replaySteps(sameMinute, false)[2]?.view;
    expect(penalty?.events.map((event) => event.id)).toEqual([1, 2, 3, 4]);
    expect(penalty?.shots?.map((shot) => shot.id)).toEqual([90, 4]);
  });

  it("marks what the engine made up as simulated, by the match's facts, and never what a file gives", () => {
    // A match of a full season file: goals, cards and substitutions its own; shots and corners modelled.
    const fullFile = FULL_FILE_FACTS;
    const marked = (facts: MatchFacts | undefined) => {
      const state = trackerState({ ...spainRussia(), facts }, false);
      return {
        moments: state.moments.map((moment) => `${moment.kind}${moment.simulated ? ' simulated' : ''}`),
        lastGoal: state.lastGoal?.simulated,
        modelled: state.modelled,
      };
    };
    expect(marked(fullFile)).toEqual({
      moments: ['penalty', 'yellow', 'corner simulated', 'saved simulated'],
      lastGoal: false,
      modelled: true,
    });
    // A league file with scores only: the scorers and the cards are the engine's too.
    const scoresOnly: MatchFacts = { ...fullFile, goals: 'generated', lineups: undefined, cards: undefined };
    expect(marked(scoresOnly)).toEqual({
      moments: ['penalty simulated', 'yellow simulated', 'corner simulated', 'saved simulated'],
      lastGoal: true,
      modelled: true,
    });
    // Goals from the file (fitted to the score), cards not: the card is marked, the goal is not.
    expect(marked({ ...scoresOnly, goals: 'fitted' }).moments).toEqual([
      'penalty',
      'yellow simulated',
      'corner simulated',
      'saved simulated',
    ]);
    // Were a file ever to give every detail, nothing would be marked.
    expect(marked({ ...fullFile, details: 'file' })).toEqual({
      moments: ['penalty', 'yellow', 'corner', 'saved'],
      lastGoal: false,
      modelled: false,
    });
    // No facts (an older answer): the shots and corners, which no data gives, are still marked.
    expect(marked(undefined).moments).toEqual(['penalty', 'yellow', 'corner simulated', 'saved simulated']);
    // The replay's key moments carry the same marks.
    expect(
      replaySteps({ ...spainRussia(), facts: fullFile }, false).map((step) => step.moment.simulated),
    ).toEqual([false, true, false]);
  });

  it('has every string in cn, en and vi with the same placeholders', () => {
    expect(messageProblems(trackerMessages)).toEqual([]);
  });
});
