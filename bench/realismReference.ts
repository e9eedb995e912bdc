// Real figures the realism bench compares the engine with, and where they come from.
import { readFileSync } from 'node:fs';
import { parseReplay } from '@pitchside/origin/engine';

/** Real figures, with their sources. */
export const REAL = {
  goals: { value: 2.67, note: 'World Cups 2014/2018/2022: 2.67, 2.64, 2.69' },
  draws: { value: 0.235, note: 'full-time draws 21-26% (big leagues)' },
  extraTime: { value: 18 / 48, note: 'World Cup knockouts 2014-2022: 18 of 48 to extra time' },
  shootouts: { value: 13 / 48, note: 'World Cup knockouts 2014-2022: 13 of 48 to penalties' },
  cards: { value: 3.75, note: 'big leagues: about 3.5-4 cards a match' },
  corners: { value: 10, note: 'big leagues: about 10 corners a match' },
  firstHalf: { value: 0.425, note: 'first-half goals: EPL 2010/11 45%, 2023/24 39.9%' },
  m61to75: { value: 0.173, note: 'EPL 2023/24: 17.3% in minutes 61-75' },
  m76to90: { value: 0.25, note: 'EPL 2010/11 ~24%, 2023/24 26.3% after the 75th' },
};

export const BUCKETS = ['1-15', '16-30', '31-45+', '46-60', '61-75', '76-90+'];
export const bucketOf = (minute: number) => Math.min(5, Math.floor((Math.min(minute, 90) - 1) / 15));

/** The 2018 World Cup file (real data in the repo), for the goal-time buckets. */
export function worldCup2018Buckets(): number[] {
  const url = new URL(import.meta.resolve('@pitchside/origin/fixtures/openfootball/worldcup-2018.json'));
  const file = parseReplay(JSON.parse(readFileSync(url, 'utf8')));
  const b = [0, 0, 0, 0, 0, 0];
  for (const m of file.matches)
    for (const g of [...(m.goals1 ?? []), ...(m.goals2 ?? [])])
      if (g.minute <= 90) b[bucketOf(g.minute)] = (b[bucketOf(g.minute)] ?? 0) + 1;
  return b;
}
