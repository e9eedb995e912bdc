// The real season, match by match (bench:realism's last part): in the four leagues whose full files the
// engine ships (Premier League, La Liga, Serie A, Bundesliga), how much of what the world has played is
// the file's — line-ups, goals, cards, substitutions — how many generated players their squads hold, and
// each league's top five scorers at the world's date beside the file's count up to that date.
import {
  type Engine,
  type Match,
  nameKey,
  type Player,
  type SeasonFile,
  type Team,
  teamIdentity,
} from '@pitchside/origin/engine';

/** The full files' competitions and their league ids in the world. */
const LEAGUES = [
  { code: 'en.1', leagueId: 1, label: 'Premier League' },
  { code: 'es.1', leagueId: 3, label: 'La Liga' },
  { code: 'it.1', leagueId: 5, label: 'Serie A' },
  { code: 'de.1', leagueId: 7, label: 'Bundesliga' },
] as const;

interface Share {
  equal: number;
  all: number;
}
const share = (): Share => ({ equal: 0, all: 0 });
const pct = (s: Share) => (s.all === 0 ? '-' : `${((100 * s.equal) / s.all).toFixed(1)}%`);

type Side = 'home' | 'away';
const SIDES: readonly Side[] = ['home', 'away'];

/** The squad player a file's spelling names: by one of his spellings, else by his name. */
function playerOf(team: Team, raw: string): Player | undefined {
  const key = nameKey(raw);
  return team.players.find((p) => [p.name, ...(p.spellings ?? [])].some((s) => nameKey(s) === key));
}

const at = (minute: number, offset = 0) => minute * 100 + offset;
/** Whether a match has reached a minute (finished, or in play past it). */
function reached(m: Match, minute: number, offset = 0, change = false): boolean {
  if (m.status === -1) return true;
  if (m.status === 0 || m.status < -1) return false;
  // A change written at 45' was made at half time: it is on the sheet once the second half starts.
  if (change && minute === 45 && offset === 0) return m.status >= 3;
  return at(m.clock.minute, m.clock.stoppage) >= at(minute, offset) && !(m.status === 2 && minute > 45);
}

/** Prints the figures; returns how many are off the file's (a share under 100%, a generated player). */
export function printSeasonRealism(out: string[], engine: Engine, seasons: readonly SeasonFile[]): number {
  let fails = 0;
  const now = engine.now();
  out.push('');
  out.push(
    `The real season, match by match: the four full files against the world of ${new Date(now).toISOString().slice(0, 16)}Z (matches finished or in play)`,
  );
  out.push(
    `${'league'.padEnd(16)}${'matches'.padStart(8)}${'starters'.padStart(10)}${'captains'.padStart(10)}${'goals'.padStart(9)}${'cards'.padStart(9)}${'subs'.padStart(9)}${'generated players'.padStart(19)}${'generated starters'.padStart(20)}   (file: 100% each, 0 generated)`,
  );
  const tops: string[] = [];
  for (const { code, leagueId, label } of LEAGUES) {
    const season = seasons.find((s) => s.code === code && s.file.matches.some((m) => m.details?.lineups));
    const league = engine.league(leagueId);
    if (!season || !league) {
      out.push(`${label.padEnd(16)} no full file shipped`);
      continue;
    }
    const teams = league.teamIds.flatMap((id) => engine.team(id) ?? []);
    const teamOf = (raw: string) => teams.find((t) => t.name.en === teamIdentity(raw).name.en);
    const played = engine
      .matchesByDate('football', 0, Number.MAX_SAFE_INTEGER, leagueId)
      .filter((m) => m.status === -1 || (m.status >= 1 && m.status <= 5));
    const byPair = new Map(played.map((m) => [`${m.homeTeamId}-${m.awayTeamId}`, m]));
    const starters = share();
    const captains = share();
    const goals = share();
    const cards = share();
    const subs = share();
    const generatedStarters = share();
    const fileGoals = new Map<string, { name: string; team: Team; goals: number }>();
    let matches = 0;
    for (const fm of season.file.matches) {
      const home = teamOf(fm.team1);
      const away = teamOf(fm.team2);
      const m = home && away ? byPair.get(`${home.id}-${away.id}`) : undefined;
      const sheets = fm.details?.lineups;
      if (!m || !home || !away || !sheets) continue;
      matches++;
      const lineup = engine.lineup(m.id);
      const team = { home, away };
      for (const side of SIDES) {
        const own = lineup?.[side].starters ?? [];
        for (const lp of own) {
          generatedStarters.all++;
          if (lp.real !== true) generatedStarters.equal++;
        }
        for (const p of sheets[side].lines.flat()) {
          const player = playerOf(team[side], p.name);
          const placed = own.find((lp) => lp.playerId === player?.id);
          starters.all++;
          if (placed) starters.equal++;
          if (p.captain) {
            captains.all++;
            if (placed?.captain) captains.equal++;
          }
        }
        const events = m.events.filter((e) => e.side === side);
        const same = (e: Match['events'][number], minute: number, offset: number | undefined) =>
          e.minute === minute && e.stoppage === (offset ?? 0);
        for (const c of sheets[side].cards) {
          if (!reached(m, c.minute, c.offset)) continue;
          const player = playerOf(team[side], c.name);
          cards.all++;
          if (
            events.some((e) => e.type === c.kind && same(e, c.minute, c.offset) && e.playerId === player?.id)
          )
            cards.equal++;
        }
        for (const s of sheets[side].substitutions) {
          if (!reached(m, s.minute, s.offset, true)) continue;
          const off = playerOf(team[side], s.off);
          const on = playerOf(team[side], s.on);
          subs.all++;
          if (
            events.some(
              (e) =>
                e.type === 'substitute' &&
                same(e, s.minute, s.offset) &&
                e.playerId === off?.id &&
                e.relatedPlayerName === on?.name,
            )
          )
            subs.equal++;
        }
        for (const g of (side === 'home' ? fm.goals1 : fm.goals2) ?? []) {
          if (!reached(m, g.minute, g.offset)) continue;
          const scorerSide: Side = g.owngoal ? (side === 'home' ? 'away' : 'home') : side;
          const scorer = playerOf(team[scorerSide], g.name);
          goals.all++;
          const kind = g.owngoal ? 'own' : g.penalty ? 'penalty' : 'goal';
          if (events.some((e) => e.type === kind && same(e, g.minute, g.offset) && e.playerId === scorer?.id))
            goals.equal++;
          if (g.owngoal) continue;
          const key = `${team[side].id}:${nameKey(scorer?.name ?? g.name)}`;
          const row = fileGoals.get(key) ?? { name: scorer?.name ?? g.name, team: team[side], goals: 0 };
          row.goals++;
          fileGoals.set(key, row);
        }
      }
    }
    const generated = teams.reduce((n, t) => n + t.players.filter((p) => p.real !== true).length, 0);
    for (const s of [starters, captains, goals, cards, subs]) if (s.equal !== s.all) fails++;
    if (generated > 0) fails++;
    const squad = teams.reduce((n, t) => n + t.players.length, 0);
    out.push(
      `${label.padEnd(16)}${String(matches).padStart(8)}${pct(starters).padStart(10)}${pct(captains).padStart(10)}${pct(goals).padStart(9)}${pct(cards).padStart(9)}${pct(subs).padStart(9)}${`${generated} of ${squad}`.padStart(19)}${`${generatedStarters.equal} (${pct(generatedStarters)})`.padStart(20)}`,
    );
    // The world's scorers: goals and penalties of the matches played so far, by player.
    const worldGoals = new Map<
      number,
      { player: Player | undefined; team: Team | undefined; goals: number }
    >();
    for (const m of played)
      for (const e of m.events) {
        if ((e.type !== 'goal' && e.type !== 'penalty') || e.playerId === null || e.period === 5) continue;
        const team = engine.team(e.side === 'home' ? m.homeTeamId : m.awayTeamId);
        const row = worldGoals.get(e.playerId) ?? {
          player: team?.players.find((p) => p.id === e.playerId),
          team,
          goals: 0,
        };
        row.goals++;
        worldGoals.set(e.playerId, row);
      }
    const fileCount = (player: Player | undefined, team: Team | undefined) =>
      player && team
        ? [...fileGoals.values()]
            .filter((r) => r.team === team && playerOf(team, r.name) === player)
            .reduce((n, r) => n + r.goals, 0)
        : 0;
    const top = [...worldGoals.values()].sort((a, b) => b.goals - a.goals).slice(0, 5);
    const fileTop = [...fileGoals.values()].sort((a, b) => b.goals - a.goals).slice(0, 5);
    tops.push(`${label}: world's top five (the file's count up to this date)`);
    for (const row of top)
      tops.push(
        `  ${`${row.player?.name ?? '?'}${row.player?.real ? '' : ' (generated)'}, ${row.team?.shortName.en ?? ''}`.padEnd(44)}${String(row.goals).padStart(3)}  (${fileCount(row.player, row.team)})`,
      );
    tops.push(
      `  the file's own top five up to this date: ${fileTop.map((r) => `${r.name} ${r.goals}`).join(', ')}`,
    );
  }
  out.push('');
  out.push(...tops);
  return fails;
}
