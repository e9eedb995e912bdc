import { describe, expect, it } from 'vitest';
import { matchSummary as summary } from '../../testing/matchSummary';
import { AlertDetector, MatchFollowDetector, nextToAnnounce, ShownTags, teamMatchAlerts } from './alertRules';

const kinds = (alerts: { kind: string; tag: string; side: string | null }[]) =>
  alerts.map(({ kind, tag, side }) => `${kind} ${tag} ${side}`);

describe('AlertDetector', () => {
  it('alerts a followed team kicking off and scoring, once each, and never for the others', () => {
    const detector = new AlertDetector();
    const followed = new Set([2]);
    const other = summary({ id: 8, homeId: 3, awayId: 4 });
    expect(detector.next([summary(), other], followed)).toEqual([]);
    expect(
      kinds(detector.next([summary({ status: 1, playingTime: '1' }), { ...other, status: 1 }], followed)),
    ).toEqual(['kickoff 7:kickoff null']);
    expect(
      kinds(
        detector.next(
          [summary({ status: 1, awayScore: 1, playingTime: '12' }), { ...other, status: 1, homeScore: 1 }],
          followed,
        ),
      ),
    ).toEqual(['goal 7:goal:0-1 away']);
    // The same list pushed again (a resync) says nothing new.
    expect(detector.next([summary({ status: 1, awayScore: 1 }), other], followed)).toEqual([]);
    expect(kinds(detector.next([summary({ status: 1, homeScore: 1, awayScore: 1 })], followed))).toEqual([
      'goal 7:goal:1-1 home',
    ]);
  });

  it('alerts a belled match kicking off and scoring too, under the tags its own topic alerts them by', () => {
    const detector = new AlertDetector();
    const noTeams = new Set<number>();
    const belled = new Set([7]);
    const other = summary({ id: 8, homeId: 3, awayId: 4, status: 1 });
    detector.next([other], noTeams, belled);
    expect(kinds(detector.next([summary({ status: 1 }), other], noTeams, belled))).toEqual([
      'kickoff 7:kickoff null',
    ]);
    expect(
      kinds(
        detector.next([summary({ status: 1, homeScore: 1 }), { ...other, homeScore: 1 }], noTeams, belled),
      ),
    ).toEqual(['goal 7:goal:1-0 home']);
    // The match's own topic makes the very same alerts: a tag is shown once, whichever comes first.
    const own = new MatchFollowDetector();
    own.next(summary({ status: 1 }));
    expect(own.next(summary({ status: 1, homeScore: 1 })).map((alert) => alert.tag)).toEqual(['7:goal:1-0']);
  });

  it('does not alert what was already so when the page opened', () => {
    const detector = new AlertDetector();
    expect(detector.next([summary({ status: 2, homeScore: 2, awayScore: 1 })], new Set([1]))).toEqual([]);
  });

  it('counts a match new to the list at 0-0 in its first half as kicking off, and not later ones', () => {
    const detector = new AlertDetector();
    detector.next([], new Set([1]));
    expect(kinds(detector.next([summary({ status: 1 })], new Set([1])))).toEqual(['kickoff 7:kickoff null']);
    const late = new AlertDetector();
    late.next([], new Set([1]));
    expect(late.next([summary({ id: 9, status: 3, homeScore: 1 })], new Set([1]))).toEqual([]);
  });

  it('a goal ruled out says nothing, and the next goal is alerted with its own score', () => {
    const detector = new AlertDetector();
    const followed = new Set([1]);
    detector.next([summary({ status: 1, homeScore: 1 })], followed);
    expect(detector.next([summary({ status: 1, homeScore: 0 })], followed)).toEqual([]);
    expect(kinds(detector.next([summary({ status: 1, homeScore: 1 })], followed))).toEqual([
      'goal 7:goal:1-0 home',
    ]);
  });
});

describe('ShownTags', () => {
  it('claims a tag once, and forgets the oldest past its bound', () => {
    const tags = new ShownTags(2);
    expect(tags.claim('a')).toBe(true);
    expect(tags.claim('a')).toBe(false);
    tags.claim('b');
    tags.claim('c');
    expect(tags.claim('a')).toBe(true);
    expect(tags.claim('c')).toBe(false);
  });
});

describe('MatchFollowDetector', () => {
  it("alerts a belled match's kick-off, goals, red cards, half and full time, each once, after its first state", () => {
    const detector = new MatchFollowDetector();
    expect(detector.next(summary({ status: 0 }))).toEqual([]);
    expect(kinds(detector.next(summary({ status: 1, playingTime: '1' })))).toEqual([
      'kickoff 7:kickoff null',
    ]);
    expect(kinds(detector.next(summary({ status: 1, homeScore: 1 })))).toEqual(['goal 7:goal:1-0 home']);
    // Pushed again: nothing new.
    expect(detector.next(summary({ status: 1, homeScore: 1 }))).toEqual([]);
    expect(kinds(detector.next(summary({ status: 1, homeScore: 1, awayRedCard: 1, redCard: 1 })))).toEqual([
      'red 7:red:away:1 away',
    ]);
    expect(kinds(detector.next(summary({ status: 2, homeScore: 1, awayRedCard: 1 })))).toEqual([
      'halftime 7:halftime null',
    ]);
    expect(detector.next(summary({ status: 3, homeScore: 1, awayRedCard: 1 }))).toEqual([]);
    // A goal and the whistle in one push: both.
    expect(kinds(detector.next(summary({ status: -1, homeScore: 1, awayScore: 1, awayRedCard: 1 })))).toEqual(
      ['goal 7:goal:1-1 away', 'fulltime 7:fulltime null'],
    );
  });

  it.each([
    ['basketball', 2],
    ['esports', 3],
  ] as const)(
    "alerts a belled %s match's start and end only: no point, game or break is a goal or half time",
    (_, sport) => {
      const detector = new MatchFollowDetector();
      expect(detector.next(summary({ sport, status: 0 }))).toEqual([]);
      expect(kinds(detector.next(summary({ sport, status: 1 })))).toEqual(['kickoff 7:kickoff null']);
      expect(detector.next(summary({ sport, status: 1, homeScore: 2 }))).toEqual([]);
      expect(detector.next(summary({ sport, status: 2, homeScore: 40, awayScore: 38 }))).toEqual([]);
      expect(detector.next(summary({ sport, status: 3, homeScore: 41, awayScore: 38 }))).toEqual([]);
      expect(kinds(detector.next(summary({ sport, status: -1, homeScore: 88, awayScore: 90 })))).toEqual([
        'fulltime 7:fulltime null',
      ]);
    },
  );

  it('says nothing of what was so when the bell was rung, and primes a match followed again afresh', () => {
    const detector = new MatchFollowDetector();
    expect(detector.next(summary({ status: 3, homeScore: 2, homeRedCard: 1 }))).toEqual([]);
    expect(detector.next(summary({ id: 9, status: 1 }))).toEqual([]);
    detector.forget(7);
    expect(detector.next(summary({ status: -1, homeScore: 3, homeRedCard: 1 }))).toEqual([]);
    expect(kinds(detector.next(summary({ id: 9, status: 2 })))).toEqual(['halftime 9:halftime null']);
  });

  it('alerts the line-ups announced once, before kick-off, and not when they were out at the first state', () => {
    const detector = new MatchFollowDetector();
    expect(detector.next(summary({ status: 0 }))).toEqual([]);
    expect(detector.next(summary({ status: 0 }), false)).toEqual([]);
    expect(kinds(detector.next(summary({ status: 0 }), true))).toEqual(['lineups 7:lineups null']);
    // Pushed again, then kick-off: the line-ups are not told twice.
    expect(detector.next(summary({ status: 0 }), true)).toEqual([]);
    expect(kinds(detector.next(summary({ status: 1 }), true))).toEqual(['kickoff 7:kickoff null']);
    // A bell rung after the announcement says nothing of it.
    const late = new MatchFollowDetector();
    expect(late.next(summary({ id: 9, status: 0 }), true)).toEqual([]);
    expect(late.next(summary({ id: 9, status: 0 }), true)).toEqual([]);
    // A state first seen already under way does not tell old line-ups.
    const missed = new MatchFollowDetector();
    missed.next(summary({ status: 0 }), false);
    expect(kinds(missed.next(summary({ status: 1 }), true))).toEqual(['kickoff 7:kickoff null']);
  });
});

describe("a followed team's line-ups", () => {
  it('watches its next football match still to kick off', () => {
    expect(nextToAnnounce([])).toBeNull();
    expect(
      nextToAnnounce([
        summary({ id: 3, status: 1 }),
        summary({ id: 4, sport: 2 }),
        summary({ id: 5 }),
        summary({ id: 6 }),
      ]),
    ).toBe(5);
  });

  it('takes only the line-ups of a match not belled: the list tells its kick-off and goals', () => {
    const detector = new MatchFollowDetector();
    detector.next(summary({ status: 0 }), false);
    const announced = detector.next(summary({ status: 0 }), true);
    expect(kinds(teamMatchAlerts(announced))).toEqual(['lineups 7:lineups null']);
    const under = detector.next(summary({ status: 1, homeScore: 1 }), true);
    expect(kinds(under)).toEqual(['kickoff 7:kickoff null', 'goal 7:goal:1-0 home']);
    expect(teamMatchAlerts(under)).toEqual([]);
  });
});
