// Nothing from the future: a knockout tie shows a side only once the world has decided it. A real file
// knows every tie of its season, the final included; the world must not tell it before the tie that
// sends the team there is over. A side comes from the tie of an earlier knockout round that it played
// (known once that tie has a winner), or from the league or group phase (known once every match of that
// phase is over). Until then its slot reads "Winner of X v Y" (the feeder tie, when its own sides are
// known) or "To be decided", on every surface (cards, detail, bracket, team pages, search).

import { fanPhase } from '../queries/fanOrder';
import type { LocalizedText, Match, Team } from '../types';
import { bracketOf } from './bracket';
import { isOver, roundPhase } from './rounds';

/** A side the world has not decided: the tie it comes from (its sides known), or none to name. */
export interface PendingSide {
  from: { teamA: number; teamB: number } | null;
  /** A third-place match takes the losers of the semi-finals. */
  loser: boolean;
}

export interface MatchSides {
  home: PendingSide | null;
  away: PendingSide | null;
}

const THIRD_PLACE = /third|3rd/i;

type Rounds = ReturnType<typeof bracketOf>;
const tieKey = (k: number, a: number, b: number) => `${k}:${a}:${b}`;

/**
 * The undecided sides of a chain of knockout rounds: a side comes from the latest earlier round of the
 * chain in which its team played a tie (pending until that tie has a winner), else `entry(team)` says.
 * Returns, per round and tie, whether a side of it is pending, and fills `out` for the matches to come.
 */
function chainSides(
  matches: readonly Match[],
  rounds: Rounds,
  entry: (loser: boolean) => PendingSide | null,
  out: Map<number, MatchSides>,
): Map<string, boolean> {
  const tiePending = new Map<string, boolean>();
  rounds.forEach((round, k) => {
    const loser = THIRD_PLACE.test(round.round);
    for (const tie of round.ties) {
      const sideOf = (team: number): PendingSide | null => {
        for (let j = k - 1; j >= 0; j--) {
          const feeder = rounds[j]?.ties.find((t) => t.teamA === team || t.teamB === team);
          if (!feeder) continue;
          if (feeder.winnerTeamId !== null) return null;
          const feederPending = tiePending.get(tieKey(j, feeder.teamA, feeder.teamB)) === true;
          return { from: feederPending ? null : { teamA: feeder.teamA, teamB: feeder.teamB }, loser };
        }
        return entry(loser);
      };
      const a = sideOf(tie.teamA);
      const b = sideOf(tie.teamB);
      tiePending.set(tieKey(k, tie.teamA, tie.teamB), a !== null || b !== null);
      if (!a && !b) continue;
      for (const leg of tie.legs) {
        const m = matches.find((x) => x.id === leg.matchId);
        // A match under way or over has its sides on the pitch: known, whatever its feeders say.
        if (!m || fanPhase(m) !== 'next') continue;
        const aHome = m.homeTeamId === tie.teamA;
        out.set(m.id, { home: aHome ? a : b, away: aHome ? b : a });
      }
    }
  });
  return tiePending;
}

/**
 * The matches of one cup whose sides are not decided yet, by match id (the others are absent): knockout
 * matches whose sides come from an earlier knockout round or from the league or group phase, and the
 * league or group matches of a side that comes from a qualifying round still to be decided.
 */
export function pendingSidesOf(matches: readonly Match[]): Map<number, MatchSides> {
  const out = new Map<number, MatchSides>();
  const phaseOf = (m: Match) => roundPhase({ kind: 'cup' }, m);
  const main = matches.filter((m) => phaseOf(m) === 'league' || phaseOf(m) === 'group');
  const phaseOver = main.every(isOver);
  // Qualifying rounds: their teams enter the cup there, known from the start.
  const qualifying = bracketOf(matches, 'qualifying');
  const qualifyingPending = chainSides(matches, qualifying, () => null, out);
  // The league or group phase: a side that came through qualifying is its last qualifying tie's winner.
  const fromQualifying = (team: number): PendingSide | null => {
    for (let j = qualifying.length - 1; j >= 0; j--) {
      const tie = qualifying[j]?.ties.find((t) => t.teamA === team || t.teamB === team);
      if (!tie) continue;
      if (tie.winnerTeamId !== null) return null;
      const pending = qualifyingPending.get(tieKey(j, tie.teamA, tie.teamB)) === true;
      return { from: pending ? null : { teamA: tie.teamA, teamB: tie.teamB }, loser: false };
    }
    return null;
  };
  if (qualifying.length > 0)
    for (const m of main) {
      if (fanPhase(m) !== 'next') continue;
      const home = fromQualifying(m.homeTeamId);
      const away = fromQualifying(m.awayTeamId);
      if (home || away) out.set(m.id, { home, away });
    }
  // The knockout rounds after it.
  chainSides(matches, bracketOf(matches), (loser) => (phaseOver ? null : { from: null, loser }), out);
  return out;
}

/** The words for a side not decided yet, in each language. */
export function pendingSideName(side: PendingSide, team: (id: number) => Team | undefined): LocalizedText {
  const a = side.from ? team(side.from.teamA)?.shortName : undefined;
  const b = side.from ? team(side.from.teamB)?.shortName : undefined;
  if (!a || !b) return { cn: '待定', en: 'To be decided', vi: 'Chưa xác định' };
  return side.loser
    ? { cn: `${a.cn}/${b.cn}负者`, en: `Loser of ${a.en} v ${b.en}`, vi: `Đội thua ${a.vi} - ${b.vi}` }
    : { cn: `${a.cn}/${b.cn}胜者`, en: `Winner of ${a.en} v ${b.en}`, vi: `Đội thắng ${a.vi} - ${b.vi}` };
}
