// Premier League clubs (2025/26 and Champions League 2024/25 entrants).
// Chinese names as 新浪体育 and 懂球帝 write them; Vietnamese media keep the English names (Man Utd, Man City).
import { type ClubRow, clubsOf } from './define';

const ROWS: ClubRow[] = [
  ['arsenal', ['阿森纳', 'Arsenal'], [], ['Arsenal FC']],
  ['aston-villa', ['阿斯顿维拉', 'Aston Villa'], ['维拉'], ['Aston Villa FC']],
  ['bournemouth', ['伯恩茅斯', 'Bournemouth'], [], ['AFC Bournemouth']],
  ['brentford', ['布伦特福德', 'Brentford'], [], ['Brentford FC']],
  [
    'brighton',
    ['布莱顿', 'Brighton & Hove Albion', 'Brighton'],
    [undefined, 'Brighton'],
    ['Brighton & Hove Albion FC'],
  ],
  ['burnley', ['伯恩利', 'Burnley'], [], ['Burnley FC']],
  ['chelsea', ['切尔西', 'Chelsea'], [], ['Chelsea FC']],
  ['crystal-palace', ['水晶宫', 'Crystal Palace'], [undefined, 'C. Palace'], ['Crystal Palace FC']],
  ['everton', ['埃弗顿', 'Everton'], [], ['Everton FC']],
  ['fulham', ['富勒姆', 'Fulham'], [], ['Fulham FC']],
  ['leeds-united', ['利兹联', 'Leeds United'], [undefined, 'Leeds'], ['Leeds United FC']],
  ['liverpool', ['利物浦', 'Liverpool'], [], ['Liverpool FC']],
  [
    'manchester-city',
    ['曼城', 'Manchester City', 'Man City'],
    [undefined, 'Man City'],
    ['Manchester City FC'],
  ],
  [
    'manchester-united',
    ['曼联', 'Manchester United', 'Man Utd'],
    [undefined, 'Man Utd'],
    ['Manchester United FC'],
  ],
  [
    'newcastle-united',
    ['纽卡斯尔联', 'Newcastle United', 'Newcastle'],
    ['纽卡', 'Newcastle'],
    ['Newcastle United FC'],
  ],
  [
    'nottingham-forest',
    ['诺丁汉森林', 'Nottingham Forest', 'Nottingham Forest'],
    [undefined, "Nott'm Forest", 'Nottingham'],
    ['Nottingham Forest FC'],
  ],
  ['sunderland', ['桑德兰', 'Sunderland'], [], ['Sunderland AFC']],
  [
    'tottenham-hotspur',
    ['托特纳姆热刺', 'Tottenham Hotspur', 'Tottenham'],
    ['热刺', 'Spurs', 'Tottenham'],
    ['Tottenham Hotspur FC'],
  ],
  [
    'west-ham-united',
    ['西汉姆联', 'West Ham United', 'West Ham'],
    ['西汉姆', 'West Ham'],
    ['West Ham United FC'],
  ],
  [
    'wolverhampton',
    ['狼队', 'Wolverhampton Wanderers', 'Wolves'],
    [undefined, 'Wolves'],
    ['Wolverhampton Wanderers FC'],
  ],
];

export const ENGLAND_CLUBS = clubsOf('ENG', ROWS);
