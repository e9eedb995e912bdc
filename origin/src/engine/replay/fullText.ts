// The Football.TXT full format (openfootball's plain text, CC0): one block per match with its kick-off
// and UTC offset, ground, crowd, score, goals, both line-ups by lines with captain, substitutions,
// cards and referees. Read into the engine's one replay shape (`ReplayFile`, replayFile.ts) with each
// match's `details`, and checked as strictly as the JSON shapes; every problem names its line. A leaf
// module: the text arrives as a string (../plugin.ts reads the file).
//
// What real files carry (docs/API.md "Replay files"): a round's header repeated for a rescheduled
// match; one side's goals without the `;`; an own goal under the side it counted for, named by its
// scorer of the other side; cards on `Yellow:`/`Yellow-Red:`/`Red:` lines or inside the line-up
// (`[Y 49']`, `[Y/R 77']`, `[R 85']`); a card for a player on the bench, who is in no line-up;
// substitutions nested when the substitute was replaced too, `(16' A (75' B))`; names in capitals or
// not, with or without accents, from one line to the next.
import { matchKey } from '../identity/normalize';
import { matchLabel, readAsFan } from './fanReading';
import {
  type ReadingNote,
  type ReplayCard,
  type ReplayDetails,
  type ReplayFile,
  ReplayFileError,
  type ReplayGoal,
  type ReplayMatch,
  type ReplaySheet,
  type ReplaySubstitution,
} from './replayFile';

/** One key per way of writing a player: no case, accents, spaces or apostrophes ("Jake OBRIEN" = "Jake O'Brien"). */
export function nameKey(name: string): string {
  let key = KEYS.get(name);
  if (key === undefined) {
    key = matchKey(name).replace(/ /g, '');
    KEYS.set(name, key);
  }
  return key;
}
/** Keys already made: a season writes each of its few thousand names many times. */
const KEYS = new Map<string, string>();

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

const DATE_LINE =
  /^(Mon|Tue|Wed|Thu|Fri|Sat|Sun) (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) (\d{1,2})(?: (\d{4}))?(?: (\d{1,2}):(\d{2}))?(?: UTC([+-]\d{1,2}))?(?: @ (.+))?$/;
const TEAM_LINE = /^\s+(\S.*?) v (\S.*?)(?:\s{2,}(\d{1,2})-(\d{1,2})(?: \((\d{1,2})-(\d{1,2})\))?)?\s*$/;
const CARD_LINE = /^\s+(Yellow|Yellow-Red|Red):\s*(.*)$/;
/** A minute as written: `37'`, `90+4'`, then `(p)` for a penalty or `(og)` for an own goal. */
const MINUTE = /^(\d{1,3})(?:\+(\d{1,2}))?'(?:\s*\((p|og)\))?$/;

interface Where {
  line: number;
}

/**
 * Problems, each naming its line: a match's own (its block's lines) leave that match out, the file's
 * (outside any block) are said beside the matches read.
 */
class Problems {
  readonly file: string[] = [];
  /** Where problems go now: a block's own list while it is read, else the file's. */
  list: string[] = this.file;
  add(line: number, text: string): void {
    this.list.push(`line ${line}: ${text}`);
  }
}

interface Written {
  minute: number;
  offset?: number;
}

function minuteOf(text: string, where: Where, problems: Problems): (Written & { mark?: string }) | null {
  const m = MINUTE.exec(text.trim());
  if (!m) {
    problems.add(where.line, `"${text.trim()}" is not a minute (37', 90+4', 55'(p), 12'(og))`);
    return null;
  }
  const minute = Number(m[1]);
  const offset = m[2] === undefined ? 0 : Number(m[2]);
  if (minute < 1 || minute > 120 || offset > 30) {
    problems.add(where.line, `minute ${text.trim()} is outside 1' to 120'+30`);
    return null;
  }
  return { minute, ...(offset > 0 ? { offset } : {}), ...(m[3] ? { mark: m[3] } : {}) };
}

/** Splits at `sep` where no bracket or parenthesis is open. */
function splitTop(text: string, sep: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let from = 0;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (ch === '(' || ch === '[') depth++;
    else if (ch === ')' || ch === ']') depth--;
    else if (depth === 0 && text.startsWith(sep, i)) {
      out.push(text.slice(from, i));
      from = i + sep.length;
      i += sep.length - 1;
    }
  }
  out.push(text.slice(from));
  return out.map((s) => s.trim());
}

/** `Name 12', 30'(p), Other 45+1'` → each name with its minutes (a minute alone belongs to the name before it). */
function namesWithMinutes(
  text: string,
  where: Where,
  problems: Problems,
): { name: string; at: Written & { mark?: string } }[] {
  const out: { name: string; at: Written & { mark?: string } }[] = [];
  let name = '';
  for (const token of splitTop(text, ',')) {
    if (token === '') continue;
    const m = /^(.*?)\s*(\d{1,3}(?:\+\d{1,2})?'.*)$/.exec(token);
    if (!m) {
      problems.add(where.line, `"${token}" has no minute`);
      continue;
    }
    if (m[1]) name = (m[1] ?? '').trim();
    if (name === '') {
      problems.add(where.line, `the minute ${m[2]} has no player before it`);
      continue;
    }
    const at = minuteOf(m[2] ?? '', where, problems);
    if (at) out.push({ name, at });
  }
  return out;
}

// ---------------------------------------------------------------- line-ups

interface SheetPlayer {
  name: string;
  captain: boolean;
}

interface Sheet {
  lines: SheetPlayer[][];
  substitutions: ReplaySubstitution[];
  cards: ReplayCard[];
}

const CARD_MARK = /^\[(Y|Y\/R|R) (\d{1,3}(?:\+\d{1,2})?')\]$/i;
const KIND = { Y: 'yellow', 'Y/R': 'yellowred', R: 'red' } as const;

/**
 * One player of a line-up: `Name [c] [Y 49'] (60' Sub [Y 80'] (75' Sub2))`, his marks before or after
 * the change; his substitute, and the substitute's, taken with their minutes.
 */
function readPlayer(text: string, sheet: Sheet, where: Where, problems: Problems): SheetPlayer | null {
  let rest = text.trim();
  const marks: string[] = [];
  let change: string | null = null;
  // The change is the one parenthesis at this level, last but for marks.
  const open = rest.indexOf('(');
  if (open >= 0) {
    let depth = 0;
    let close = -1;
    for (let i = open; i < rest.length; i++) {
      if (rest[i] === '(') depth++;
      else if (rest[i] === ')' && --depth === 0) {
        close = i;
        break;
      }
    }
    if (close < 0) {
      problems.add(where.line, `"${text.trim()}": a parenthesis is not closed`);
      return null;
    }
    change = rest.slice(open + 1, close);
    rest = `${rest.slice(0, open)} ${rest.slice(close + 1)}`.trim();
    if (rest.includes('(')) {
      problems.add(where.line, `"${text.trim()}": two changes for one player`);
      return null;
    }
  }
  for (const mark of rest.match(/\[[^\]]*\]/g) ?? []) marks.push(mark);
  const name = rest
    .replace(/\[[^\]]*\]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (name === '' || /[[\]()]/.test(name)) {
    problems.add(where.line, `"${text.trim()}" names no player`);
    return null;
  }
  let captain = false;
  for (const mark of marks) {
    if (/^\[c\]$/i.test(mark)) {
      captain = true;
      continue;
    }
    const card = CARD_MARK.exec(mark);
    const at = card ? minuteOf(card[2] ?? '', where, problems) : null;
    if (!card || !at) {
      if (!card)
        problems.add(where.line, `"${mark}" is no mark this format has ([c], [Y 49'], [Y/R 77'], [R 85'])`);
      continue;
    }
    const kind = KIND[(card[1] ?? 'Y').toUpperCase() as keyof typeof KIND];
    sheet.cards.push({ name, kind, minute: at.minute, ...(at.offset ? { offset: at.offset } : {}) });
  }
  if (change !== null) {
    const m = /^(\d{1,3}(?:\+\d{1,2})?')\s+(.+)$/s.exec(change.trim());
    const at = m ? minuteOf(m[1] ?? '', where, problems) : null;
    if (!m) problems.add(where.line, `"(${change})" is no substitution (60' Name)`);
    const on = m ? readPlayer(m[2] ?? '', sheet, where, problems) : null;
    if (at && on) {
      // Listed in the order they came on, so a nested change follows its parent.
      const index = sheet.substitutions.findIndex((s) => s.off === on.name);
      const sub = { minute: at.minute, ...(at.offset ? { offset: at.offset } : {}), off: name, on: on.name };
      if (index >= 0) sheet.substitutions.splice(index, 0, sub);
      else sheet.substitutions.push(sub);
    }
  }
  return { name, captain };
}

function readLineup(text: string, where: Where, problems: Problems): Sheet {
  const sheet: Sheet = { lines: [], substitutions: [], cards: [] };
  for (const line of splitTop(text, ' - ')) {
    const players = splitTop(line, ',')
      .filter((p) => p !== '')
      .flatMap((p) => readPlayer(p, sheet, where, problems) ?? []);
    if (players.length === 0) problems.add(where.line, 'an empty line of the line-up (" - " twice)');
    else sheet.lines.push(players);
  }
  return sheet;
}

// ---------------------------------------------------------------- blocks

interface Block {
  line: number;
  round: string;
  date: string;
  time?: string;
  ground?: string;
  city?: string;
  attendance?: number;
  team1?: string;
  team2?: string;
  teamLine?: number;
  ft?: [number, number];
  ht?: [number, number];
  goals?: { text: string; line: number };
  sheets: {
    name: string;
    text: string;
    line: number;
    cards: { kind: string; text: string; line: number }[];
  }[];
  referees?: string[];
  /** What could not be read of this match: it is left out, the rest played. */
  problems: string[];
}

/** The season's years from the title or the `# Dates` line: "2025/26" → 2025, 2026. */
function seasonYears(title: string, dates: string): number[] {
  const span = /(\d{4})\/(\d{2,4})/.exec(title);
  if (span) {
    const first = Number(span[1]);
    return [first, first + 1];
  }
  const single = /\b(\d{4})\b/.exec(title);
  const fromDates = [...dates.matchAll(/\b(\d{4})\b/g)].map((m) => Number(m[1]));
  const years = [...new Set([...(single ? [Number(single[1])] : []), ...fromDates])].sort();
  return years;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** The date of a date line: the season's year whose calendar puts that day on that weekday. */
function dateOf(
  m: RegExpExecArray,
  years: readonly number[],
  where: Where,
  problems: Problems,
): string | null {
  const weekday = WEEKDAYS.indexOf(m[1] ?? '');
  const month = MONTHS.indexOf(m[2] ?? '');
  const day = Number(m[3]);
  const candidates = m[4] ? [Number(m[4])] : years;
  for (const year of candidates) {
    const at = new Date(Date.UTC(year, month, day));
    if (at.getUTCMonth() === month && at.getUTCDay() === weekday)
      return `${year}-${pad(month + 1)}-${pad(day)}`;
  }
  problems.add(
    where.line,
    candidates.length === 0
      ? 'the file does not say its season (a title with 2025/26, or a # Dates line)'
      : `${m[1]} ${m[2]} ${m[3]} is no ${m[1]} in ${candidates.join(' or ')}`,
  );
  return null;
}

function readPlace(text: string): Pick<Block, 'ground' | 'city' | 'attendance'> {
  const att = /,?\s*Att(?:endance)?:\s*([\d,.]+)\s*$/i.exec(text);
  const parts = (att ? text.slice(0, att.index) : text).split(',').map((p) => p.trim());
  const ground = parts.shift();
  return {
    ...(ground ? { ground } : {}),
    ...(parts.length > 0 ? { city: parts.join(', ') } : {}),
    ...(att ? { attendance: Number((att[1] ?? '').replace(/[,.]/g, '')) } : {}),
  };
}

/** "Regular Season - 12" → "Matchday 12", the rounds' name in the JSON files and the identity data. */
const roundOf = (header: string) => header.replace(/^Regular Season - (\d+)$/, 'Matchday $1');

function blocksOf(text: string, problems: Problems): { name: string; blocks: Block[] } {
  const lines = text.replace(/^\uFEFF/, '').split(/\r?\n/);
  let title = '';
  let dates = '';
  for (const line of lines.slice(0, 20)) {
    if (line.startsWith('= ') && title === '') title = line.slice(2).trim();
    if (/^#\s*Dates\b/.test(line)) dates = line;
  }
  const years = seasonYears(title, dates);
  const blocks: Block[] = [];
  let round = '';
  let block: Block | null = null;
  /** What the continuation lines (indented) add to. */
  let open: 'goals' | 'sheet' | 'card' | null = null;
  lines.forEach((raw, i) => {
    const where = { line: i + 1 };
    const line = raw.replace(/\s+$/, '');
    if (line.trim() === '') {
      open = open === 'goals' && block?.goals && !closed(block.goals.text) ? 'goals' : null;
      return;
    }
    if (line.startsWith('=') || line.startsWith('#')) return;
    const header = /^[▪»]\s*(.+)$/.exec(line);
    if (header) {
      round = roundOf((header[1] ?? '').trim());
      open = null;
      return;
    }
    const date = DATE_LINE.exec(line);
    if (date) {
      block = { line: where.line, round, date: '2000-01-01', sheets: [], problems: [] };
      problems.list = block.problems;
      block.date = dateOf(date, years, where, problems) ?? block.date;
      if (date[5] !== undefined)
        block.time = `${pad(Number(date[5]))}:${date[6]}${date[7] ? ` UTC${date[7]}` : ''}`;
      if (date[8]) Object.assign(block, readPlace(date[8]));
      if (round === '') problems.add(where.line, 'a match before any round header (▪ Regular Season - 1)');
      blocks.push(block);
      open = null;
      return;
    }
    if (!block) {
      problems.add(where.line, `"${line.trim()}" before the first date line`);
      return;
    }
    const current: Block = block;
    if (open === 'goals' && current.goals && !closed(current.goals.text)) {
      current.goals.text += ` ${line.trim()}`;
      return;
    }
    const team = current.team1 === undefined ? TEAM_LINE.exec(line) : null;
    if (team) {
      current.team1 = (team[1] ?? '').trim();
      current.team2 = (team[2] ?? '').trim();
      current.teamLine = where.line;
      if (team[3] !== undefined) current.ft = [Number(team[3]), Number(team[4])];
      if (team[5] !== undefined) current.ht = [Number(team[5]), Number(team[6])];
      open = null;
      return;
    }
    if (
      /^\s+\(/.test(line) &&
      current.team1 !== undefined &&
      current.goals === undefined &&
      current.sheets.length === 0
    ) {
      current.goals = { text: line.trim(), line: where.line };
      open = 'goals';
      return;
    }
    const card = CARD_LINE.exec(line);
    if (card && current.sheets.length > 0) {
      current.sheets.at(-1)?.cards.push({ kind: card[1] ?? '', text: card[2] ?? '', line: where.line });
      open = 'card';
      return;
    }
    const refs = /^Refs?:\s*(.*)$/.exec(line);
    if (refs) {
      current.referees = (refs[1] ?? '')
        .split(',')
        .map((r) => r.replace(/\s*\([A-Z]{3}\)\s*$/, '').trim())
        .filter((r) => r !== '');
      open = null;
      return;
    }
    const sheet = /^(\S[^:]*):\s*(.*)$/.exec(line);
    if (sheet && current.team1 !== undefined) {
      current.sheets.push({
        name: (sheet[1] ?? '').trim(),
        text: (sheet[2] ?? '').trim(),
        line: where.line,
        cards: [],
      });
      open = 'sheet';
      return;
    }
    if (/^\s/.test(line) && open === 'sheet') {
      const last = current.sheets.at(-1);
      if (last) last.text += ` ${line.trim()}`;
      return;
    }
    if (/^\s/.test(line) && open === 'card') {
      const last = current.sheets.at(-1)?.cards.at(-1);
      if (last) last.text += ` ${line.trim()}`;
      return;
    }
    problems.add(where.line, `"${line.trim()}" is not a line this format has`);
  });
  return { name: title, blocks };
}

function closed(text: string): boolean {
  let depth = 0;
  for (const ch of text) {
    if (ch === '(') depth++;
    else if (ch === ')') depth--;
  }
  return depth <= 0;
}

// ---------------------------------------------------------------- a match

type Side = 'home' | 'away';

/** Every name of a side's sheet: starters and those who came on. */
function playersOf(sheet: Sheet): string[] {
  return [...sheet.lines.flat().map((p) => p.name), ...sheet.substitutions.map((s) => s.on)];
}

function goalsOf(
  b: Block,
  problems: Problems,
): { goals1: ReplayGoal[]; goals2: ReplayGoal[]; lines: Map<ReplayGoal, number> } | null {
  const lines = new Map<ReplayGoal, number>();
  if (!b.goals) return null;
  const where = { line: b.goals.line };
  const inner = b.goals.text.replace(/^\(/, '').replace(/\)$/, '');
  const parts = splitTop(inner, ';');
  const ft = b.ft ?? [0, 0];
  let sides: [string, string];
  if (parts.length === 2) sides = [parts[0] ?? '', parts[1] ?? ''];
  else if (parts.length === 1) {
    // One side's goals alone, without the `;`: the side is the one that scored.
    if (ft[0] > 0 && ft[1] > 0) {
      problems.add(where.line, `a ${ft.join('-')} score needs both sides' goals, parted by ";"`);
      return null;
    }
    sides = ft[1] > 0 ? ['', parts[0] ?? ''] : [parts[0] ?? '', ''];
  } else {
    problems.add(where.line, 'goals parted by more than one ";"');
    return null;
  }
  const read = (text: string): ReplayGoal[] =>
    namesWithMinutes(text, where, problems).map(({ name, at }) => {
      const goal: ReplayGoal = {
        name,
        minute: at.minute,
        ...(at.offset ? { offset: at.offset } : {}),
        ...(at.mark === 'p' ? { penalty: true } : {}),
        ...(at.mark === 'og' ? { owngoal: true } : {}),
      };
      lines.set(goal, where.line);
      return goal;
    });
  return { goals1: read(sides[0]), goals2: read(sides[1]), lines };
}

const noGoals = () => ({ goals1: [], goals2: [], lines: new Map<ReplayGoal, number>() });

function cardsFromLines(sheet: Block['sheets'][number], out: Sheet, problems: Problems): void {
  const kinds = { Yellow: 'yellow', 'Yellow-Red': 'yellowred', Red: 'red' } as const;
  for (const c of sheet.cards) {
    const kind = kinds[c.kind as keyof typeof kinds];
    for (const { name, at } of namesWithMinutes(c.text, { line: c.line }, problems)) {
      if (at.mark) problems.add(c.line, `a card cannot be (${at.mark})`);
      out.cards.push({ name, kind, minute: at.minute, ...(at.offset ? { offset: at.offset } : {}) });
    }
  }
}

/** A side's sheet checked: eleven, one captain at most, no player twice, changes in order. */
function checkSheet(sheet: Sheet, team: string, line: number, problems: Problems): void {
  const starters = sheet.lines.flat();
  if (starters.length !== 11) problems.add(line, `${team} lists ${starters.length} starters, not eleven`);
  if (starters.filter((p) => p.captain).length > 1) problems.add(line, `${team} has two captains`);
  const seen = new Set<string>();
  for (const name of playersOf(sheet)) {
    const key = nameKey(name);
    if (seen.has(key)) problems.add(line, `${team} lists ${name} twice`);
    seen.add(key);
  }
  const cameOn = new Map(sheet.substitutions.map((s) => [nameKey(s.on), s]));
  for (const s of sheet.substitutions) {
    const before = cameOn.get(nameKey(s.off));
    if (before && before.minute * 100 + (before.offset ?? 0) > s.minute * 100 + (s.offset ?? 0))
      problems.add(line, `${team}: ${s.off} goes off (${s.minute}') before he came on (${before.minute}')`);
  }
}

/**
 * The name a side's sheet writes for `name` (the same player written in other letters or case), or
 * undefined when the sheet has no such player.
 */
function inSheet(sheet: Sheet, name: string): string | undefined {
  const key = nameKey(name);
  return playersOf(sheet).find((p) => nameKey(p) === key);
}

/**
 * A moment's place in the match. A change written at 45' with no added minute was made at half time
 * (the files write half-time changes so), after the first half's added time.
 */
const order = (w: Written, change = false) =>
  w.minute * 100 + (change && w.minute === 45 && !w.offset ? 99 : (w.offset ?? 0));

/** Whether a sheet's player is on the pitch at a minute: on by then, not yet off or sent off. */
function onPitch(sheet: Sheet, name: string, at: Written): boolean {
  const came = sheet.substitutions.find((s) => s.on === name);
  const left = sheet.substitutions.find((s) => s.off === name);
  const sentOff = sheet.cards.find((c) => c.kind !== 'yellow' && nameKey(c.name) === nameKey(name));
  const started = sheet.lines.some((l) => l.some((p) => p.name === name));
  return (
    (started || (came !== undefined && order(came, true) <= order(at))) &&
    (left === undefined || order(left, true) >= order(at)) &&
    (sentOff === undefined || order(sentOff) >= order(at))
  );
}

function matchOf(b: Block, problems: Problems): ReplayMatch | null {
  if (b.team1 === undefined || b.team2 === undefined) {
    problems.add(b.line, 'a date line without its match ("  Home v Away  2-1 (1-0)") under it');
    return null;
  }
  const line = b.teamLine ?? b.line;
  if (nameKey(b.team1) === nameKey(b.team2)) problems.add(line, `${b.team1} plays itself`);
  if (b.ht && !b.ft) problems.add(line, 'a half-time score without a full-time one');
  if (b.goals && !b.ft) problems.add(b.goals.line, 'goals for a match without a score');
  // A 0-0 has nothing to name: its (empty) goals are the file's all the same.
  const goals = b.ft ? (goalsOf(b, problems) ?? (b.ft[0] + b.ft[1] === 0 ? noGoals() : null)) : null;
  if (b.ft && (b.ft[0] > 0 || b.ft[1] > 0) && !goals && b.sheets.length > 0)
    problems.add(line, `a ${b.ft.join('-')} score without its goals`);
  // Line-ups: both sides, in either order, named as the match line names them.
  let sheets: Record<Side, Sheet> | undefined;
  if (b.sheets.length > 0) {
    const read: Partial<Record<Side, Sheet>> = {};
    for (const s of b.sheets) {
      const side: Side | undefined =
        nameKey(s.name) === nameKey(b.team1)
          ? 'home'
          : nameKey(s.name) === nameKey(b.team2)
            ? 'away'
            : undefined;
      if (!side) {
        problems.add(s.line, `"${s.name}" is neither ${b.team1} nor ${b.team2}`);
        continue;
      }
      if (read[side]) problems.add(s.line, `a second line-up of ${s.name}`);
      const sheet = readLineup(s.text, { line: s.line }, problems);
      cardsFromLines(s, sheet, problems);
      checkSheet(sheet, s.name, s.line, problems);
      read[side] = sheet;
    }
    if (read.home && read.away) sheets = { home: read.home, away: read.away };
    else problems.add(b.line, `${b.team1} v ${b.team2} has one line-up of two`);
  }
  const named = (list: ReplayGoal[], side: Side): ReplayGoal[] =>
    list.map((g) => {
      if (!sheets) return g;
      // An own goal is listed under the side it counted for, by its scorer of the other side.
      const team = g.owngoal ? (side === 'home' ? 'away' : 'home') : side;
      const found = inSheet(sheets[team], g.name);
      const where = goals?.lines.get(g) ?? line;
      if (!found)
        problems.add(
          where,
          `${g.name} scores for ${side === 'home' ? b.team1 : b.team2}${g.owngoal ? ' (own goal)' : ''} but is not in ${team === 'home' ? b.team1 : b.team2}'s line-up`,
        );
      else if (!onPitch(sheets[team], found, g))
        problems.add(
          where,
          `${g.name} scores at ${g.minute}'${g.offset ? `+${g.offset}` : ''} off the pitch`,
        );
      return { ...g, name: found ?? g.name };
    });
  const details: ReplayDetails = {
    ...(b.city ? { city: b.city } : {}),
    ...(b.attendance !== undefined ? { attendance: b.attendance } : {}),
    referees: b.referees ?? [],
  };
  if (sheets) {
    const tidy = (sheet: Sheet): ReplaySheet => ({
      lines: sheet.lines.map((l) =>
        l.map((p) => ({ name: p.name, ...(p.captain ? { captain: true } : {}) })),
      ),
      substitutions: [...sheet.substitutions].sort(
        (a, b) => a.minute * 100 + (a.offset ?? 0) - (b.minute * 100 + (b.offset ?? 0)),
      ),
      // A card names the sheet's player as the sheet writes him; a name in no sheet is on the bench.
      cards: sheet.cards.map((c) => ({ ...c, name: inSheet(sheet, c.name) ?? c.name })),
    });
    details.lineups = { home: tidy(sheets.home), away: tidy(sheets.away) };
  }
  return {
    round: b.round,
    date: b.date,
    ...(b.time ? { time: b.time } : {}),
    team1: b.team1,
    team2: b.team2,
    score: { ...(b.ft ? { ft: b.ft } : {}), ...(b.ht ? { ht: b.ht } : {}) },
    ...(goals ? { goals1: named(goals.goals1, 'home'), goals2: named(goals.goals2, 'away') } : {}),
    ...(b.ground ? { ground: b.ground } : {}),
    details,
  };
}

/** Whether a text is in the full format (its title line, then a date line further on). */
export const isFullText = (text: string): boolean => /^\uFEFF?=\s/.test(text) && /\n\s*(▪|»)/.test(text);

/**
 * Reads a Football.TXT full file into the one replay shape, its matches in kick-off order, each with its
 * `details`, their minutes read as a fan reads them against the scores (readAsFan, as every format is).
 * Never refuses a file for one match: a match with a problem (a scorer in no line-up, ten starters, a
 * line the format does not have) is left out, said in `notes` with its lines, and the rest are played.
 * Throws a ReplayFileError only when no match can be played.
 */
export function parseFullText(text: string, source = 'replay file'): ReplayFile {
  const problems = new Problems();
  const { name, blocks } = blocksOf(text, problems);
  const refuse = (why: string): never => {
    throw new ReplayFileError(
      `${source.charAt(0).toUpperCase()}${source.slice(1)} has no playable match (Football.TXT): ${why}`,
    );
  };
  if (name === '') refuse('line 1: no title line ("= England | Premier League 2025/26")');
  const notes: ReadingNote[] = problems.file.map((p) => ({ match: name, text: p, fitted: true }));
  const matches: ReplayMatch[] = [];
  for (const b of blocks) {
    problems.list = b.problems;
    const m = matchOf(b, problems);
    if (m && b.problems.length === 0) {
      matches.push(m);
      continue;
    }
    const label =
      b.team1 && b.team2 ? matchLabel({ team1: b.team1, team2: b.team2, date: b.date }) : `line ${b.line}`;
    notes.push({ match: label, text: `left out: ${b.problems.join('; ')}`, fitted: true });
  }
  if (matches.length === 0)
    refuse(
      blocks.length === 0
        ? 'it lists no match'
        : `none of its ${blocks.length} matches can be read (${notes
            .slice(0, 3)
            .map((n) => n.text.replace(/^left out: /, ''))
            .join('; ')})`,
    );
  const when = (m: ReplayMatch) => `${m.date} ${kickOffUtc(m)}`;
  const ordered = matches
    .map((m, i) => ({ m, i }))
    .sort((a, b) => (when(a.m) < when(b.m) ? -1 : when(a.m) > when(b.m) ? 1 : a.i - b.i))
    .map((x) => x.m);
  // Its shape is the replay shape by construction: every minute, count and name was checked as it was read.
  return readAsFan({ name, matches: ordered, ...(notes.length > 0 ? { notes } : {}) });
}

/** Minutes after midnight UTC (plus a day), for ordering. */
function kickOffUtc(m: ReplayMatch): string {
  const t = /^(\d{1,2}):(\d{2})(?: UTC([+-]\d{1,2}))?/.exec(m.time ?? '');
  const minutes = t ? Number(t[1]) * 60 + Number(t[2]) - Number(t[3] ?? 0) * 60 : 12 * 60;
  return String(minutes + 1440).padStart(5, '0');
}
