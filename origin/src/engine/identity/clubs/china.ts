// Chinese Super League clubs (2025). Their own Chinese names, and the short forms fans use (国安, 申花,
// 海港, 泰山); English and Vietnamese keep the clubs' English names.
import { type ClubRow, clubsOf } from './define';

const ROWS: ClubRow[] = [
  ['beijing-guoan', ['北京国安', 'Beijing Guoan'], ['国安', 'Beijing'], ['Beijing Guoan']],
  ['changchun-yatai', ['长春亚泰', 'Changchun Yatai'], ['亚泰', 'Changchun'], ['Changchun Yatai']],
  ['chengdu-rongcheng', ['成都蓉城', 'Chengdu Rongcheng'], ['蓉城', 'Chengdu'], ['Chengdu Rongcheng']],
  ['dalian-yingbo', ['大连英博', 'Dalian Yingbo'], ['英博', 'Dalian'], ['Dalian Yingbo']],
  ['henan', ['河南队', 'Henan FC'], ['河南', 'Henan'], ['Henan FC', 'Henan']],
  ['meizhou-hakka', ['梅州客家', 'Meizhou Hakka'], ['梅州', 'Meizhou'], ['Meizhou Hakka']],
  ['qingdao-hainiu', ['青岛海牛', 'Qingdao Hainiu'], ['海牛', 'Hainiu'], ['Qingdao Hainiu']],
  [
    'qingdao-west-coast',
    ['青岛西海岸', 'Qingdao West Coast'],
    ['西海岸', 'West Coast'],
    ['Qingdao West Coast'],
  ],
  ['shandong-taishan', ['山东泰山', 'Shandong Taishan'], ['泰山', 'Shandong'], ['Shandong Taishan']],
  [
    'shanghai-port',
    ['上海海港', 'Shanghai Port'],
    ['海港', 'SH Port'],
    ['Shanghai Port FC', 'Shanghai Port'],
  ],
  ['shanghai-shenhua', ['上海申花', 'Shanghai Shenhua'], ['申花', 'Shenhua'], ['Shanghai Shenhua']],
  [
    'shenzhen-peng-city',
    ['深圳新鹏城', 'Shenzhen Peng City'],
    ['新鹏城', 'Shenzhen'],
    ['Shenzhen Peng City'],
  ],
  [
    'tianjin-jinmen-tiger',
    ['天津津门虎', 'Tianjin Jinmen Tiger'],
    ['津门虎', 'Tianjin'],
    ['Tianjin Jinmen Tiger'],
  ],
  ['wuhan-three-towns', ['武汉三镇', 'Wuhan Three Towns'], ['三镇', 'Wuhan'], ['Wuhan Three Towns']],
  ['yunnan-yukun', ['云南玉昆', 'Yunnan Yukun'], ['玉昆', 'Yunnan'], ['Yunnan Yukun']],
  [
    'zhejiang',
    ['浙江队', 'Zhejiang FC'],
    ['浙江', 'Zhejiang'],
    ['Zhejiang Professional', 'Zhejiang FC', 'Zhejiang'],
  ],
];

export const CHINA_CLUBS = clubsOf('CHN', ROWS);
