// Head coaches as data, never invented: each one in charge of his club's first league match of 2025/26,
// as a public report of that match (or its eve) says, with the report's address and date. A coach is shown
// as of that date and no later: the world runs past it, and a club may have changed coach since. A club
// not listed shows no coach. Chinese names as Chinese media (新浪体育, 懂球帝) write them.
import type { LocalName } from './types';

export interface CoachIdentity {
  name: LocalName;
  /** The date of the report that names him in charge (YYYY-MM-DD): the data holds as of then. */
  asOf: string;
  /** The address of that report. */
  source: string;
}

type Row = [clubKey: string, en: string, cn: string, asOf: string, source: string];

const ROWS: Row[] = [
  [
    'arsenal',
    'Mikel Arteta',
    '阿尔特塔',
    '2025-08-15',
    'https://africa.espn.com/football/story/_/id/45984788/manchester-united-vs-arsenal-kick-how-watch-stats-team-news-premier-league-2025-26',
  ],
  [
    'manchester-city',
    'Pep Guardiola',
    '瓜迪奥拉',
    '2025-08-17',
    'https://www.outlookindia.com/sports/football/wolves-vs-manchester-city-premier-league-2025-26-pep-guardiola-reaction-tijjani-reijnders',
  ],
  [
    'liverpool',
    'Arne Slot',
    '斯洛特',
    '2025-08-15',
    'https://www.nbcsports.com/soccer/news/arne-slot-reaction-liverpool-boss-reacts-to-blown-lead-thrilling-win-emotional-diogo-jota-tributes',
  ],
  [
    'bayern-munich',
    'Vincent Kompany',
    '孔帕尼',
    '2025-08-22',
    'https://www.outlookindia.com/sports/football/bayern-munich-vs-rb-leipzig-bundesliga-2025-26-preview-prediction-players-to-watch',
  ],
  [
    'borussia-dortmund',
    'Niko Kovač',
    '尼科·科瓦奇',
    '2025-08-24',
    'https://www.outlookindia.com/sports/football/st-pauli-vs-borussia-dortmund-reactions-german-bundesliga-2025-26-niko-kovac',
  ],
  [
    'paris-saint-germain',
    'Luis Enrique',
    '路易斯·恩里克',
    '2025-08-15',
    'https://www.outlookindia.com/sports/football/paris-saint-germain-vs-tottenham-hotspur-uefa-super-cup-2025-luis-enrique-reaction',
  ],
  [
    'barcelona',
    'Hansi Flick',
    '弗里克',
    '2025-08-17',
    'https://www.si.com/soccer/hansi-flick-rips-barcelona-la-liga-season-opener',
  ],
  [
    'real-madrid',
    'Xabi Alonso',
    '阿隆索',
    '2025-08-19',
    'https://www.si.com/onsi/soccer/real-madrid/matchday/transcript-xabi-alonso-s-post-match-press-conference-following-real-madrid-s-la-liga-win',
  ],
  [
    'inter',
    'Cristian Chivu',
    '基伏',
    '2025-08-25',
    'https://www.upday.com/it/sport/inter-travolge-torino-5-0-debutto-perfetto-per-chivu/20gxxhw',
  ],
  [
    'ac-milan',
    'Massimiliano Allegri',
    '阿莱格里',
    '2025-08-23',
    'https://www.lapresse.it/calcio/2025/08/23/serie-a-la-cremonese-sbanca-san-siro-2-1-al-milan/',
  ],
];

const BY_CLUB = new Map(
  ROWS.map(([key, en, cn, asOf, source]) => [
    key,
    Object.freeze({ name: Object.freeze({ cn, en, vi: en }), asOf, source }),
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
