import { Value } from 'typebox/value';
import { describe, expect, it } from 'vitest';
import type { LeagueScorers, ScorerRow } from '../api/teams';
import {
  type CompanyOdds,
  type LeagueTable,
  type LiveStandingRow,
  type MatchDetail,
  type MatchSummary,
  MatchSummarySchema,
  type TimelineEvent,
} from '../api/vdapi';
import {
  leagueTableOf,
  liveMatchesOf,
  liveTopicState,
  matchTopicState,
  matchViewOf,
  oddsTopicState,
  scorersOf,
  scorersTopicState,
  TOPIC_STATES,
  tableTopicState,
} from './topicStates';

/** A match of the list: the schema's zero values, then its id and kick-off. */
function match(id: number, startTime: number): MatchSummary {
  return { ...Value.Create(MatchSummarySchema), id, startTime };
}

function event(id: number, minute: number, addedMinute = 0): TimelineEvent {
  return {
    id,
    code: 1029,
    kind: 'goal',
    minute,
    addedMinute,
    side: 'home',
    playerName: 'Nine',
    relatedPlayerName: '',
    homeScore: 1,
    awayScore: 0,
    text: '',
  };
}

const odds = (companyId: number): CompanyOdds => ({
  companyId,
  companyName: `Bookmaker ${companyId}`,
  row: [1.9, 3.2, 4, 0, 0, 0, 0, 0, 0],
  state: 'open',
  updatedAt: 1,
});

const scorer = (
  playerId: number,
  name: string,
  goals: number,
  assists: number,
  cards = [0, 0],
): ScorerRow => ({
  playerId,
  name,
  teamId: 1,
  teamName: 'Club',
  teamLogo: '',
  rank: 1,
  goals,
  penalties: 0,
  ownGoals: 0,
  assists,
  yellowCards: cards[0] ?? 0,
  secondYellows: 0,
  redCards: cards[1] ?? 0,
  appearances: 10,
  minutes: 900,
});

describe('topic states', () => {
  it('scorers: the three lists keyed by player, read back in the answer order', () => {
    const scorers = [
      scorer(1, 'Kane', 9, 2, [4, 0]),
      scorer(2, 'Haaland', 9, 3, [2, 1]),
      scorer(3, 'Salah', 7, 8, [5, 0]),
    ];
    const answer: LeagueScorers = {
      leagueId: 1,
      scorers,
      assists: [scorers[2], scorers[1], scorers[0]].filter((row) => row !== undefined),
      cards: [scorers[1], scorers[2], scorers[0]].filter((row) => row !== undefined),
      matches: 30,
      goals: 61,
      facts: { lineups: 'file', scorers: 'file', cards: 'file', assists: 'absent' },
    };
    const state = scorersTopicState(answer);
    expect(Object.keys(state.scorers).sort()).toEqual(['1', '2', '3']);
    expect(TOPIC_STATES.scorers(answer)).toEqual(state);
    const view = scorersOf(state);
    expect(view.scorers.map((row) => row.name)).toEqual(['Haaland', 'Kane', 'Salah']);
    expect(view.assists.map((row) => row.name)).toEqual(['Salah', 'Haaland', 'Kane']);
    // Cards: a red before any number of yellows.
    expect(view.cards.map((row) => row.name)).toEqual(['Haaland', 'Salah', 'Kane']);
    expect(view.matches).toBe(30);
  });

  it('table: rows keyed by team, read back in the order of their places', () => {
    const row = (teamId: number, rank: number, previousRank: number | null): LiveStandingRow => ({
      teamId,
      teamName: `Team ${teamId}`,
      rank,
      played: 3,
      won: 1,
      drawn: 1,
      lost: 1,
      goalsFor: 4,
      goalsAgainst: 4,
      points: 4,
      form: ['W', 'D', 'L'],
      previousRank,
      liveMatchId: previousRank === null ? null : 70 + teamId,
    });
    const answer: LeagueTable = {
      leagueId: 9,
      kind: 'league',
      season: { name: '2025/26', shiftDays: 364, simulated: 'part', realUntil: Date.UTC(2026, 2, 5) },
      live: true,
      table: [row(5, 1, 2), row(2, 2, 1), row(8, 3, null)],
      bracket: [],
    };
    const state = tableTopicState(answer);
    expect(Object.keys(state.table).sort()).toEqual(['2', '5', '8']);
    expect(TOPIC_STATES.table(answer)).toEqual(state);
    // Keys of integer-like strings iterate in numeric order, not by place: the view sorts them back.
    expect(leagueTableOf(state)).toEqual(answer);
  });

  it('live: matches keyed by id, read back in kick-off order (then id)', () => {
    const list = [match(3, 200), match(1, 100), match(2, 200)];
    const state = liveTopicState({ list });
    expect(Object.keys(state).sort()).toEqual(['1', '2', '3']);
    expect(liveMatchesOf(state).map((m) => m.id)).toEqual([1, 2, 3]);
  });

  it('match: events, stats and momentum keyed; the server time left out; read back in match order', () => {
    const detail: MatchDetail = {
      match: match(7, 100),
      venue: 'Ground',
      group: '',
      knockout: false,
      extraTimeScore: null,
      penaltyScore: null,
      periods: [],
      events: [event(5, 90, 3), event(4, 12), event(6, 90, 1)],
      stats: [{ key: 'shots', name: 'Shots', home: 3, away: 1 }],
      momentum: [
        { minute: 2, addedMinute: 0, home: 1, away: 0 },
        { minute: 1, addedMinute: 0, home: 0, away: 1 },
      ],
      serverTime: 123,
    };
    const state = matchTopicState(detail);
    expect(state).not.toHaveProperty('serverTime');
    expect(Object.keys(state.events).sort()).toEqual(['4', '5', '6']);
    expect(Object.keys(state.momentum).sort()).toEqual(['1+0', '2+0']);
    const view = matchViewOf(state);
    expect(view.events.map((e) => e.id)).toEqual([4, 6, 5]);
    expect(view.momentum.map((p) => p.minute)).toEqual([1, 2]);
    const { serverTime: _, ...withoutTime } = detail;
    expect({ ...view, events: detail.events, momentum: detail.momentum }).toEqual(withoutTime);
  });

  it('odds: rows by odds type, then by bookmaker', () => {
    const state = oddsTopicState({ matchId: 7, types: [{ type: 11, list: [odds(3), odds(8)] }] });
    expect(Object.keys(state)).toEqual(['11']);
    expect(state['11']?.['8']?.companyName).toBe('Bookmaker 8');
  });

  it('has one maker per topic kind', () => {
    expect(Object.keys(TOPIC_STATES).sort()).toEqual(['live', 'match', 'odds', 'room', 'scorers', 'table']);
  });
});
