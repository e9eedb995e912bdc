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

/** The knockout matches of one cup whose sides are not decided yet, by match id (the others are absent). */
export function pendingSidesOf(matches: readonly Match[]): Map<number, MatchSides> {
  const out = new Map<number, MatchSides>();
  const earlier = matches.filter((m) => roundPhase({ kind: 'cup' }, m) !== 'knockout');
  const phaseOver = earlier.every(isOver);
  const rounds = bracketOf(matches);
  const tiePending = new Map<string, boolean>();
  const key = (k: number, a: number, b: number) => `${k}:${a}:${b}`;
  rounds.forEach((round, k) => {
    const loser = THIRD_PLACE.test(round.round);
    for (const tie of round.ties) {
      const sideOf = (team: number): PendingSide | null => {
        for (let j = k - 1; j >= 0; j--) {
          const feeder = rounds[j]?.ties.find((t) => t.teamA === team || t.teamB === team);
          if (!feeder) continue;
          if (feeder.winnerTeamId !== null) return null;
          const feederPending = tiePending.get(key(j, feeder.teamA, feeder.teamB)) === true;
          return { from: feederPending ? null : { teamA: feeder.teamA, teamB: feeder.teamB }, loser };
        }
        return phaseOver ? null : { from: null, loser };
      };
      const a = sideOf(tie.teamA);
      const b = sideOf(tie.teamB);
      tiePending.set(key(k, tie.teamA, tie.teamB), a !== null || b !== null);
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
