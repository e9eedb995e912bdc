// La Liga clubs (2025/26). Chinese names as 新浪体育 and 懂球帝 write them (皇马, 巴萨, 马竞 as short forms);
// Vietnamese media write Barca, Atletico and Bilbao.
import { type ClubRow, clubsOf } from './define';

const ROWS: ClubRow[] = [
  [
    'athletic-club',
    ['毕尔巴鄂竞技', 'Athletic Club', 'Athletic Bilbao'],
    ['毕尔巴鄂', 'Athletic', 'Bilbao'],
    ['Athletic Club'],
  ],
  ['osasuna', ['奥萨苏纳', 'Osasuna'], [], ['CA Osasuna']],
  [
    'atletico-madrid',
    ['马德里竞技', 'Atlético Madrid', 'Atletico Madrid'],
    ['马竞', 'Atlético', 'Atletico'],
    ['Club Atlético de Madrid', 'Atlético de Madrid'],
  ],
  ['alaves', ['阿拉维斯', 'Alavés', 'Alaves'], [], ['Deportivo Alavés']],
  ['elche', ['埃尔切', 'Elche'], [], ['Elche CF']],
  ['barcelona', ['巴塞罗那', 'Barcelona'], ['巴萨', 'Barcelona', 'Barca'], ['FC Barcelona']],
  ['getafe', ['赫塔费', 'Getafe'], [], ['Getafe CF']],
  ['girona', ['赫罗纳', 'Girona'], [], ['Girona FC']],
  ['levante', ['莱万特', 'Levante'], [], ['Levante UD']],
  ['celta-vigo', ['塞尔塔', 'Celta Vigo'], [undefined, 'Celta'], ['RC Celta de Vigo', 'RC Celta']],
  ['espanyol', ['西班牙人', 'Espanyol'], [], ['RCD Espanyol de Barcelona', 'RCD Espanyol']],
  ['mallorca', ['马略卡', 'Mallorca'], [], ['RCD Mallorca']],
  ['rayo-vallecano', ['巴列卡诺', 'Rayo Vallecano'], [undefined, 'Rayo'], ['Rayo Vallecano de Madrid']],
  ['real-betis', ['皇家贝蒂斯', 'Real Betis'], ['贝蒂斯', 'Betis'], ['Real Betis Balompié']],
  ['real-madrid', ['皇家马德里', 'Real Madrid'], ['皇马'], ['Real Madrid CF', 'Real Madrid C.F.']],
  ['real-oviedo', ['皇家奥维耶多', 'Real Oviedo'], ['奥维耶多', 'Oviedo'], ['Real Oviedo']],
  ['real-sociedad', ['皇家社会', 'Real Sociedad'], [undefined, 'R. Sociedad'], ['Real Sociedad de Fútbol']],
  ['sevilla', ['塞维利亚', 'Sevilla'], [], ['Sevilla FC']],
  ['valencia', ['瓦伦西亚', 'Valencia'], [], ['Valencia CF']],
  ['villarreal', ['比利亚雷亚尔', 'Villarreal'], ['黄潜'], ['Villarreal CF']],
];

export const SPAIN_CLUBS = clubsOf('ESP', ROWS);
