// A real file's minutes read as a fan reads them against its scores (docs/API.md, "Reading the minutes").
// The score is the truth: the minutes say when the goals came, and where they cannot agree with the score
// the score wins and the goals are placed as near their minutes as it allows. Works on the normalised
// shape, so every format's reader (JSON, Football.TXT) gets the same reading.
import {
  firstLegOf,
  type MissingGoal,
  type ReadingNote,
  type ReplayFile,
  type ReplayGoal,
  type ReplayMatch,
  type ScorePair,
} from './replayShape';

/**
 * A goal written 91-100 with no offset may be second-half stoppage time written without its "+" (92 is
 * 90+2); from 101 on it is extra time. Longer stoppage is written with its "+" in every file seen.
 */
const LAST_BARE_STOPPAGE = 100;
/** Likewise 46-50 may be first-half stoppage, when the half-time score counts the goal in the first half. */
const LAST_BARE_FIRST_HALF = 50;
/** The most stoppage a goal moved into the 90 minutes is given. */
const MOST_MOVED_OFFSET = 10;

type Lists = [ReplayGoal[], ReplayGoal[]];

const at = (g: ReplayGoal) => g.minute + (g.offset ?? 0) / 100;
const byTime = (a: ReplayGoal, b: ReplayGoal) => at(a) - at(b);
const inNinety = (g: ReplayGoal) => g.minute <= 90;
const bareLate = (g: ReplayGoal) => g.minute > 90 && g.offset === undefined;
const said = (g: ReplayGoal) => `${g.name} ${g.minute}${g.offset ? `+${g.offset}` : ''}'`;
const told = (p: ScorePair) => p.join('-');

/**
 * Level over 90 minutes (or after extra time): on the day, or on aggregate with the first leg, whose score
 * is given from this match's sides (team1's goals first).
 */
function level(score: ScorePair, firstLeg: ScorePair | undefined): boolean {
  const [a, b] = firstLeg ?? [0, 0];
  return score[0] + a === score[1] + b;
}

/** Extra time is played in a knockout match only: never in a league, a league phase or a group. */
const mayGoToExtraTime = (m: Pick<ReplayMatch, 'round' | 'group'>) =>
  m.group === undefined && !/^(League|Matchday|Group)\b|^Round \d/i.test(m.round);

/**
 * Whether the first `count` goals past 90' of a side's list can be stoppage time: each written 91-100 with
 * no offset (a written offset, "105+1", is extra time's), and none listed after a goal of its side written
 * later in stoppage (Kane's 91' listed after Bellingham's 90+5' is extra time: the file lists a side's
 * goals in the order they came).
 */
function canBeStoppage(list: readonly ReplayGoal[], count: number): boolean {
  const late = list
    .filter((g) => !inNinety(g))
    .sort(byTime)
    .slice(0, count);
  return late.every((g) => {
    if (!bareLate(g) || g.minute > LAST_BARE_STOPPAGE) return false;
    const before = list.slice(0, list.indexOf(g));
    return before.every((b) => !(b.minute === 90 && (b.offset ?? 0) > g.minute - 90));
  });
}

/** The first `count` goals of a side past 90', each written with no offset, read as stoppage: 92 → 90+2. */
function asStoppage(list: ReplayGoal[], count: number, read: string[]): ReplayGoal[] {
  const late = new Set(
    list
      .filter((g) => !inNinety(g))
      .sort(byTime)
      .slice(0, count),
  );
  return list.map((g) => {
    if (!late.has(g)) return g;
    const moved = { ...g, minute: 90, offset: g.minute - 90 };
    read.push(`${said(g)} read as 90+${moved.offset}'`);
    return moved;
  });
}

export interface MatchReading {
  match: ReplayMatch;
  /** How the minutes were read (the file followed). */
  read: string[];
  /** What the file could not be followed in (the score won, a score left out). */
  fitted: string[];
}

/** Goals past 90': stoppage or extra time, whichever the score and the minutes allow. */
function readLateGoals(
  lists: Lists,
  score: ReplayMatch['score'],
  knockout: boolean,
  firstLeg: ScorePair | undefined,
  read: string[],
): { lists: Lists; score: ReplayMatch['score'] } {
  const { ft, et } = score;
  if (!ft || !lists.some((l) => l.some((g) => !inNinety(g)))) return { lists, score };
  const ninety = lists.map((l) => l.filter(inNinety).length) as ScorePair;
  const late = lists.map((l) => l.filter((g) => !inNinety(g)).length) as ScorePair;
  const short = [ft[0] - ninety[0], ft[1] - ninety[1]] as ScorePair;
  if (short[0] === 0 && short[1] === 0) return { lists, score };
  const total = lists.map((l) => l.length) as ScorePair;
  const fits = (k: 0 | 1) => short[k] >= 0 && short[k] <= late[k] && canBeStoppage(lists[k], short[k]);
  if (et) {
    // Extra time was played: its goals are past 90', but the first ones may be the 90's stoppage.
    if (total[0] === et[0] && total[1] === et[1] && fits(0) && fits(1))
      return { lists: [asStoppage(lists[0], short[0], read), asStoppage(lists[1], short[1], read)], score };
    return { lists, score };
  }
  if (total[0] !== ft[0] || total[1] !== ft[1]) return { lists, score };
  // Every goal is needed for score.ft: stoppage time when the minutes allow it (the file's score.ft is
  // then the 90 minutes' score, as it says), else extra time hidden in score.ft.
  if (fits(0) && fits(1) && short[0] === late[0] && short[1] === late[1])
    return { lists: [asStoppage(lists[0], late[0], read), asStoppage(lists[1], late[1], read)], score };
  if (!knockout || !level(ninety, firstLeg)) return { lists, score };
  const extra = lists
    .flat()
    .filter((g) => !inNinety(g))
    .sort(byTime);
  read.push(
    `extra time hidden in score.ft: ${told(ninety)} after 90 minutes, ${told(ft)} after extra time (${extra.map(said).join(', ')})`,
  );
  return { lists, score: { ...score, ft: ninety, et: ft } };
}

/** A stoppage offset only follows a half's last minute (45, 90, 105, 120): "60+2" is the 62nd minute. */
function readOffsets(lists: Lists, read: string[]): Lists {
  return lists.map((l) =>
    l.map((g) => {
      if (g.offset === undefined || [45, 90, 105, 120].includes(g.minute)) return g;
      const { offset, ...rest } = g;
      const minute = Math.min(120, g.minute + offset);
      read.push(`${said(g)} read as ${minute}'`);
      return { ...rest, minute };
    }),
  ) as Lists;
}

/**
 * Goals written 46-50 with no offset that score.ht counts in the first half: 47 → 45+2. Only when the file
 * lists every goal of the score: with one missing, the missing one may be the first half's.
 */
function readFirstHalf(lists: Lists, score: ReplayMatch['score'], read: string[]): Lists {
  const { ht } = score;
  const final = score.et ?? score.ft;
  if (!ht || !final || lists[0].length !== final[0] || lists[1].length !== final[1]) return lists;
  const short = lists.map((l, k) => (ht[k] ?? 0) - l.filter((g) => g.minute <= 45).length);
  if (short.every((s) => s === 0) || short.some((s) => s < 0)) return lists;
  const candidates = lists.map((l) =>
    l.filter((g) => g.offset === undefined && g.minute > 45 && g.minute <= LAST_BARE_FIRST_HALF).sort(byTime),
  );
  if (candidates.some((c, k) => c.length < (short[k] ?? 0))) return lists;
  return lists.map((l, k) => {
    const moved = new Set(candidates[k]?.slice(0, short[k]));
    return l.map((g) => {
      if (!moved.has(g)) return g;
      read.push(`${said(g)} read as 45+${g.minute - 45}' (score.ht ${told(ht)} counts it)`);
      return { ...g, minute: 45, offset: g.minute - 45 };
    });
  }) as Lists;
}

/**
 * The score wins: each side's goals are fitted to the 90 minutes' and extra time's counts the score gives.
 * A goal in excess in one period moves to the next minute of the other when that one is short (85' → 91',
 * 95' → 90+5'); what is still in excess is left out, the latest first; what is still short is a goal the
 * file does not list, played at a drawn minute of its window with no scorer.
 */
function fitToScore(
  lists: Lists,
  score: ReplayMatch['score'],
  team: [string, string],
  fitted: string[],
): { lists: Lists; missing: MissingGoal[] } {
  const { ft, et, ht } = score;
  const missing: MissingGoal[] = [];
  if (!ft) return { lists, missing };
  const out = lists.map((list, k) => {
    const need = ft[k] ?? 0;
    const needExtra = et ? (et[k] ?? 0) - need : 0;
    const ninety = list.filter(inNinety).sort(byTime);
    const extra = list.filter((g) => !inNinety(g)).sort(byTime);
    while (ninety.length > need && extra.length < needExtra) {
      const g = ninety.pop() as ReplayGoal;
      const { offset: _, ...moved } = { ...g, minute: 91 };
      extra.unshift(moved);
      fitted.push(`${said(g)} moved to 91'`);
    }
    while (extra.length > needExtra && ninety.length < need) {
      const g = extra.shift() as ReplayGoal;
      const offset = Math.min(MOST_MOVED_OFFSET, Math.max(1, g.minute - 90));
      ninety.push({ ...g, minute: 90, offset });
      fitted.push(`${said(g)} moved to 90+${offset}'`);
    }
    for (const [goals, count, why] of [
      [ninety, need, et ? 'score.ft' : 'the score'],
      [extra, needExtra, et ? 'score.et' : 'the score, with no extra time'],
    ] as const)
      while (goals.length > count) {
        const g = goals.pop() as ReplayGoal;
        fitted.push(`${said(g)} left out (more goals than ${why})`);
      }
    const firstHalf = ninety.filter((g) => g.minute <= 45).length;
    let short = need - ninety.length;
    if (short > 0) {
      const first = Math.max(0, Math.min(short, ht ? (ht[k] ?? 0) - firstHalf : 0));
      for (let i = 0; i < short; i++)
        missing.push({ team: k === 0 ? 1 : 2, from: i < first ? 1 : ht ? 46 : 1, to: i < first ? 45 : 90 });
      fitted.push(
        `${short} goal${short > 1 ? 's' : ''} of ${team[k]} not in the file added (minute drawn, no scorer)`,
      );
    }
    short = needExtra - extra.length;
    if (short > 0) {
      for (let i = 0; i < short; i++) missing.push({ team: k === 0 ? 1 : 2, from: 91, to: 120 });
      fitted.push(
        `${short} extra-time goal${short > 1 ? 's' : ''} of ${team[k]} not in the file added (minute drawn, no scorer)`,
      );
    }
    return [...ninety, ...extra];
  }) as Lists;
  return { lists: out, missing };
}

/** Scores the file gives that contradict each other: the one that cannot be played is left out. */
function consistentScores(
  score: ReplayMatch['score'],
  firstLeg: ScorePair | undefined,
  fitted: string[],
): ReplayMatch['score'] {
  let { ht, ft, et, p } = score;
  if (!ft) return {};
  if (ht && (ht[0] > ft[0] || ht[1] > ft[1])) {
    fitted.push(`score.ht ${told(ht)} above score.ft ${told(ft)} left out`);
    ht = undefined;
  }
  if (et && (et[0] < ft[0] || et[1] < ft[1] || !level(ft, firstLeg))) {
    const why = et[0] < ft[0] || et[1] < ft[1] ? 'below score.ft' : 'after a match decided in 90 minutes';
    fitted.push(
      `score.et ${told(et)} ${why} left out${p ? ' with score.p' : ''}; played to score.ft ${told(ft)}`,
    );
    et = undefined;
    p = undefined;
  }
  if (p && !level(et ?? ft, firstLeg)) {
    fitted.push(`score.p ${told(p)} after a decided match left out`);
    p = undefined;
  }
  if (p && p[0] === p[1])
    fitted.push(
      `a drawn shoot-out ${told(p)}; the winner is the side of the next round, the kicks simulated`,
    );
  return { ...(ft ? { ft } : {}), ...(ht ? { ht } : {}), ...(et ? { et } : {}), ...(p ? { p } : {}) };
}

/**
 * score.ft when a file gives only the score after extra time (`{ "et": [1, 1], "p": [2, 4] }`, the World
 * Cup 2026 qualifying play-offs): the goals up to 90', when they are level and within score.et; with no
 * goal listed (their minutes are the engine's then), the level score nearest score.et: et itself when
 * level, else the fewer side's goals each (1-0 after extra time was 0-0 after 90 minutes).
 */
function ninetyFromExtraTime(
  score: ReplayMatch['score'],
  lists: Lists | undefined,
  firstLeg: ScorePair | undefined,
  read: string[],
): ScorePair | undefined {
  const { et } = score;
  if (!et) return undefined;
  if (lists) {
    const ninety = lists.map((l) => l.filter(inNinety).length) as ScorePair;
    if (!level(ninety, firstLeg) || ninety[0] > et[0] || ninety[1] > et[1]) return undefined;
    read.push(`no score.ft: ${told(ninety)} after 90 minutes, from the minutes`);
    return ninety;
  }
  if (firstLeg) return level(et, firstLeg) ? et : undefined;
  const fewer = Math.min(et[0], et[1]);
  const ninety: ScorePair = [fewer, fewer];
  read.push(`no score.ft: ${told(ninety)} after 90 minutes, the level score nearest score.et ${told(et)}`);
  return ninety;
}

/**
 * A side's goals listed under the other (Euro 2020's Ukraine v England, 0-4, lists England's four goals
 * as goals1): when only the swapped lists add up to the score, they are read swapped.
 */
function swappedLists(
  lists: Lists,
  score: ReplayMatch['score'],
  team: [string, string],
  read: string[],
): Lists {
  const final = score.et ?? score.ft;
  if (!final) return lists;
  const [a, b] = [lists[0].length, lists[1].length];
  if ((a === final[0] && b === final[1]) || a !== final[1] || b !== final[0]) return lists;
  read.push(`goals1 and goals2 read swapped: they add up to the score only as ${team[1]}'s and ${team[0]}'s`);
  return [lists[1], lists[0]];
}

/** One match read against its scores; `firstLeg` is the first leg's score.ft, from this match's side. */
export function readMatch(m: ReplayMatch, firstLeg?: ScorePair): MatchReading {
  const read: string[] = [];
  const fitted: string[] = [];
  const named = m.goals1 !== undefined || m.goals2 !== undefined;
  const listed = (m.goals1?.length ?? 0) + (m.goals2?.length ?? 0);
  const { goals1: _1, goals2: _2, missing: _m, goalsFitted: _f, ...rest } = m;
  let lists = readOffsets([[...(m.goals1 ?? [])], [...(m.goals2 ?? [])]], read);
  const ft = m.score.ft ?? ninetyFromExtraTime(m.score, named ? lists : undefined, firstLeg, read);
  if (!ft) {
    if (Object.keys(m.score).length > 0 || listed > 0)
      fitted.push('a score without score.ft: played as a fixture with no result');
    return { match: { ...rest, score: {} }, read, fitted };
  }
  let score = consistentScores({ ...m.score, ft }, firstLeg, fitted);
  if (!named) return { match: { ...rest, score }, read, fitted };
  lists = swappedLists(lists, score, [m.team1, m.team2], read);
  ({ lists, score } = readLateGoals(lists, score, mayGoToExtraTime(m), firstLeg, read));
  lists = readFirstHalf(lists, score, read);
  const before = fitted.length;
  const fit = fitToScore(lists, score, [m.team1, m.team2], fitted);
  const goalsFitted = fitted.length > before;
  lists = fit.lists;
  const ht = score.ht;
  if (ht && fit.missing.length === 0) {
    const firstHalf = lists.map((l) => l.filter((g) => g.minute <= 45).length);
    if (firstHalf[0] !== ht[0] || firstHalf[1] !== ht[1])
      fitted.push(`score.ht ${told(ht)} disagrees with the goal minutes; the goals win`);
  }
  return {
    match: {
      ...rest,
      score,
      goals1: lists[0],
      goals2: lists[1],
      ...(goalsFitted ? { goalsFitted: true as const } : {}),
      ...(fit.missing.length > 0 ? { missing: fit.missing } : {}),
    },
    read,
    fitted,
  };
}

/** The line that names a match in the log: "England v Slovakia, 2024-06-30". */
export const matchLabel = (m: Pick<ReplayMatch, 'team1' | 'team2' | 'date'>) =>
  `${m.team1} v ${m.team2}, ${m.date}`;

/**
 * Every match of a normalised file read in kick-off order (a second leg after its first, read), with one
 * note a match for what its reading did. `earlier` carries what the format's reader already had to say
 * of a match (a goal whose minute is no minute, left out), joined to the match's one line.
 */
export function readAsFan(file: ReplayFile, earlier = new Map<ReplayMatch, string[]>()): ReplayFile {
  const matches: ReplayMatch[] = [];
  const notes: ReadingNote[] = [...(file.notes ?? [])];
  file.matches.forEach((m) => {
    matches.push(m);
    const first = firstLegOf(matches, matches.length - 1)?.score.ft;
    // The first leg's team1 is this match's team2.
    const reading = readMatch(m, first ? [first[1], first[0]] : undefined);
    matches[matches.length - 1] = reading.match;
    const before = earlier.get(m) ?? [];
    const parts = [...before, ...reading.read, ...reading.fitted];
    if (parts.length > 0)
      notes.push({
        match: matchLabel(m),
        text: parts.join('; '),
        fitted: before.length > 0 || reading.fitted.length > 0,
      });
  });
  return { ...file, matches, ...(notes.length > 0 ? { notes } : {}) };
}
