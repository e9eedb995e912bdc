// J1 League clubs (2025). Chinese names as Chinese media write them (鹿岛鹿角, 川崎前锋, 浦和红钻, 横滨水手);
// English and Vietnamese keep the clubs' names.
import { type ClubRow, clubsOf } from './define';

const ROWS: ClubRow[] = [
  ['albirex-niigata', ['新潟天鹅', 'Albirex Niigata'], ['新潟', 'Niigata'], ['Albirex Niigata']],
  ['avispa-fukuoka', ['福冈黄蜂', 'Avispa Fukuoka'], ['福冈', 'Fukuoka'], ['Avispa Fukuoka']],
  ['cerezo-osaka', ['大阪樱花', 'Cerezo Osaka'], ['樱花', 'Cerezo'], ['Cerezo Osaka']],
  ['machida-zelvia', ['町田泽维亚', 'Machida Zelvia'], ['町田', 'Machida'], ['FC Machida Zelvia']],
  ['fc-tokyo', ['东京FC', 'FC Tokyo'], [], ['FC Tokyo']],
  ['fagiano-okayama', ['冈山绿雉', 'Fagiano Okayama'], ['冈山', 'Okayama'], ['Fagiano Okayama']],
  ['gamba-osaka', ['大阪钢巴', 'Gamba Osaka'], ['钢巴', 'Gamba'], ['Gamba Osaka']],
  ['kashima-antlers', ['鹿岛鹿角', 'Kashima Antlers'], ['鹿岛', 'Kashima'], ['Kashima Antlers']],
  ['kashiwa-reysol', ['柏太阳神', 'Kashiwa Reysol'], [undefined, 'Kashiwa'], ['Kashiwa Reysol']],
  ['kawasaki-frontale', ['川崎前锋', 'Kawasaki Frontale'], ['川崎', 'Kawasaki'], ['Kawasaki Frontale']],
  ['kyoto-sanga', ['京都不死鸟', 'Kyoto Sanga'], ['京都', 'Kyoto'], ['Kyoto Sanga FC']],
  ['nagoya-grampus', ['名古屋鲸八', 'Nagoya Grampus'], ['名古屋', 'Nagoya'], ['Nagoya Grampus']],
  [
    'sanfrecce-hiroshima',
    ['广岛三箭', 'Sanfrecce Hiroshima'],
    ['广岛', 'Hiroshima'],
    ['Sanfrecce Hiroshima'],
  ],
  ['shimizu-s-pulse', ['清水心跳', 'Shimizu S-Pulse'], ['清水', 'Shimizu'], ['Shimizu S-Pulse']],
  ['shonan-bellmare', ['湘南比马', 'Shonan Bellmare'], ['湘南', 'Shonan'], ['Shonan Bellmare']],
  ['tokyo-verdy', ['东京绿茵', 'Tokyo Verdy'], [], ['Tokyo Verdy']],
  ['urawa-red-diamonds', ['浦和红钻', 'Urawa Red Diamonds'], ['浦和', 'Urawa Reds'], ['Urawa Red Diamonds']],
  ['vissel-kobe', ['神户胜利船', 'Vissel Kobe'], ['神户', 'Kobe'], ['Vissel Kobe']],
  [
    'yokohama-f-marinos',
    ['横滨水手', 'Yokohama F. Marinos'],
    [undefined, 'Yokohama FM'],
    ['Yokohama F. Marinos'],
  ],
  ['yokohama-fc', ['横滨FC', 'Yokohama FC'], [], ['Yokohama FC']],
];

export const JAPAN_CLUBS = clubsOf('JPN', ROWS);
