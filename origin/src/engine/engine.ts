// The engine: a world, its fixtures and their simulations, advanced by an injected clock.
import { isLiveStatus } from '@pitchside/shared';
import { bracketOf } from './bracket';
import { attachRooms, collectionFor, highlightTags, makeAnchors, specialTopics } from './content';
import { makeControl, matchTime, newOffsets, playEntry, registerControl } from './control';
import { advanceEntry, type MatchEntry } from './entries';
import { buildFixtures, DAY_MS } from './fixtures';
import { isFinal } from './football';
import { buildIntel } from './intel';
import { teamLineup } from './lineup';
import { bookmakerList, buildOddsLines } from './odds';
import { addRealClubs, withOneNamePerPlayer } from './realWorld';
import { replaySeason } from './replayWorld';
import { roundPhase } from './rounds';
import { buildSeasonFixtures } from './seasonFixtures';
import { resultOf, table } from './standings';
import type {
  Engine,
  EngineChange,
  EngineListener,
  EngineOptions,
  HighlightCollection,
  Match,
  OddsLine,
  Sport,
  StandingRow,
} from './types';
import { buildWorld, leagueCrest } from './world';

export function createEngine(options: EngineOptions): Engine {
  const { seed, clock } = options;
  const speed = options.speed ?? 1;
  const clockAtStart = clock();
  // Engine time is whole milliseconds whatever the speed (served times are integers).
  const startAt = Math.floor(options.startAt ?? clockAtStart);
  const world = buildWorld(seed, { football: false });
  const entries: MatchEntry[] = buildFixtures({ seed, world, startAt, days: options.days ?? 7 });
  // Real football: the shipped seasons, and a replayed file in place of the season of its competition.
  const seasonFiles = [...(options.seasons ?? [])];
  const replay = options.replay ? replaySeason(options.replay, options.replayCode) : undefined;
  const files = (replay ? [...seasonFiles.filter((s) => s.code !== replay.code), replay] : seasonFiles).map(
    (s) => ({ ...s, file: withOneNamePerPlayer(s.file) }),
  );
  const real = addRealClubs(seed, world, files);
  const replayLeague = replay ? real.find((r) => r.spec === replay.spec)?.league : undefined;
  entries.push(
    ...buildSeasonFixtures(
      seed,
      real,
      startAt,
      replayLeague && options.replayStaggerMinutes !== undefined
        ? { leagueId: replayLeague.id, start: startAt, minutes: options.replayStaggerMinutes }
        : undefined,
    ),
  );
  const rulesOf = new Map(real.map((r) => [r.league.id, r.spec.tieBreaks]));
  const byId = new Map(entries.map((e) => [e.match.id, e]));
  const listeners = new Set<EngineListener>();
  const anchors = makeAnchors(seed);
  const oddsCache = new Map<number, { key: string; lines: OddsLine[] }>();
  let highlightCache: { key: string; list: HighlightCollection[] } | undefined;
  let now = startAt;
  for (const e of entries) advanceEntry(e, now);
  /** Test controls' leads (control.ts): zero unless a test moved the clock or a match. */
  const offsets = newOffsets();
  const emit = (changes: EngineChange[]) => {
    if (changes.length > 0) for (const l of listeners) l(changes);
  };

  const all = (sport?: Sport) =>
    entries.filter((e) => sport === undefined || e.sport === sport).map((e) => e.match);
  const byKickOff = (a: Match, b: Match) => a.startTime - b.startTime || a.id - b.id;
  const inPlay = (m: Match) => isLiveStatus(m.status) || m.status === -13;
  const finishedFootball = () =>
    all('football')
      .filter((m) => m.status === -1 && m.startTime <= now)
      .sort((a, b) => b.startTime - a.startTime);

  /** A competition's table from its finished matches (a cup: its league phase only). */
  function standings(leagueId: number): StandingRow[] {
    const league = world.leagues.get(leagueId);
    if (!league) return [];
    const phase = (m: Match) => roundPhase(league, m) === 'league';
    const played = all(league.sport).filter((m) => m.leagueId === leagueId && m.status === -1 && phase(m));
    if (league.kind === 'cup' && played.length === 0) return [];
    return table(league, played.map(resultOf), rulesOf.get(leagueId));
  }

  function advanceTo(clockNow: number): void {
    const target = startAt + Math.floor((clockNow - clockAtStart) * speed) + offsets.world;
    if (target <= now) return;
    now = target;
    const changes: EngineChange[] = [];
    for (const e of entries) {
      const change = playEntry(e, matchTime(offsets, e.match.id, now), now);
      if (change) changes.push(change);
    }
    emit(changes);
  }

  const engine: Engine = {
    seed,
    speed,
    now: () => now,
    advanceTo,
    tick: () => advanceTo(clock()),
    onChange(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    liveMatches: (sport) => all(sport).filter(inPlay).sort(byKickOff),
    matchesByDate: (sport, dayStart, dayEnd, leagueId) =>
      all(sport)
        .filter(
          (m) =>
            m.startTime >= dayStart &&
            m.startTime < dayEnd &&
            (leagueId === undefined || m.leagueId === leagueId),
        )
        .sort(byKickOff),
    results: (sport, dayStart, dayEnd, leagueId) =>
      all(sport)
        .filter(
          (m) =>
            m.status === -1 &&
            m.startTime >= dayStart &&
            m.startTime < dayEnd &&
            (leagueId === undefined || m.leagueId === leagueId),
        )
        .sort((a, b) => byKickOff(b, a)),
    hotMatches: (sport, limit = 20) =>
      all(sport)
        .filter(
          (m) =>
            m.hot && !isFinal(m.status) && m.startTime < now + DAY_MS && m.startTime > now - 4 * 3_600_000,
        )
        .sort((a, b) => Number(inPlay(b)) - Number(inPlay(a)) || byKickOff(a, b))
        .slice(0, limit),
    match: (id) => byId.get(id)?.match,
    winner(id) {
      const m = byId.get(id)?.match;
      if (!m || m.status !== -1) return null;
      const p = m.penaltyScore;
      const h = m.score.home + (p ? p.home / 100 : 0);
      const a = m.score.away + (p ? p.away / 100 : 0);
      return h > a ? 'home' : a > h ? 'away' : null;
    },
    bookmakers: bookmakerList,
    odds(matchId, bookmakerIds, oddsType) {
      const e = byId.get(matchId);
      if (e?.sport !== 'football') return [];
      // The match's own time: a match a test moved ahead has its prices up to where it is.
      const at = matchTime(offsets, matchId, now);
      const key = `${e.sim.snapshots.length}|${Math.floor((at - e.match.startTime) / 3_600_000)}|${e.match.status}`;
      let cached = oddsCache.get(matchId);
      if (!cached || cached.key !== key) {
        const lines = buildOddsLines({
          seed,
          match: e.match,
          homeStrength: e.home.strength,
          awayStrength: e.away.strength,
          neutral: e.neutral,
          snapshots: e.sim.snapshots,
          now: at,
        });
        cached = { key, lines };
        oddsCache.set(matchId, cached);
      }
      return cached.lines.filter(
        (l) =>
          (bookmakerIds === undefined || bookmakerIds.length === 0 || bookmakerIds.includes(l.bookmakerId)) &&
          (oddsType === undefined || l.oddsType === oddsType),
      );
    },
    lineup(matchId) {
      const e = byId.get(matchId);
      if (e?.sport !== 'football') return undefined;
      return { matchId, home: teamLineup(e.home, e.squads.home), away: teamLineup(e.away, e.squads.away) };
    },
    intel(matchId, locale) {
      const e = byId.get(matchId);
      if (e?.sport !== 'football') return undefined;
      const leagueId =
        world.leagues.get(e.match.leagueId)?.kind === 'league' ? e.match.leagueId : e.home.leagueIds[0];
      const table = leagueId === undefined ? [] : standings(leagueId);
      const awayTable =
        world.leagues.get(e.match.leagueId)?.kind === 'league' ? table : standings(e.away.leagueIds[0] ?? -1);
      return buildIntel({
        seed,
        match: e.match,
        home: e.home,
        away: e.away,
        locale,
        finished: finishedFootball(),
        standings: {
          home: table.find((r) => r.teamId === e.home.id) ?? null,
          away: awayTable.find((r) => r.teamId === e.away.id) ?? null,
        },
      });
    },
    sports: () => ['football', 'basketball', 'esports'],
    leagues: (sport) =>
      [...world.leagues.values()]
        .filter((l) => sport === undefined || l.sport === sport)
        .sort((a, b) => a.order - b.order),
    league: (id) => world.leagues.get(id),
    hotLeagues: (sport) =>
      [...world.leagues.values()]
        .filter((l) => l.hot && (sport === undefined || l.sport === sport))
        .sort((a, b) => a.order - b.order),
    team: (id) => world.teams.get(id),
    standings,
    bracket(leagueId) {
      const league = world.leagues.get(leagueId);
      if (league?.kind !== 'cup') return [];
      return bracketOf(all(league.sport).filter((m) => m.leagueId === leagueId));
    },
    crestSvg(kind, id) {
      if (kind === 'team') return world.teams.get(id)?.crestSvg;
      const league = world.leagues.get(id);
      return league ? leagueCrest(seed, league) : undefined;
    },
    anchors() {
      attachRooms(anchors, engine.liveMatches, world.teams, now);
      return anchors;
    },
    anchor: (id) => engine.anchors().find((a) => a.id === id),
    highlightTags: () => highlightTags([...world.leagues.values()]),
    highlights(tagId) {
      // Collections only change when a match ends or one is published: cache per (finished, minute).
      const finished = finishedFootball();
      const key = `${finished.length}|${Math.floor(now / 60_000)}`;
      if (highlightCache?.key !== key) {
        const list: HighlightCollection[] = [];
        for (const m of finished) {
          const e = byId.get(m.id);
          if (e) list.push(collectionFor(m, e.home, e.away));
        }
        highlightCache = { key, list: list.filter((c) => c.publishedAt <= now) };
      }
      return tagId === undefined
        ? highlightCache.list
        : highlightCache.list.filter((c) => c.tagIds.includes(tagId));
    },
    highlight(id) {
      const e = byId.get(id);
      if (e?.sport !== 'football' || e.match.status !== -1) return undefined;
      const c = collectionFor(e.match, e.home, e.away);
      return c.publishedAt <= now ? c : undefined;
    },
    specialTopics: () => specialTopics([...world.leagues.values()]),
    specialTopic: (id) => specialTopics([...world.leagues.values()]).find((t) => t.id === id),
    search(q) {
      const text = q.trim().toLowerCase();
      if (text === '') return { leagues: [], teams: [], matches: [], anchors: [] };
      // Best answers first: a whole name, then a name's start, a word's start, and inside a word last
      // ("Ars" is Arsenal before Mendara Stars). Equal ranks keep the world's order.
      const ranked = <T extends { id: number }>(items: Iterable<T>, names: (item: T) => string[]) =>
        [...items]
          .map((item) => ({ item, rank: searchRank(names(item), text) }))
          .filter((r): r is { item: T; rank: number } => r.rank !== undefined)
          .sort((a, b) => a.rank - b.rank);
      const leagues = ranked(world.leagues.values(), (l) => [
        ...Object.values(l.name),
        ...Object.values(l.shortName),
      ]);
      const teams = ranked(world.teams.values(), (t) => [
        ...Object.values(t.name),
        ...Object.values(t.shortName),
      ]);
      const rankOf = new Map<number, number>();
      for (const r of [...leagues, ...teams])
        rankOf.set(r.item.id, Math.min(rankOf.get(r.item.id) ?? r.rank, r.rank));
      const best = (m: Match) =>
        Math.min(rankOf.get(m.leagueId) ?? 4, rankOf.get(m.homeTeamId) ?? 4, rankOf.get(m.awayTeamId) ?? 4);
      const matches = entries
        .map((e) => e.match)
        .filter((m) => best(m) < 4)
        .sort((a, b) => best(a) - best(b) || byKickOff(b, a))
        .slice(0, 50);
      return {
        leagues: leagues.map((r) => r.item),
        teams: teams.map((r) => r.item),
        matches,
        anchors: ranked(engine.anchors(), (a) => [a.nickname]).map((r) => r.item),
      };
    },
  };
  registerControl(
    engine,
    makeControl({
      entries,
      byId,
      offsets,
      now: () => now,
      advance: () => advanceTo(clock()),
      emit,
      leagueKind: (id) => world.leagues.get(id)?.kind,
    }),
  );
  return engine;
}

/**
 * How well one of `names` answers the (lower-case) search text: 0 a whole name, 1 a name's start, 2 a
 * word's start, 3 inside a word; undefined when no name holds it.
 */
export function searchRank(names: readonly string[], text: string): number | undefined {
  let rank: number | undefined;
  for (const raw of names) {
    const name = raw.toLowerCase();
    for (let at = name.indexOf(text); at >= 0; at = name.indexOf(text, at + 1)) {
      const found = name === text ? 0 : at === 0 ? 1 : WORD_CHAR.test(name.charAt(at - 1)) ? 3 : 2;
      rank = Math.min(rank ?? found, found);
    }
  }
  return rank;
}

const WORD_CHAR = /[\p{L}\p{N}]/u;
