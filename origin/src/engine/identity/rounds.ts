// Round names in the words each audience uses: "Matchday 12" → 第12轮 / Vòng 12, "Quarter-finals" →
// 1/4决赛 / Tứ kết, "League, Matchday 1" (the Champions League's league phase) → 联赛阶段第1轮.
// A round string is read as comma-separated parts (a stage, a round, a leg), each part from a small
// grammar, so strings the shipped files do not use yet ("Round of 32, 2nd leg") still translate.
import type { LocalName } from './types';

interface Parsed {
  stage?: LocalName;
  /** A numbered round: 第N轮 alone, "lượt N" after a stage in Vietnamese. */
  matchday?: number;
  round?: LocalName;
  leg?: 1 | 2;
  replay?: boolean;
  /** The stage is the knockout play-offs, whose two matchdays are the two legs. */
  twoLegged?: boolean;
}

const name = (cn: string, en: string, vi: string): LocalName => ({ cn, en, vi });

const ORDINALS: Record<string, number> = {
  first: 1,
  second: 2,
  third: 3,
  fourth: 4,
  fifth: 5,
  sixth: 6,
  seventh: 7,
  eighth: 8,
  ninth: 9,
  tenth: 10,
};

/** "3", "3rd", "third" → 3. */
function ordinal(word: string): number | undefined {
  const n = ORDINALS[word] ?? Number.parseInt(word, 10);
  return Number.isInteger(n) && n > 0 ? n : undefined;
}

const ORDINAL = '(\\d+|\\d+(?:st|nd|rd|th)|first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth)';

function enOrdinal(n: number): string {
  const tens = n % 100;
  const suffix = tens >= 11 && tens <= 13 ? 'th' : (['th', 'st', 'nd', 'rd'][n % 10] ?? 'th');
  return `${n}${suffix}`;
}

/** "Round of 16" → 1/8决赛 / Vòng 1/8. */
function roundOf(teams: number): LocalName {
  if (teams === 2) return name('决赛', 'Final', 'Chung kết');
  if (teams === 4) return name('半决赛', 'Semi-finals', 'Bán kết');
  if (teams === 8) return name('1/4决赛', 'Quarter-finals', 'Tứ kết');
  return name(`1/${teams / 2}决赛`, `Round of ${teams}`, `Vòng 1/${teams / 2}`);
}

/** A part's pattern and what it says, or undefined when the match still makes no sense ("Round of 12"). */
type Rule = [RegExp, (m: RegExpExecArray) => Partial<Parsed> | undefined];

const numberAt = (m: RegExpExecArray): number | undefined => ordinal(m[1] ?? '');

// Each rule reads one comma-separated part (lower case, single spaces).
const RULES: Rule[] = [
  [
    /^(?:league|league phase|league stage)$/,
    () => ({ stage: name('联赛阶段', 'League phase', 'Vòng phân hạng') }),
  ],
  [/^group(?: stage| phase)?$/, () => ({ stage: name('小组赛', 'Group stage', 'Vòng bảng') })],
  [
    /^group ([a-z]|\d+)$/,
    (m) => {
      const g = (m[1] ?? '').toUpperCase();
      return { stage: name(`${g}组`, `Group ${g}`, `Bảng ${g}`) };
    },
  ],
  [
    /^knockout (?:round )?play-?offs?$/,
    () => ({ stage: name('淘汰赛附加赛', 'Knockout play-offs', 'Play-off vòng knock-out'), twoLegged: true }),
  ],
  [/^play-?offs?(?: round)?$/, () => ({ stage: name('附加赛', 'Play-offs', 'Play-off'), twoLegged: true })],
  // "Finals, Quarterfinals": the plural names the knockout stage; the round that follows says which.
  [
    /^(?:finals|knockout(?: stage| phase)?)$/,
    () => ({ stage: name('淘汰赛', 'Knockout stage', 'Vòng knock-out') }),
  ],
  [/^preliminary(?: round)?$/, () => ({ round: name('预选赛', 'Preliminary round', 'Vòng sơ loại') })],
  [
    new RegExp(`^${ORDINAL} qualifying round$`),
    (m) => {
      const n = numberAt(m) ?? 1;
      return { round: name(`资格赛第${n}轮`, `${enOrdinal(n)} qualifying round`, `Vòng loại thứ ${n}`) };
    },
  ],
  [/^qualif(?:ying|ication)(?: round)?$/, () => ({ round: name('资格赛', 'Qualifying', 'Vòng loại') })],
  [/^(?:matchday|match day|matchweek|round|week|md|gameweek) (\d+)$/, (m) => ({ matchday: numberAt(m) })],
  [new RegExp(`^${ORDINAL} round$`), (m) => ({ matchday: numberAt(m) })],
  [
    /^(?:round of|last) (\d+)$/,
    (m) => {
      const teams = Number(m[1]);
      return teams >= 2 && Number.isInteger(Math.log2(teams)) ? { round: roundOf(teams) } : undefined;
    },
  ],
  [/^(?:1\/8|eighth)[- ]?finals?$/, () => ({ round: roundOf(16) })],
  [/^quarter[- ]?finals?$/, () => ({ round: roundOf(8) })],
  [/^semi[- ]?finals?$/, () => ({ round: roundOf(4) })],
  [/^(?:the )?final$/, () => ({ round: roundOf(2) })],
  [
    /^(?:match for third place|third[- ]place(?: play-?off| match| final)?|3rd place(?: play-?off| match)?|play-?off for third place)$/,
    () => ({ round: name('三四名决赛', 'Third-place play-off', 'Tranh hạng ba') }),
  ],
  [new RegExp(`^${ORDINAL} leg$`), (m) => ({ leg: numberAt(m) === 2 ? 2 : 1 })],
  [/^leg ([12])$/, (m) => ({ leg: m[1] === '2' ? 2 : 1 })],
  [/^replays?$/, () => ({ replay: true })],
];

/** The parts of a round string, or undefined when a part is outside the grammar. */
export function parseRound(raw: string): Parsed | undefined {
  const parts = raw
    .toLowerCase()
    .split(/\s*[,:|]\s*|\s+[-–]\s+/)
    .map((part) => part.trim().replace(/\s+/g, ' '))
    .filter((part) => part !== '');
  if (parts.length === 0) return undefined;
  let parsed: Parsed = {};
  for (const part of parts) {
    const rule = RULES.find(([pattern]) => pattern.test(part));
    const match = rule?.[0].exec(part);
    const said = rule && match ? rule[1](match) : undefined;
    if (!said) return undefined;
    parsed = { ...parsed, ...said };
  }
  return parsed;
}

function compose(p: Parsed): LocalName {
  let { stage, matchday, round, leg } = p;
  // The play-offs' "Matchday 1" and "Matchday 2" are the tie's two legs.
  if (p.twoLegged && (matchday === 1 || matchday === 2) && !leg) {
    leg = matchday;
    matchday = undefined;
  }
  // "Finals, Final": the stage adds nothing to a named knockout round.
  if (stage?.en === 'Knockout stage' && round) stage = undefined;
  // "Qualification, Playoffs" (the 2025 Club World Cup): one round, the qualifying play-off.
  if (stage?.en === 'Play-offs' && round?.en === 'Qualifying') {
    stage = undefined;
    round = name('资格附加赛', 'Qualifying play-off', 'Play-off vòng loại');
  }
  const numbered = matchday
    ? {
        cn: `第${matchday}轮`,
        en: `Matchday ${matchday}`,
        vi: stage ? `lượt ${matchday}` : `Vòng ${matchday}`,
      }
    : undefined;
  const main = round ?? numbered;
  const legName = leg
    ? leg === 1
      ? name('首回合', '1st leg', 'lượt đi')
      : name('次回合', '2nd leg', 'lượt về')
    : undefined;
  const replay = p.replay ? name('重赛', 'replay', 'đá lại') : undefined;
  const cn = [stage?.cn, main?.cn, legName?.cn, replay?.cn].filter(Boolean).join('');
  const en = [[stage?.en, main?.en].filter(Boolean).join(', '), legName?.en, replay?.en]
    .filter(Boolean)
    .join(', ');
  const vi = [[stage?.vi, main?.vi].filter(Boolean).join(', '), legName?.vi, replay?.vi]
    .filter(Boolean)
    .join(' ');
  return { cn, en: capitalise(en), vi: capitalise(vi) };
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/**
 * A round string from a data file ("Matchday 12", "League, Matchday 1", "Finals, Quarterfinals",
 * "Match for third place", "Group A") in cn, en and vi. A string outside the grammar keeps its own text.
 */
export function roundName(raw: string): LocalName {
  const parsed = parseRound(raw);
  const named = parsed && compose(parsed);
  if (named?.cn && named.en && named.vi) return named;
  const text = raw.trim();
  return { cn: text, en: text, vi: text };
}
