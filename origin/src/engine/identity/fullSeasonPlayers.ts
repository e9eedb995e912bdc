// Test support: every player the four full season files (fixtures/openfootball/*.full.txt, openfootball, CC0)
// name, with his team, read from disk so the identity tests check the files' own spellings: line-ups,
// substitutes and cards ("Yellow:" lines, or "[Y 49']" inside a German line-up). Scorers need no reading
// of their own: every scorer is in a line-up (the files' README).
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { nameKey } from './normalize';

export interface SeasonPlayer {
  /** The file's base name, e.g. "2025-26_en.1". */
  file: string;
  /** The team as the file writes it. */
  team: string;
  /** The player's name as the file writes it (its first spelling, when the file has two). */
  name: string;
  /** Every spelling of the player in the file (one name, folded: normalize.ts nameKey). */
  spellings: string[];
  /** Matches he started, and matches he played (started or came on). */
  starts: number;
  appearances: number;
}

const DIR = fileURLToPath(new URL('../fixtures/openfootball/', import.meta.url));
const MINUTE = /\d+(?:\+\d+)?'/g;

/** The players of one line-up: [name, started] for each, the substitutes nested in parentheses. */
function lineUp(text: string): [string, boolean][] {
  const out: [string, boolean][] = [];
  let depth = 0;
  let token = '';
  let tokenDepth = 0;
  const emit = () => {
    const name = token.trim().replace(/\s+/g, ' ');
    if (name) out.push([name, tokenDepth === 0]);
    token = '';
  };
  for (const ch of text
    .replace(/\[[^\]]*\]/g, ' ')
    .replace(MINUTE, ' ')
    .replace(/ - /g, ',')) {
    if (ch === '(' || ch === ')' || ch === ',') {
      emit();
      depth += ch === '(' ? 1 : ch === ')' ? -1 : 0;
      tokenDepth = depth;
    } else token += ch;
  }
  emit();
  return out;
}

function playersOf(file: string, text: string): SeasonPlayer[] {
  const players = new Map<string, SeasonPlayer>();
  const add = (team: string, name: string, started: boolean | undefined) => {
    const id = `${team}|${nameKey(name)}`;
    const p = players.get(id) ?? { file, team, name, spellings: [], starts: 0, appearances: 0 };
    if (!p.spellings.includes(name)) p.spellings.push(name);
    if (started !== undefined) {
      p.appearances++;
      if (started) p.starts++;
    }
    players.set(id, p);
  };
  let sides: string[] = [];
  let block: { team: string; kind: 'line-up' | 'cards'; lines: string[] } | undefined;
  let lastTeam = '';
  const flush = () => {
    if (!block) return;
    const text = block.lines.join(' ');
    if (block.kind === 'line-up') for (const [name, started] of lineUp(text)) add(block.team, name, started);
    else
      for (const name of text.replace(MINUTE, ' ').split(',')) {
        const n = name.trim().replace(/\s+/g, ' ');
        if (n) add(block.team, n, undefined);
      }
    block = undefined;
  };
  for (const line of text.split('\n')) {
    const match = /^ {2}(\S.*?) v (\S.*?) {2}\d+-\d+/.exec(line);
    const team = /^(\S[^:]*): (.*)$/.exec(line);
    const cards = /^ {4}(?:Yellow|Red):\s+(.*)$/.exec(line);
    if (match) {
      flush();
      sides = [match[1] ?? '', match[2] ?? ''];
    } else if (team && sides.includes(team[1] ?? '')) {
      flush();
      lastTeam = team[1] ?? '';
      block = { team: lastTeam, kind: 'line-up', lines: [team[2] ?? ''] };
    } else if (cards) {
      flush();
      block = { team: lastTeam, kind: 'cards', lines: [cards[1] ?? ''] };
    } else if (block && /^ {6}\S/.test(line)) block.lines.push(line.trim());
    else flush();
  }
  flush();
  return [...players.values()];
}

/** Every player of the four full season files, one per team he played for. */
export function fullSeasonPlayers(): SeasonPlayer[] {
  return readdirSync(DIR)
    .filter((name) => name.endsWith('.full.txt'))
    .sort()
    .flatMap((name) => playersOf(name.replace(/\.full\.txt$/, ''), readFileSync(DIR + name, 'utf8')));
}
