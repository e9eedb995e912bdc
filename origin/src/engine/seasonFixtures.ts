// The fixtures of the real seasons: every match of each file on today's calendar, played live to the
// file's result when it has one, by the engine's model when it has none.
import { anchorOf, fileKickoff, rearrangeClashes, type Slot, WEEK_MS } from './calendar';
import { footballSimFor, type MatchEntry, newMatch } from './entries';
import type { Fate } from './football';
import { roundName } from './identityPort';
import type { RealSeason } from './realWorld';
import { realScript } from './replay';
import { firstLegOf, sameTie, stageOf } from './replayFile';
import { int, rngFor } from './rng';
import type { Pair, ReplayMatch, Side } from './types';

export const REAL_MATCH_ID = 2_000_001;
/** One unplayed fixture in IRREGULAR_EVERY meets an irregular fate, in this order. */
const IRREGULAR_EVERY = 20;
const IRREGULAR: Fate['kind'][] = ['postponed', 'interrupted', 'pending', 'abandoned', 'cancelled'];

const yearOf = (file: RealSeason['file']) => Number(file.matches[0]?.date.slice(0, 4) ?? 0);

/** Week shift of each season: one calendar moves together, an earlier season by whole years of 52 weeks. */
export function seasonShifts(seasons: readonly RealSeason[], today: number): Map<RealSeason, number> {
  const shifts = new Map<RealSeason, number>();
  const calendars = new Set(seasons.map((s) => s.spec.calendar));
  for (const calendar of calendars) {
    const group = seasons.filter((s) => s.spec.calendar === calendar);
    const latest = Math.max(...group.map((s) => yearOf(s.file)));
    const anchors = group
      .filter((s) => yearOf(s.file) === latest)
      .map((s) => anchorOf(s.file.matches, s.spec.utcOffset));
    const open = anchors.filter((a) => a.open);
    // A replay is played from its first match on; a season from its frontier.
    const anchor =
      calendar === 'replay'
        ? Math.min(...group.flatMap((s) => s.file.matches.map((m) => fileKickoff(m, s.spec.utcOffset))))
        : Math.min(...(open.length > 0 ? open : anchors).map((a) => a.at));
    const weeks = Math.ceil(
      (Math.floor(today / 86_400_000) * 86_400_000 - Math.floor(anchor / 86_400_000) * 86_400_000) / WEEK_MS,
    );
    for (const s of group) shifts.set(s, (weeks + 52 * (latest - yearOf(s.file))) * WEEK_MS);
  }
  return shifts;
}

/** The side of a drawn-shoot-out tie that the file sends to a later round. */
function advancing(season: RealSeason, i: number): Side | null {
  const m = season.file.matches[i] as ReplayMatch;
  const later = season.file.matches.slice(i + 1).filter((x) => x.date > m.date && x.round !== m.round);
  const seen = (team: string) => later.some((x) => x.team1 === team || x.team2 === team);
  if (seen(m.team1) && !seen(m.team2)) return 'home';
  if (seen(m.team2) && !seen(m.team1)) return 'away';
  return null;
}

function irregularFate(kind: Fate['kind'], rng: ReturnType<typeof rngFor>, startTime: number): Fate {
  switch (kind) {
    case 'postponed':
      return { kind, at: startTime - int(rng, 2, 30) * 3_600_000, rescheduleTo: null, stay: true };
    case 'cancelled':
      return { kind, at: startTime - int(rng, 1, 24) * 3_600_000 };
    case 'pending':
      return { kind, delayMinutes: int(rng, 10, 40) };
    case 'interrupted':
      return { kind, minute: int(rng, 15, 85), duration: int(rng, 5, 20) };
    case 'abandoned':
      return { kind, minute: int(rng, 30, 85) };
    default:
      return { kind: 'normal' };
  }
}

/** A replay played in file order, `minutes` apart from `start` (a quick demo; not a real calendar). */
export interface Stagger {
  leagueId: number;
  start: number;
  minutes: number;
}

/** Every fixture of the seasons, kick-off order, ids from REAL_MATCH_ID. */
export function buildSeasonFixtures(
  seed: number,
  seasons: readonly RealSeason[],
  today: number,
  stagger?: Stagger,
): MatchEntry[] {
  const shifts = seasonShifts(seasons, today);
  const items: { season: RealSeason; i: number; slot: Slot }[] = [];
  for (const season of seasons) {
    const shift = shifts.get(season) ?? 0;
    const latest = Math.max(
      ...seasons.filter((s) => s.spec.calendar === season.spec.calendar).map((s) => yearOf(s.file)),
    );
    season.file.matches.forEach((m, i) => {
      const home = season.teamOf.get(m.team1);
      const away = season.teamOf.get(m.team2);
      if (!home || !away) return;
      items.push({
        season,
        i,
        slot: {
          at: fileKickoff(m, season.spec.utcOffset) + shift,
          home: home.id,
          away: away.id,
          movable: season.spec.kind === 'league' && yearOf(season.file) === latest,
          rearranged: false,
        },
      });
    });
  }
  if (stagger)
    for (const x of items)
      if (x.season.league.id === stagger.leagueId) {
        x.slot.at = stagger.start + 2 * 60_000 + x.i * stagger.minutes * 60_000;
        x.slot.movable = false;
      }
  rearrangeClashes(
    items.filter((x) => !stagger || x.season.league.id !== stagger.leagueId).map((x) => x.slot),
  );
  items.sort((a, b) => a.slot.at - b.slot.at || a.slot.home - b.slot.home);
  const entries: MatchEntry[] = [];
  let unplayed = 0;
  const offset = rngFor(seed, 'irregular').next();
  items.forEach(({ season, i, slot }, k) => {
    const fm = season.file.matches[i] as ReplayMatch;
    const home = season.teamOf.get(fm.team1);
    const away = season.teamOf.get(fm.team2);
    if (!home || !away) return;
    const id = REAL_MATCH_ID + k;
    const first = season.spec.kind === 'cup' ? firstLegOf(season.file, i) : undefined;
    const hasSecondLeg =
      season.spec.kind === 'cup' && season.file.matches.some((x, j) => j > i && sameTie(fm, x));
    const knockout =
      season.spec.kind === 'cup' &&
      fm.group === undefined &&
      !/^(League|Matchday)\b/.test(fm.round) &&
      !hasSecondLeg;
    const match = newMatch({
      id,
      sport: 'football',
      league: season.league,
      home,
      away,
      startTime: slot.at,
      round: fm.round,
      knockout,
      venue: fm.ground ?? `${home.name.en}`,
    });
    match.roundName = roundName(fm.round);
    match.stage = stageOf(fm.round);
    match.stageName = roundName(match.stage);
    if (first) match.leg = 2;
    else if (hasSecondLeg) match.leg = 1;
    if (fm.group) match.group = fm.group;
    const big = home.strength + away.strength;
    match.hot = season.league.hot && big > 150;
    match.hasVideo = season.league.hot || big > 140;
    match.streamId = match.hasVideo ? `live-${id}` : null;
    const firstLeg: Pair | null = first?.score.ft
      ? { home: first.score.ft[1], away: first.score.ft[0] }
      : null;
    const real = realScript(rngFor(seed, 'script', id), fm, fm.score.p ? advancing(season, i) : null);
    let fate: Fate = { kind: 'normal' };
    if (fm.status === 'postponed')
      fate = { kind: 'postponed', at: slot.at - 2 * 86_400_000, rescheduleTo: null, stay: true };
    else if (!real) {
      // A small share of the unplayed fixtures meets what real fixtures meet: postponement,
      // interruption, a late start, abandonment, cancellation (each kind in turn, so all occur).
      const n = unplayed++;
      if ((n + Math.floor(offset * IRREGULAR_EVERY)) % IRREGULAR_EVERY === 0) {
        const kind = IRREGULAR[Math.floor(n / IRREGULAR_EVERY) % IRREGULAR.length] ?? 'normal';
        fate = irregularFate(kind, rngFor(seed, 'fate', id), slot.at);
      }
    }
    match.facts = {
      score: real ? 'file' : 'generated',
      goals: real ? real.scorers : 'generated',
      shootout: real ? real.shootout : null,
      kickOff: slot.rearranged ? 'rearranged' : 'file',
      details: 'generated',
    };
    entries.push(
      footballSimFor({
        seed,
        match,
        home,
        away,
        neutral: /Final$/.test(fm.round),
        fate,
        script: real?.script ?? null,
        named: real?.scorers === 'file' ? namedPlayers(season, home.id, away.id) : null,
        firstLeg,
      }),
    );
  });
  return entries;
}

/** Names a file gives for two teams (their scorers over the whole file). */
function namedPlayers(season: RealSeason, homeId: number, awayId: number): Set<string> {
  const out = new Set<string>();
  for (const m of season.file.matches) {
    const t1 = season.teamOf.get(m.team1)?.id;
    const t2 = season.teamOf.get(m.team2)?.id;
    for (const g of m.goals1 ?? [])
      if ((g.owngoal ? t2 : t1) === homeId || (g.owngoal ? t2 : t1) === awayId) out.add(g.name);
    for (const g of m.goals2 ?? [])
      if ((g.owngoal ? t1 : t2) === homeId || (g.owngoal ? t1 : t2) === awayId) out.add(g.name);
  }
  return out;
}
