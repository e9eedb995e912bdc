// `npx tsx bench/replayFiles.ts FILE...`: each openfootball file (JSON of any published shape, or
// Football.TXT in full) read as the replay reads it (docs/API.md, "Reading the minutes"): the matches it
// plays, those it plays with goals fitted to the score, those it leaves out, or the one line refusing it.
import { basename, dirname } from 'node:path';
import { replayNotes } from '@pitchside/origin/engine';
import { loadReplayFile } from '@pitchside/origin/engine/plugin';

const paths = process.argv.slice(2);
if (paths.length === 0) {
  console.error('usage: npx tsx bench/replayFiles.ts FILE...');
  process.exit(2);
}
let files = 0;
let playable = 0;
let played = 0;
let listed = 0;
console.log(`${'file'.padEnd(44)} ${'played'.padStart(6)} ${'fitted'.padStart(6)} ${'left out'.padStart(8)}`);
for (const path of paths) {
  // A file and its folder: openfootball names many files alike (2024/euro.json, 2026/worldcup.json).
  const name = `${basename(dirname(path))}/${basename(path)}`;
  try {
    const file = await loadReplayFile(path);
    const notes = replayNotes(file);
    const leftOut = notes.filter((n) => n.text.startsWith('left out')).length;
    const fitted = notes.filter((n) => n.fitted && !n.text.startsWith('left out')).length;
    console.log(
      `${name.padEnd(44)} ${String(file.matches.length).padStart(6)} ${String(fitted).padStart(6)} ${String(leftOut).padStart(8)}`,
    );
    for (const note of notes.filter((n) => n.fitted)) console.log(`    ${note.match}: ${note.text}`);
    files++;
    playable++;
    played += file.matches.length;
    listed += file.matches.length + leftOut;
  } catch (error) {
    files++;
    console.log(`${name.padEnd(44)} refused: ${(error as Error).message}`);
  }
}
console.log(`${playable} of ${files} files play, ${played} of ${listed} matches listed`);
