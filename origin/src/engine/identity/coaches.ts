// Head coaches of the 2025/26 season, as data: only coaches in post at the season's start whom the
// club's own announcement names (source: each club's official site, the appointment's date below), with
// the names Chinese media (新浪体育, 懂球帝) use. A club not listed shows no coach: a coach is never invented.
import type { LocalName } from './types';

export interface CoachIdentity {
  name: LocalName;
  /** When the club announced him (its official site), YYYY-MM. */
  appointed: string;
}

type Row = [clubKey: string, en: string, cn: string, appointed: string];

const ROWS: Row[] = [
  ['arsenal', 'Mikel Arteta', '阿尔特塔', '2019-12'],
  ['manchester-city', 'Pep Guardiola', '瓜迪奥拉', '2016-02'],
  ['liverpool', 'Arne Slot', '斯洛特', '2024-05'],
  ['bayern-munich', 'Vincent Kompany', '孔帕尼', '2024-05'],
  ['borussia-dortmund', 'Niko Kovač', '尼科·科瓦奇', '2025-02'],
  ['paris-saint-germain', 'Luis Enrique', '路易斯·恩里克', '2023-07'],
  ['barcelona', 'Hansi Flick', '弗里克', '2024-05'],
  ['inter', 'Cristian Chivu', '基伏', '2025-06'],
  ['ac-milan', 'Massimiliano Allegri', '阿莱格里', '2025-05'],
];

const BY_CLUB = new Map(
  ROWS.map(([key, en, cn, appointed]) => [
    key,
    Object.freeze({ name: Object.freeze({ cn, en, vi: en }), appointed }),
  ]),
);

/** The club's head coach where the data has one. */
export function coachIdentity(clubKey: string): CoachIdentity | undefined {
  return BY_CLUB.get(clubKey);
}

/** Every club key with a coach. */
export function coachedClubs(): string[] {
  return [...BY_CLUB.keys()];
}
