// Test support: the openfootball files shipped with the engine (fixtures/openfootball, CC0), read from
// disk so the identity tests check the real team, round and scorer strings, not a copy of them.
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parseFullText } from '../replay/fullText';

export interface ShippedGoal {
  name: string;
  owngoal?: boolean;
}

export interface ShippedMatch {
  round: string;
  group?: string;
  team1: string;
  team2: string;
  goals1?: ShippedGoal[];
  goals2?: ShippedGoal[];
}

export interface ShippedFile {
  /** Base name without ".json" or ".full.txt", e.g. "2025-26_en.1". */
  base: string;
  /** The file's own `name`, e.g. "English Premier League 2025/26". */
  name: string;
  matches: ShippedMatch[];
}

const DIR = fileURLToPath(new URL('../fixtures/openfootball/', import.meta.url));

/** Every season the engine loads: JSON files and Football.TXT full files (`.full.txt`). */
export function shippedFiles(): ShippedFile[] {
  return readdirSync(DIR)
    .filter((file) => file.endsWith('.json') || file.endsWith('.full.txt'))
    .sort()
    .map((file) => {
      const text = readFileSync(DIR + file, 'utf8');
      const data: { name: string; matches: ShippedMatch[] } = file.endsWith('.txt')
        ? parseFullText(text, file)
        : JSON.parse(text);
      return { base: file.replace(/\.full\.txt$|\.json$/, ''), name: data.name, matches: data.matches };
    });
}

/** Every distinct team string of a file. */
export function teamsOf(file: ShippedFile): string[] {
  return [...new Set(file.matches.flatMap((m) => [m.team1, m.team2]))].sort();
}
