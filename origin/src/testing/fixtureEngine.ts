// A small, fixed world implementing the engine API, for the /vdapi tests: two leagues, four teams and
// five matches (live, coming, finished, postponed, basketball) around a fixed "now", with odds, a lineup,
// intel and two highlight collections; statistics and ratings are worked out from them as the engine
// works out its own. Tests of the real engine live in origin/src/engine.
import type { Locale } from '@pitchside/shared';
import { ratingsOf, statisticsOf } from '../engine/queries/detailQueries';
import type {
  Bookmaker,
  BookmakerId,
  Engine,
  HighlightCollection,
  League,
  LocalizedText,
  Match,
  OddsLine,
  OddsType,
  Team,
} from '../engine/types';

/** 2026-06-14 12:00 UTC. */
export const FIXTURE_NOW = Date.UTC(2026, 5, 14, 12, 0, 0);
const HOUR = 3_600_000;

const text = (en: string, cn = en, vi = en): LocalizedText => ({ cn, en, vi });

function league(id: number, sport: League['sport'], en: string, cn: string, teamIds: number[]): League {
  return {
    id,
    sport,
    name: text(en, cn),
    shortName: text(en.split(' ')[0] ?? en, cn),
    kind: 'league',
    country: text('England', '英格兰', 'Anh'),
    crestUrl: `/vdapi/crest/league/${id}.svg`,
    color: '#003f87',
    teamIds,
    hot: true,
    order: id,
    season: { name: '', shiftDays: 0, simulated: 'all', realUntil: null },
  };
}

function team(id: number, leagueId: number, sport: Team['sport'], en: string, cn: string): Team {
  return {
    id,
    sport,
    leagueIds: [leagueId],
    name: text(en, cn),
    shortName: text(en.slice(0, 3).toUpperCase(), cn),
    crestUrl: `/vdapi/crest/team/${id}.svg`,
    crestSvg: `<svg xmlns="http://www.w3.org/2000/svg"><title>${en}</title></svg>`,
    strength: 70,
    country: text('England', '英格兰', 'Anh'),
    players: [],
    coach: { id: id * 100, name: `Coach ${en}`, names: text(`Coach ${en}`, `${cn}教练`), asOf: '2025-08-15' },
  };
}

const zero = { home: 0, away: 0 };

function match(
  id: number,
  fields: Partial<Match> & Pick<Match, 'leagueId' | 'homeTeamId' | 'awayTeamId'>,
): Match {
  return {
    id,
    sport: 'football',
    round: 'Round 1',
    facts: {
      score: 'generated',
      goals: 'generated',
      shootout: null,
      kickOff: 'generated',
      lineups: 'generated',
      cards: 'generated',
      substitutions: 'generated',
      details: 'generated',
    },
    startTime: FIXTURE_NOW,
    status: 0,
    clock: { minute: 0, stoppage: 0, addedTime: 0, periodStartTime: 0, display: '' },
    score: zero,
    halfTimeScore: null,
    fullTimeScore: null,
    extraTimeScore: null,
    penaltyScore: null,
    corners: zero,
    halfTimeCorners: null,
    yellowCards: zero,
    redCards: zero,
    stats: {
      shots: zero,
      shotsOnTarget: zero,
      possession: { home: 50, away: 50 },
      attacks: zero,
      dangerousAttacks: zero,
      fouls: zero,
      passes: zero,
      accuratePasses: zero,
      tackles: zero,
      goalKicks: zero,
      throwIns: zero,
    },
    shots: [],
    momentum: [],
    events: [],
    knockout: false,
    hasVideo: false,
    streamId: null,
    hot: false,
    venue: 'Fixture Park',
    updatedAt: FIXTURE_NOW,
    ...fields,
  };
}

/** The fixture world: two competitions, their teams, five matches, odds and highlights. */
function fixtureWorld() {
  const leagues = [
    league(1, 'football', 'Premier Fixture League', '超级测试联赛', [11, 12, 13, 14]),
    league(2, 'basketball', 'Hoops League', '篮球联赛', [21, 22]),
  ];
  const teams = [
    team(11, 1, 'football', 'Red Lions', '红狮'),
    team(12, 1, 'football', 'Blue Harbour', '蓝港'),
    team(13, 1, 'football', 'Green Valley', '绿谷'),
    team(14, 1, 'football', 'Old Town', '老城'),
    team(21, 2, 'basketball', 'City Rockets', '城市火箭'),
    team(22, 2, 'basketball', 'River Kings', '河流国王'),
  ];
  const matches = fixtureMatches();
  const bookmakers: Bookmaker[] = [
    { id: 3, name: 'Crown', margin: 0.05 },
    { id: 8, name: 'Bet365', margin: 0.06 },
  ];
  const line = (
    matchId: number,
    bookmakerId: BookmakerId,
    oddsType: OddsType,
    row: number[],
    state: OddsLine['state'] = 'open',
  ): OddsLine => ({
    matchId,
    bookmakerId,
    oddsType,
    row,
    state,
    history: [
      {
        time: FIXTURE_NOW - 2 * HOUR,
        minute: 0,
        status: 0,
        score: zero,
        values: [row[0] ?? 0, row[1] ?? 0, row[2] ?? 0],
        state: 'open',
      },
    ],
  });
  const odds: OddsLine[] = [
    line(101, 3, 11, [2.1, 3.2, 3.4, 2.0, 3.3, 3.6, 1.5, 3.9, 6.5]),
    line(101, 8, 11, [2.2, 3.1, 3.3, 2.1, 3.2, 3.5, 0, 0, 0], 'suspended'),
    line(101, 3, 21, [1.9, -0.5, 1.95, 1.92, -0.5, 1.93, 1.88, -0.75, 1.98]),
    line(101, 3, 31, [1.9, 2.5, 1.9, 1.85, 2.5, 1.95, 0, 0, 0]),
    line(102, 3, 11, [2.5, 3.0, 2.8, 0, 0, 0, 0, 0, 0]),
  ];
  const highlights: HighlightCollection[] = [
    {
      id: 501,
      title: text('Blue Harbour 0-3 Green Valley: all goals'),
      tagIds: [1],
      leagueId: 1,
      matchId: 103,
      publishedAt: FIXTURE_NOW - 20 * HOUR,
      clips: [
        { clipId: 'c501-1', title: text('Goal 1'), duration: 14, matchId: 103, eventId: 1, minute: 22 },
        { clipId: 'c501-2', title: text('Goal 2'), duration: 11.4, matchId: 103, eventId: 2, minute: 61 },
      ],
    },
    {
      id: 502,
      title: text('Week review'),
      tagIds: [1, 2],
      leagueId: 1,
      matchId: null,
      publishedAt: FIXTURE_NOW - 2 * HOUR,
      clips: [
        { clipId: 'c502-1', title: text('Review'), duration: 60, matchId: null, eventId: null, minute: null },
      ],
    },
  ];
  return { leagues, teams, matches, bookmakers, odds, highlights };
}

export function createFixtureEngine(): Engine {
  const { leagues, teams, matches, bookmakers, odds, highlights } = fixtureWorld();
  const sportOf = (s: string) => s;
  const ratings = (id: number) => {
    const m = matches.find((x) => x.id === id);
    return m ? ratingsOf(m, fixtureLineup(id)) : { players: [], best: null };
  };
  return {
    seed: 1,
    speed: 1,
    now: () => FIXTURE_NOW,
    advanceTo: () => {},
    tick: () => {},
    onChange: () => () => {},
    liveMatches: (sport) => matches.filter((m) => m.sport === sport && m.status >= 1 && m.status <= 5),
    matchesByDate: (sport, start, end, leagueId) =>
      matches
        .filter((m) => sportOf(m.sport) === sport && m.startTime >= start && m.startTime < end)
        .filter((m) => leagueId === undefined || m.leagueId === leagueId)
        .sort((a, b) => a.startTime - b.startTime),
    results: (sport, start, end, leagueId) =>
      matches
        .filter((m) => m.sport === sport && m.status === -1 && m.startTime >= start && m.startTime < end)
        .filter((m) => leagueId === undefined || m.leagueId === leagueId)
        .sort((a, b) => b.startTime - a.startTime),
    hotMatches: (sport, limit = 20) => matches.filter((m) => m.sport === sport && m.hot).slice(0, limit),
    match: (id) => matches.find((m) => m.id === id),
    winner: () => null,
    bookmakers: () => bookmakers,
    odds: (matchId, ids, type) =>
      odds.filter(
        (l) =>
          l.matchId === matchId &&
          (ids === undefined || ids.includes(l.bookmakerId)) &&
          (type === undefined || l.oddsType === type),
      ),
    lineup: fixtureLineup,
    intel: fixtureIntel,
    // Worked out from the fixture's matches as the engine works them out from its own.
    statistics: (id) => {
      const m = matches.find((x) => x.id === id);
      return m ? statisticsOf(m) : [];
    },
    ratings,
    playerRating: (id, playerId) => ratings(id).players.find((r) => r.playerId === playerId)?.rating ?? null,
    sports: () => ['football', 'basketball', 'esport'],
    leagues: (sport) => leagues.filter((l) => sport === undefined || l.sport === sport),
    league: (id) => leagues.find((l) => l.id === id),
    hotLeagues: (sport) => leagues.filter((l) => l.hot && (sport === undefined || l.sport === sport)),
    team: (id) => teams.find((t) => t.id === id),
    standings: () => [],
    tableAsItStands: () => ({ live: false, rows: [] }),
    bracket: () => [],
    undecidedSides: () => null,
    crestSvg: (kind, id) =>
      kind === 'team'
        ? teams.find((t) => t.id === id)?.crestSvg
        : leagues.some((l) => l.id === id)
          ? '<svg/>'
          : undefined,
    highlightTags: () => [
      { id: 1, name: text('Goals', '进球', 'Bàn thắng') },
      { id: 2, name: text('Reviews', '回顾', 'Tổng hợp') },
    ],
    highlights: (tagId) =>
      highlights
        .filter((h) => tagId === undefined || h.tagIds.includes(tagId))
        .sort((a, b) => b.publishedAt - a.publishedAt),
    highlight: (id) => highlights.find((h) => h.id === id),
    specialTopics: () => [
      { id: 1, leagueId: 1, title: text('Premier'), description: text('The league'), order: 1 },
    ],
    specialTopic: (id) =>
      id === 1
        ? { id: 1, leagueId: 1, title: text('Premier'), description: text('The league'), order: 1 }
        : undefined,
    search: (q) => {
      const needle = q.trim().toLowerCase();
      if (!needle) return { leagues: [], teams: [], matches: [] };
      const has = (t: LocalizedText) => Object.values(t).some((v) => v.toLowerCase().includes(needle));
      const foundTeams = teams.filter((t) => has(t.name));
      const foundLeagues = leagues.filter((l) => has(l.name));
      const ids = new Set(foundTeams.map((t) => t.id));
      const leagueIds = new Set(foundLeagues.map((l) => l.id));
      return {
        teams: foundTeams,
        leagues: foundLeagues,
        matches: matches.filter(
          (m) => ids.has(m.homeTeamId) || ids.has(m.awayTeamId) || leagueIds.has(m.leagueId),
        ),
      };
    },
  };
}

/** The line-ups of match 101, the one in play with a video. */
function fixtureLineup(matchId: number): ReturnType<Engine['lineup']> {
  return matchId === 101
    ? {
        matchId,
        home: {
          teamId: 11,
          formation: '4-4-2',
          coach: { id: 1100, name: 'Coach Red', names: text('Coach Red', '雷德'), asOf: '2025-08-15' },
          starters: [
            {
              playerId: 1101,
              name: 'A. Keeper',
              names: text('A. Keeper', '基珀'),
              shirtNumber: 1,
              position: 'GK',
              line: 0,
              slot: 0,
              captain: true,
            },
          ],
          bench: [
            {
              playerId: 1112,
              name: 'B. Sub',
              names: text('B. Sub', '萨布'),
              shirtNumber: 12,
              position: 'GK',
              line: 0,
              slot: 0,
              captain: false,
            },
          ],
        },
        away: {
          teamId: 12,
          formation: '4-3-3',
          coach: { id: 1200, name: 'Coach Blue', names: text('Coach Blue', '布卢'), asOf: '2025-08-15' },
          starters: [],
          bench: [],
        },
      }
    : undefined;
}

/** The intel of match 102. */
function fixtureIntel(matchId: number, locale: Locale): ReturnType<Engine['intel']> {
  return matchId === 102
    ? {
        matchId,
        locale,
        headToHead: [
          {
            matchId: null,
            leagueId: 1,
            startTime: FIXTURE_NOW - 300 * 24 * HOUR,
            homeTeamId: 13,
            awayTeamId: 14,
            score: { home: 1, away: 1 },
            halfTimeScore: null,
            outcome: 'D',
            realStart: null,
            season: '',
            simulated: true,
          },
        ],
        meetingsToReplay: 0,
        recentForm: { home: [], away: [] },
        standings: {
          home: {
            rank: 1,
            teamId: 13,
            played: 1,
            won: 1,
            drawn: 0,
            lost: 0,
            goalsFor: 3,
            goalsAgainst: 0,
            points: 3,
            form: ['W'],
          },
          away: null,
        },
        injuries: {
          home: [
            {
              playerId: 1301,
              name: 'C. Hurt',
              names: text('C. Hurt', '赫特'),
              position: 'DF',
              reason: text('knee', '膝伤', 'đầu gối'),
            },
          ],
          away: [],
        },
        preview: `preview in ${locale}`,
      }
    : undefined;
}

/** The five matches: one in play with a video, one to come, one finished, one postponed, one of basketball. */
function fixtureMatches(): Match[] {
  return [
    match(101, {
      leagueId: 1,
      homeTeamId: 11,
      awayTeamId: 12,
      startTime: FIXTURE_NOW - 70 * 60_000,
      status: 3,
      clock: {
        minute: 58,
        stoppage: 0,
        addedTime: 0,
        periodStartTime: FIXTURE_NOW - 10 * 60_000,
        display: '58',
      },
      score: { home: 2, away: 1 },
      halfTimeScore: { home: 1, away: 1 },
      corners: { home: 5, away: 3 },
      yellowCards: { home: 1, away: 2 },
      redCards: { home: 0, away: 1 },
      hasVideo: true,
      streamId: 'm101',
      hot: true,
      events: [
        {
          id: 1,
          minute: 12,
          stoppage: 0,
          period: 1,
          code: 1029,
          type: 'goal',
          side: 'home',
          playerId: 1101,
          playerName: 'A. Striker',
          relatedPlayerName: 'B. Winger',
          score: { home: 1, away: 0 },
          time: FIXTURE_NOW - 58 * 60_000,
        },
        {
          id: 2,
          minute: 45,
          stoppage: 2,
          period: 1,
          code: 535,
          type: 'var',
          side: 'away',
          playerId: null,
          playerName: '',
          relatedPlayerName: null,
          score: { home: 1, away: 0 },
          detail: 'penalty-check:no-penalty',
          time: FIXTURE_NOW - 25 * 60_000,
        },
      ],
      shots: [
        {
          id: 1,
          minute: 12,
          stoppage: 0,
          side: 'home',
          playerId: 1101,
          playerName: 'A. Striker',
          assistName: 'B. Winger',
          keeperName: null,
          concededBy: null,
          x: 96.5,
          y: 31,
          bodyPart: 'foot',
          situation: 'open-play',
          outcome: 'goal',
          xg: 0.21,
        },
      ],
      momentum: [{ minute: 1, stoppage: 0, home: 1, away: 0 }],
    }),
    match(102, { leagueId: 1, homeTeamId: 13, awayTeamId: 14, startTime: FIXTURE_NOW + 3 * HOUR }),
    match(103, {
      leagueId: 1,
      homeTeamId: 12,
      awayTeamId: 13,
      startTime: FIXTURE_NOW - 26 * HOUR,
      status: -1,
      clock: { minute: 90, stoppage: 0, addedTime: 0, periodStartTime: 0, display: 'FT' },
      score: { home: 0, away: 3 },
      halfTimeScore: { home: 0, away: 1 },
      fullTimeScore: { home: 0, away: 3 },
    }),
    match(104, {
      leagueId: 1,
      homeTeamId: 14,
      awayTeamId: 11,
      startTime: FIXTURE_NOW + 26 * HOUR,
      status: -14,
    }),
    match(201, {
      sport: 'basketball',
      leagueId: 2,
      homeTeamId: 21,
      awayTeamId: 22,
      startTime: FIXTURE_NOW - HOUR,
      status: 3,
      score: { home: 61, away: 58 },
      basketball: {
        quarters: [
          { home: 30, away: 28 },
          { home: 31, away: 30 },
        ],
        currentQuarter: 3,
        secondsLeft: 300,
      },
    }),
  ];
}
