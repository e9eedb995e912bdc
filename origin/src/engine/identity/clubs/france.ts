// Ligue 1 clubs (2025/26). Chinese names as 新浪体育 and 懂球帝 write them (大巴黎 for Paris Saint-Germain,
// 巴黎FC for Paris FC). AS Monaco plays in the French league but stands in Monaco, as the Champions
// League file's "(MCO)" says.
import { type ClubRow, clubsOf } from './define';

const ROWS: ClubRow[] = [
  ['auxerre', ['欧塞尔', 'Auxerre'], [], ['AJ Auxerre']],
  ['monaco', ['摩纳哥', 'AS Monaco', 'Monaco'], [undefined, 'Monaco'], ['AS Monaco FC'], 'MCO'],
  ['angers', ['昂热', 'Angers'], [], ['Angers SCO']],
  ['lorient', ['洛里昂', 'Lorient'], [], ['FC Lorient']],
  ['metz', ['梅斯', 'Metz'], [], ['FC Metz']],
  ['nantes', ['南特', 'Nantes'], [], ['FC Nantes']],
  ['le-havre', ['勒阿弗尔', 'Le Havre'], [], ['Le Havre AC']],
  ['lille', ['里尔', 'Lille'], [], ['Lille OSC']],
  ['nice', ['尼斯', 'Nice'], [], ['OGC Nice']],
  ['lyon', ['里昂', 'Olympique Lyonnais', 'Lyon'], [undefined, 'Lyon'], ['Olympique Lyonnais']],
  [
    'marseille',
    ['马赛', 'Olympique de Marseille', 'Marseille'],
    [undefined, 'Marseille'],
    ['Olympique de Marseille'],
  ],
  ['paris-fc', ['巴黎FC', 'Paris FC'], [], ['Paris FC']],
  [
    'paris-saint-germain',
    ['巴黎圣日耳曼', 'Paris Saint-Germain', 'PSG'],
    ['大巴黎', 'PSG'],
    ['Paris Saint-Germain FC'],
  ],
  ['strasbourg', ['斯特拉斯堡', 'Strasbourg'], [], ['RC Strasbourg Alsace']],
  ['lens', ['朗斯', 'Lens'], [], ['Racing Club de Lens']],
  ['brest', ['布雷斯特', 'Brest'], [], ['Stade Brestois 29']],
  ['rennes', ['雷恩', 'Rennes'], [], ['Stade Rennais FC 1901']],
  ['toulouse', ['图卢兹', 'Toulouse'], [], ['Toulouse FC']],
];

export const FRANCE_CLUBS = clubsOf('FRA', ROWS);
