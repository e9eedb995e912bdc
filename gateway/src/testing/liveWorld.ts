// A small seeded stand-in for the origin's match engine: live matches whose clock, score, corners,
// cards, events, stats and odds move every step, with matches starting and ending. It produces the
// /vdapi answer shapes, so tests and the fan-out benchmark can drive the gateway without a database.
import type { AnchorRoomDetail as AnchorRoom, MatchDetail, MatchList, MatchOdds } from '@pitchside/shared';

type Summary = MatchList['list'][number];
type Event = MatchDetail['events'][number];

/** Mulberry32: small, fast, good enough for test data. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const TEAMS = ['Arsenal', 'Chelsea', 'Everton', 'Fulham', 'Leeds', 'Wolves', 'Brentford', 'Burnley'];
const ODDS_TYPES = [11, 21, 31, 45] as const;
const BOOKMAKERS = [3, 8, 1, 12, 42, 14];

type LiveMatch = { summary: Summary; events: Event[]; minute: number; odds: Map<string, number[]> };

export class LiveWorld {
  readonly #random: () => number;
  readonly #matches = new Map<number, LiveMatch>();
  #nextId = 1;
  #nextEventId = 1;
  #time = 1_700_000_000_000;

  constructor(seed: number, liveMatches = 12) {
    this.#random = seededRandom(seed);
    for (let i = 0; i < liveMatches; i++) this.#startMatch();
  }

  #pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.#random() * items.length)] as T;
  }

  #startMatch(): void {
    const id = this.#nextId++;
    const home = this.#pick(TEAMS);
    const away = this.#pick(TEAMS.filter((team) => team !== home));
    const minute = Math.floor(this.#random() * 80);
    const summary: Summary = {
      id,
      sport: 1,
      status: (minute < 45 ? 1 : 3) as Summary['status'],
      startTime: this.#time - minute * 60_000,
      playingTime: String(minute),
      leagueId: 1 + (id % 5),
      leagueName: `League ${1 + (id % 5)}`,
      leagueLogo: '/crests/league.svg',
      round: '1',
      homeId: 1 + TEAMS.indexOf(home),
      awayId: 1 + TEAMS.indexOf(away),
      homeName: home,
      awayName: away,
      homeShortName: home.slice(0, 3),
      awayShortName: away.slice(0, 3),
      homeLogo: `/crests/${home.toLowerCase()}.svg`,
      awayLogo: `/crests/${away.toLowerCase()}.svg`,
      homeScore: 0,
      awayScore: 0,
      halfHomeScore: 0,
      halfAwayScore: 0,
      homeCorner: 0,
      awayCorner: 0,
      yellowCard: 0,
      redCard: 0,
      homeYellowCard: 0,
      awayYellowCard: 0,
      homeRedCard: 0,
      awayRedCard: 0,
      isVideo: this.#random() < 0.5,
      hasColect: false,
      anchorCount: Math.floor(this.#random() * 3),
      stats1: '1.85,3.40,4.10',
      stats2: '0.95,-0.5,0.90',
      stats1State: 'open',
      stats2State: 'open',
      extraTimeScore: null,
      penaltyScore: null,
      periods: [],
      bestOf: 0,
      gameClock: null,
      season: '2025/26',
      simulated: false,
      cardsFromFile: false,
    };
    const odds = new Map<string, number[]>();
    for (const type of ODDS_TYPES) {
      for (const company of BOOKMAKERS)
        odds.set(`${type}:${company}`, [1.9, 3.3, 4.0, 1.9, 3.3, 4.0, 0, 0, 0]);
    }
    this.#matches.set(id, { summary, events: [], minute, odds });
  }

  /** Advances play by one poll interval: clocks tick, a few goals, corners, cards, odds moves. */
  step(): void {
    this.#time += 1000;
    for (const [id, match] of this.#matches) {
      const s = match.summary;
      if (this.#random() < 0.3) {
        match.minute += 1;
        s.playingTime = match.minute > 90 ? `90+${match.minute - 90}` : String(match.minute);
      }
      if (this.#random() < 0.05) {
        const home = this.#random() < 0.5;
        if (home) s.homeScore += 1;
        else s.awayScore += 1;
        this.#event(match, home ? 'home' : 'away', 1029, 'goal');
      }
      if (this.#random() < 0.08) {
        if (this.#random() < 0.5) s.homeCorner += 1;
        else s.awayCorner += 1;
      }
      if (this.#random() < 0.03) {
        s.yellowCard += 1;
        if (this.#random() < 0.5) s.homeYellowCard += 1;
        else s.awayYellowCard += 1;
        this.#event(match, 'home', 1034, 'yellow');
      }
      if (this.#random() < 0.2) {
        const key = `${this.#pick(ODDS_TYPES)}:${this.#pick(BOOKMAKERS)}`;
        const row = match.odds.get(key) ?? [];
        const moved = row.map((value, i) =>
          i >= 3 && i < 6 ? Math.round((value + this.#random() * 0.1 - 0.05) * 100) / 100 : value,
        );
        match.odds.set(key, moved);
      }
      if (match.minute >= 45 && s.status === 1) {
        s.status = 3 as Summary['status'];
        s.halfHomeScore = s.homeScore;
        s.halfAwayScore = s.awayScore;
      }
      if (match.minute >= 95) {
        this.#matches.delete(id);
        this.#startMatch();
      }
    }
  }

  #event(match: LiveMatch, side: 'home' | 'away', code: number, kind: string): void {
    match.events.push({
      id: this.#nextEventId++,
      code,
      kind,
      minute: match.minute,
      addedMinute: 0,
      side,
      playerName: 'Player',
      relatedPlayerName: '',
      homeScore: match.summary.homeScore,
      awayScore: match.summary.awayScore,
      text: kind,
    });
  }

  matchIds(): number[] {
    return [...this.#matches.keys()];
  }

  live(sport: number): MatchList {
    if (sport !== 1) return { list: [] };
    return { list: [...this.#matches.values()].map((match) => structuredClone(match.summary)) };
  }

  detail(id: number): MatchDetail | null {
    const match = this.#matches.get(id);
    if (!match) return null;
    const s = match.summary;
    return {
      match: structuredClone(s),
      venue: 'Stadium',
      group: '',
      knockout: false,
      extraTimeScore: null,
      penaltyScore: null,
      periods: [],
      events: structuredClone(match.events),
      stats: [
        { key: 'corners', name: 'Corners', home: s.homeCorner, away: s.awayCorner },
        { key: 'yellow', name: 'Yellow cards', home: s.homeYellowCard, away: s.awayYellowCard },
      ],
      momentum: Array.from({ length: Math.min(match.minute, 90) }, (_, minute) => ({
        minute,
        addedMinute: 0,
        home: (minute * 7) % 5,
        away: (minute * 3) % 4,
      })),
      serverTime: this.#time,
    };
  }

  odds(id: number): MatchOdds | null {
    const match = this.#matches.get(id);
    if (!match) return null;
    return {
      matchId: id,
      types: ODDS_TYPES.map((type) => ({
        type: type as MatchOdds['types'][number]['type'],
        list: BOOKMAKERS.map((companyId) => ({
          companyId,
          companyName: `Bookmaker ${companyId}`,
          row: [...(match.odds.get(`${type}:${companyId}`) ?? [])],
          state: 'open' as const,
          updatedAt: this.#time,
        })),
      })),
    };
  }

  room(anchorId: number): AnchorRoom {
    const matchId = this.matchIds()[0] ?? null;
    return {
      anchor: {
        id: anchorId,
        nickName: `Anchor ${anchorId}`,
        avatar: '/avatars/1.png',
        roomTitle: 'Live talk',
        cover: '/covers/1.jpg',
        isLive: true,
        // The origin counts no viewers; a gateway fills in its own count of the room's connections.
        viewers: null,
        followers: 1000,
        sport: 1,
        matchId,
      },
      hlsUrl: `/vdapi/hls/room/${anchorId}/index.m3u8`,
      match: matchId === null ? null : structuredClone(this.#matches.get(matchId)?.summary ?? null),
    };
  }
}
