// The real squads of the clubs whose season the engine has in full (a Football.TXT file: line-ups,
// changes, cards): every player who appeared for the club — started, came on, or was carded on the
// bench — under one name, in the case fans write it, and at the position the season plays him.
//
// Names: a file writes one player in several ways ("Virgil VAN DIJK", "Virgil van Dijk", "Alvaro
// Garcia", "Álvaro García"); they are one player of the club when their letters agree (nameKey). His
// one name is the World Cup 2026 squads file's where it has him at the club, else the file's spelling
// with accents, its capitals turned to the case fans write (`Virgil van Dijk`, `Mohamed Salah`).
// Positions: the squads file's where it has him; else where the season's line-ups put him, read back
// to front after each line-up's orientation is checked (the source does not always write its lines
// from the back: orientedLines).

import { nameKey } from '../replay/fullText';
import type { ReplayFile, ReplayMatch, ReplaySheet } from '../replay/replayFile';
import type { FootballPosition } from '../types';
import { playerName, type RealPlayer, realPlayersOf, teamIdentity } from './identityPort';

export interface RosterPlayer {
  /** His one name (en), the name every event and line-up gives him. */
  name: string;
  /** Every way a file writes him, with how often. */
  spellings: Map<string, number>;
  /** The nameKey of each spelling. */
  keys: Set<string>;
  position: FootballPosition;
  /** Whether the data tells his position (the squads file, or a line-up or change of his). */
  positionKnown: boolean;
  /** His row of the World Cup 2026 squads file: his name, position, date of birth and nation. */
  squads?: RealPlayer;
  /** The squads file has him at this club (June 2026), not only at another. */
  placedBySquads: boolean;
  /** Played or was carded for the club in a full season (not only named by another file's goals). */
  appeared: boolean;
  /** Matches he started for the club. */
  starts: number;
  /** The first and last dates he appeared for the club (YYYY-MM-DD), when he did. */
  from?: string;
  to?: string;
}

export interface Roster {
  clubKey: string;
  /** The club's country (FIFA trigram), for the case of a name's particles. */
  country: string;
  players: RosterPlayer[];
  /** Each spelling's key → its player. */
  byKey: Map<string, RosterPlayer>;
}

type Side = 'home' | 'away';
const SIDES: readonly Side[] = ['home', 'away'];

// ---------------------------------------------------------------- names

/** Particles fans write in lower case inside a name (van Dijk, de Frutos); Italian ones keep a capital (Di Lorenzo). */
const LOWER_PARTICLES = new Set(['van', 'von', 'der', 'den', 'ten', 'ter', 'het']);
const ROMANCE_PARTICLES = new Set([
  'de',
  'da',
  'do',
  'dos',
  'das',
  'del',
  'di',
  'du',
  'la',
  'le',
  'della',
  'des',
]);

const isCapitals = (word: string) => /\p{Lu}/u.test(word) && !/\p{Ll}/u.test(word) && word.length > 1;
const capitalise = (word: string) =>
  word
    .toLocaleLowerCase()
    .replace(/(^|[-'’])(\p{Ll})/gu, (_, sep: string, ch: string) => sep + ch.toUpperCase());

/**
 * A name as fans write it: a word the source writes in capitals (`SALAH`, `VAN DIJK`) takes a capital
 * letter only, its particles in lower case after the first word (`van Dijk`), but an Italian club's
 * `Di`/`De` keeps its capital (`Di Lorenzo`); words already in mixed case stay as they are.
 */
export function fanCase(name: string, country = ''): string {
  const words = name.trim().split(/\s+/);
  return words
    .map((word, i) => {
      if (!isCapitals(word)) return word;
      const lower = word.toLocaleLowerCase();
      if (i > 0 && i < words.length - 1 && LOWER_PARTICLES.has(lower)) return lower;
      if (i > 0 && i < words.length - 1 && ROMANCE_PARTICLES.has(lower) && country !== 'ITA') return lower;
      return capitalise(word);
    })
    .join(' ');
}

/** Letters beyond a-z: a spelling with its accents is the one to show. */
const accents = (s: string) => [...s].filter((ch) => /\p{L}/u.test(ch) && !/[A-Za-z]/.test(ch)).length;
const capitalWords = (s: string) => s.split(/\s+/).filter(isCapitals).length;

/** The spelling to show: with its accents, then in mixed case, then the one most written. */
function bestSpelling(spellings: Map<string, number>): string {
  return [...spellings].sort(
    ([a, na], [b, nb]) =>
      accents(b) - accents(a) || capitalWords(a) - capitalWords(b) || nb - na || (a < b ? -1 : 1),
  )[0]?.[0] as string;
}

// ---------------------------------------------------------------- positions

/** The position each line of a line-up stands for, read from the back: GK, DF, then MF lines, FW last. */
export function linePositions(lines: number): FootballPosition[] {
  const outfield = lines - 1;
  return Array.from({ length: lines }, (_, i): FootballPosition => {
    if (i === 0) return 'GK';
    if (i === 1) return 'DF';
    if (outfield >= 3 && i === lines - 1) return 'FW';
    return outfield === 2 && i === 2 ? 'FW' : 'MF';
  });
}

/** How well a line-up read in one order fits the positions known: players at a line of their position. */
function fit(lines: readonly (readonly string[])[], known: (name: string) => FootballPosition | undefined) {
  const positions = linePositions(lines.length);
  let score = 0;
  lines.forEach((line, i) => {
    for (const name of line) {
      const p = known(name);
      if (p === undefined || i === 0) continue;
      const at = positions[i];
      if (p === at) score += 2;
      else if ((p === 'MF') !== (at === 'MF')) score += 0;
      else score -= 2;
    }
  });
  return score;
}

/**
 * A line-up's lines from the back: the goalkeeper's first, then the file's other lines as written or,
 * when the positions known fit them better reversed, reversed (the source writes some line-ups from
 * the front). With nothing known, a back line of three to five before a front of one to three.
 */
export function orientedLines(
  lines: readonly (readonly string[])[],
  known: (name: string) => FootballPosition | undefined,
): { lines: string[][]; reversed: boolean } {
  const [keeper = [], ...outfield] = lines.map((l) => [...l]);
  const reversed = [keeper, ...[...outfield].reverse()];
  const forward = [keeper, ...outfield];
  const a = fit(forward, known);
  const b = fit(reversed, known);
  const first = outfield[0]?.length ?? 0;
  const last = outfield.at(-1)?.length ?? 0;
  const flip = b > a || (b === a && first <= 2 && last >= 3 && outfield.length >= 3);
  return flip ? { lines: reversed, reversed: true } : { lines: forward, reversed: false };
}

// ---------------------------------------------------------------- rosters

const sheetsOf = (m: ReplayMatch) => m.details?.lineups;

/** A file's team string's club, read once per string (a season names each club thousands of times). */
const clubs = new Map<string, ReturnType<typeof teamIdentity>>();
function clubOf(raw: string): ReturnType<typeof teamIdentity> {
  let id = clubs.get(raw);
  if (!id) {
    id = teamIdentity(raw);
    clubs.set(raw, id);
  }
  return id;
}

/** Every name a sheet writes: starters, substitutes on and off, cards (the bench's too). */
function namesOf(sheet: ReplaySheet): string[] {
  return [
    ...sheet.lines.flat().map((p) => p.name),
    ...sheet.substitutions.flatMap((s) => [s.off, s.on]),
    ...sheet.cards.map((c) => c.name),
  ];
}

function addSpelling(roster: Roster, raw: string, date: string | null): RosterPlayer {
  const key = nameKey(raw);
  let player = roster.byKey.get(key);
  if (!player) {
    player = {
      name: raw,
      spellings: new Map(),
      keys: new Set([key]),
      position: 'MF',
      positionKnown: false,
      placedBySquads: false,
      appeared: false,
      starts: 0,
    };
    roster.players.push(player);
    roster.byKey.set(key, player);
  }
  player.spellings.set(raw, (player.spellings.get(raw) ?? 0) + 1);
  if (date !== null) {
    player.appeared = true;
    if (player.from === undefined || date < player.from) player.from = date;
    if (player.to === undefined || date > player.to) player.to = date;
  }
  return player;
}

/**
 * The rosters of the clubs with a full season among `files`, by club key: every player of their
 * line-ups, changes and cards, and the other files' scorers of those clubs (a Champions League tie of
 * an earlier season); each named, placed in the squads file and given his position.
 */
export function seasonRosters(files: readonly { file: ReplayFile }[]): Map<string, Roster> {
  const rosters = new Map<string, Roster>();
  const rosterOf = (raw: string) => {
    const id = clubOf(raw);
    let roster = rosters.get(id.key);
    if (!roster) {
      roster = { clubKey: id.key, country: id.country, players: [], byKey: new Map() };
      rosters.set(id.key, roster);
    }
    return roster;
  };
  for (const { file } of files)
    for (const m of file.matches) {
      const sheets = sheetsOf(m);
      if (!sheets) continue;
      for (const side of SIDES) {
        const roster = rosterOf(side === 'home' ? m.team1 : m.team2);
        for (const name of namesOf(sheets[side])) addSpelling(roster, name, m.date);
        for (const p of sheets[side].lines.flat()) {
          const player = roster.byKey.get(nameKey(p.name));
          if (player) player.starts++;
        }
      }
    }
  // Other files' scorers of these clubs, by the identity data's name for them.
  for (const { file } of files)
    for (const m of file.matches) {
      if (sheetsOf(m)) continue;
      const scorers = [
        ...(m.goals1 ?? []).map((g) => ({ g, team: g.owngoal ? m.team2 : m.team1 })),
        ...(m.goals2 ?? []).map((g) => ({ g, team: g.owngoal ? m.team1 : m.team2 })),
      ];
      for (const { g, team } of scorers) {
        const roster = rosters.get(clubOf(team).key);
        if (roster) addSpelling(roster, playerName(g.name, roster.clubKey).en, null);
      }
    }
  for (const roster of rosters.values()) {
    placeInSquadsFile(roster);
  }
  elsewhereInSquadsFile(rosters);
  for (const roster of rosters.values()) {
    for (const p of roster.players)
      p.name = p.squads ? p.squads.name.en : fanCase(bestSpelling(p.spellings), roster.country);
    // One name per player of the club: a name two players would share keeps the file's spelling.
    const taken = new Map<string, number>();
    for (const p of roster.players) taken.set(p.name, (taken.get(p.name) ?? 0) + 1);
    for (const p of roster.players) if ((taken.get(p.name) ?? 0) > 1) p.name = bestSpelling(p.spellings);
  }
  placePositions(files, rosters);
  return rosters;
}

/**
 * Each squads-file player of the club to the one roster player he is: the same letters, or one name
 * the other's surname when no other player of either list has it ("ALISSON" and "Alisson Becker").
 */
function placeInSquadsFile(roster: Roster): void {
  const real = realPlayersOf(roster.clubKey).map((r) => {
    const key = nameKey(r.name.en);
    const last = nameKey(r.name.en.split(/\s+/).at(-1) ?? '');
    return { r, key, last };
  });
  if (real.length === 0) return;
  const claims = new Map<RealPlayer, RosterPlayer[]>();
  const claim = (r: RealPlayer, p: RosterPlayer) => claims.set(r, [...(claims.get(r) ?? []), p]);
  for (const p of roster.players) {
    const exact = real.find((x) => p.keys.has(x.key));
    if (exact) {
      claim(exact.r, p);
      continue;
    }
    const lasts = new Set([...p.spellings.keys()].map((s) => nameKey(s.split(/\s+/).at(-1) ?? '')));
    const bySurname = real.filter((x) => p.keys.has(x.last) || [...lasts].includes(x.key));
    if (bySurname.length === 1 && bySurname[0]) claim(bySurname[0].r, p);
  }
  for (const [r, claimants] of claims) {
    // Two players claiming one: only one whose letters are his.
    const exact = claimants.filter((p) => p.keys.has(nameKey(r.name.en)));
    const own = claimants.length === 1 ? claimants[0] : exact.length === 1 ? exact[0] : undefined;
    if (own) {
      own.squads = r;
      own.placedBySquads = true;
      own.position = r.position;
      own.positionKnown = true;
    }
  }
}

/**
 * A player the squads file lists at another club of these seasons, who moved between the two: the same
 * letters at both, his appearances for one club all before those for the other (two players of one name
 * at two clubs play through the same months). A club outside these seasons cannot be told apart from a
 * namesake (Genoa's Vitinha is not Paris's), so it is not taken.
 */
function elsewhereInSquadsFile(rosters: ReadonlyMap<string, Roster>): void {
  for (const roster of rosters.values())
    for (const p of roster.players) {
      if (p.squads || !p.appeared) continue;
      for (const other of rosters.values()) {
        if (other === roster) continue;
        const there = [...p.keys].map((k) => other.byKey.get(k)).find((x) => x?.placedBySquads);
        if (!there?.squads || !there.from || !there.to || !p.from || !p.to) continue;
        if (!(p.to < there.from || there.to < p.from)) continue;
        p.squads = there.squads;
        p.position = there.position;
        p.positionKnown = true;
      }
    }
}

/**
 * Positions from the line-ups: each line-up read from the back (orientedLines, against the positions
 * known so far), each starter counted at his line's position; then again with what the first pass
 * learnt. A player who only came on takes the position of the players he replaced.
 */
function placePositions(files: readonly { file: ReplayFile }[], rosters: Map<string, Roster>): void {
  const lineups: { roster: Roster; sheet: ReplaySheet }[] = [];
  for (const { file } of files)
    for (const m of file.matches) {
      const sheets = sheetsOf(m);
      if (!sheets) continue;
      for (const side of SIDES) {
        const roster = rosters.get(clubOf(side === 'home' ? m.team1 : m.team2).key);
        if (roster) lineups.push({ roster, sheet: sheets[side] });
      }
    }
  const playerIn = (roster: Roster, name: string) => roster.byKey.get(nameKey(name));
  for (let pass = 0; pass < 2; pass++) {
    const votes = new Map<RosterPlayer, Record<FootballPosition, number>>();
    const vote = (p: RosterPlayer | undefined, position: FootballPosition, weight = 1) => {
      if (!p || p.squads) return;
      const v = votes.get(p) ?? { GK: 0, DF: 0, MF: 0, FW: 0 };
      v[position] += weight;
      votes.set(p, v);
    };
    for (const { roster, sheet } of lineups) {
      const known = (name: string) => {
        const p = playerIn(roster, name);
        return p?.positionKnown ? p.position : undefined;
      };
      const { lines } = orientedLines(
        sheet.lines.map((l) => l.map((p) => p.name)),
        known,
      );
      const positions = linePositions(lines.length);
      lines.forEach((line, i) => {
        const at = positions[i] ?? 'MF';
        for (const name of line) {
          // What the others of his line are known to be: a line of one position votes it, a line the
          // known players say is another position votes theirs, a line that mixes positions votes nothing.
          const others = new Set(line.filter((n) => n !== name).flatMap((n) => known(n) ?? []));
          if (others.size === 0) vote(playerIn(roster, name), at);
          else if (others.size === 1)
            vote(playerIn(roster, name), [...others][0] ?? at, others.has(at) ? 2 : 1);
        }
      });
    }
    for (const [p, v] of votes) {
      const best = (['GK', 'DF', 'MF', 'FW'] as const).reduce((a, b) => (v[b] > v[a] ? b : a), 'MF');
      p.position = best;
      p.positionKnown = true;
    }
  }
  // Those who only came on: the position of the players they replaced, most often.
  for (const roster of rosters.values())
    for (const p of roster.players) {
      if (p.positionKnown) continue;
      const v: Record<FootballPosition, number> = { GK: 0, DF: 0, MF: 0, FW: 0 };
      for (const { roster: r, sheet } of lineups) {
        if (r !== roster) continue;
        for (const s of sheet.substitutions)
          if (p.keys.has(nameKey(s.on))) {
            const off = playerIn(roster, s.off);
            if (off?.positionKnown) v[off.position]++;
          }
      }
      const best = (['GK', 'DF', 'MF', 'FW'] as const).reduce((a, b) => (v[b] > v[a] ? b : a), 'MF');
      if (v[best] > 0) {
        p.position = best;
        p.positionKnown = true;
      }
    }
}

/** A file with every name of a rostered club's players as his one name (goals, line-ups, changes, cards). */
export function withRosterNames(file: ReplayFile, rosters: ReadonlyMap<string, Roster>): ReplayFile {
  const nameIn = (team: string, raw: string) => {
    const roster = rosters.get(clubOf(team).key);
    return (
      roster?.byKey.get(nameKey(raw))?.name ??
      roster?.byKey.get(nameKey(playerName(raw, roster.clubKey).en))?.name ??
      raw
    );
  };
  return {
    ...file,
    matches: file.matches.map((m) => {
      const goals = (list: ReplayMatch['goals1'], own: string, other: string) =>
        list?.map((g) => ({ ...g, name: nameIn(g.owngoal ? other : own, g.name) }));
      const sheet = (s: ReplaySheet, team: string): ReplaySheet => ({
        lines: s.lines.map((l) => l.map((p) => ({ ...p, name: nameIn(team, p.name) }))),
        substitutions: s.substitutions.map((x) => ({
          ...x,
          off: nameIn(team, x.off),
          on: nameIn(team, x.on),
        })),
        cards: s.cards.map((c) => ({ ...c, name: nameIn(team, c.name) })),
      });
      const goals1 = goals(m.goals1, m.team1, m.team2);
      const goals2 = goals(m.goals2, m.team2, m.team1);
      const sheets = m.details?.lineups;
      return {
        ...m,
        ...(goals1 ? { goals1 } : {}),
        ...(goals2 ? { goals2 } : {}),
        ...(m.details && sheets
          ? {
              details: {
                ...m.details,
                lineups: { home: sheet(sheets.home, m.team1), away: sheet(sheets.away, m.team2) },
              },
            }
          : {}),
      };
    }),
  };
}
