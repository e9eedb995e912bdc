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

/** Shots, xG and the match statistics (docs/API.md "Shots and xG", "Match statistics"), per side per match unless said otherwise. */
export const REAL_SHOTS = {
  shots: {
    value: 12.9,
    note: 'EPL 2015/16: 25.8 shots a match (AOL, "what the average Premier League game looked like")',
  },
  onTarget: {
    value: 4.3,
    note: 'EPL 2012/13-2021/22: 4 to 5 a side (Racing Post); 2015/16: 8.4 a match (AOL)',
  },
  goalsPerShot: { value: 0.105, note: 'EPL 2015/16: 2.7 goals from 25.8 shots (AOL)' },
  penaltyXg: {
    value: 0.76,
    note: 'penalties scored 0.76 (Opta data, markclare1992.github.io); xG 0.76-0.79 by provider',
  },
  insideBox: {
    value: 0.63,
    note: 'EPL 59.1% in 2012/13 (StatsBomb, D. Kennett), 66.9% in 2023/24 (Goal.com)',
  },
  xgPerGoal: { value: 1, note: 'xG is calibrated: total xG = total goals from shots' },
  fouls: { value: 10.9, note: 'EPL 2020/21: 8,274 fouls in 380 matches (untold-arsenal.com)' },
  passes: { value: 470, note: 'EPL 2015/16 sides: 454 (Bournemouth) to 559 (Arsenal) a match (Football365)' },
  passAccuracy: { value: 0.8, note: 'EPL 2017/18 sides: 70.6% to 88.8% (footballpurists.com)' },
  tackles: { value: 19, note: 'EPL 2015/16 sides: 18.6 to 20.8 a match (Football365)' },
  throwIns: { value: 20, note: '40 throw-ins a match (interruptions study quoted by sage-tips.com)' },
  goalKicks: { value: 8.5, note: '17 goal kicks a match (the same study)' },
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
