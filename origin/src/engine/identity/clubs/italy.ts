// Serie A clubs (2025/26). Chinese names as 新浪体育 and 懂球帝 write them (AC米兰 and 国际米兰 are the
// established forms); Vietnamese media write AC Milan, Inter and AS Roma.
import { type ClubRow, clubsOf } from './define';

const ROWS: ClubRow[] = [
  ['ac-milan', ['AC米兰', 'AC Milan'], [undefined, 'Milan', 'AC Milan'], ['AC Milan', 'Milan']],
  ['pisa', ['比萨', 'Pisa'], [], ['AC Pisa 1909']],
  ['fiorentina', ['佛罗伦萨', 'Fiorentina'], [], ['ACF Fiorentina']],
  ['roma', ['罗马', 'Roma', 'AS Roma'], [], ['AS Roma']],
  ['atalanta', ['亚特兰大', 'Atalanta'], [], ['Atalanta BC']],
  ['bologna', ['博洛尼亚', 'Bologna'], [], ['Bologna FC 1909']],
  ['cagliari', ['卡利亚里', 'Cagliari'], [], ['Cagliari Calcio']],
  ['como', ['科莫', 'Como'], [], ['Como 1907']],
  ['inter', ['国际米兰', 'Inter Milan', 'Inter'], ['国米', 'Inter'], ['FC Internazionale Milano', 'Inter']],
  ['genoa', ['热那亚', 'Genoa'], [], ['Genoa CFC']],
  ['hellas-verona', ['维罗纳', 'Hellas Verona'], [undefined, 'Verona'], ['Hellas Verona FC']],
  ['juventus', ['尤文图斯', 'Juventus'], ['尤文'], ['Juventus FC']],
  ['parma', ['帕尔马', 'Parma'], [], ['Parma Calcio 1913']],
  ['lazio', ['拉齐奥', 'Lazio'], [], ['SS Lazio']],
  ['napoli', ['那不勒斯', 'Napoli'], [], ['SSC Napoli']],
  ['torino', ['都灵', 'Torino'], [], ['Torino FC']],
  ['cremonese', ['克雷莫纳', 'Cremonese'], [], ['US Cremonese']],
  ['lecce', ['莱切', 'Lecce'], [], ['US Lecce']],
  ['sassuolo', ['萨索洛', 'Sassuolo'], [], ['US Sassuolo Calcio']],
  ['udinese', ['乌迪内斯', 'Udinese'], [], ['Udinese Calcio']],
];

export const ITALY_CLUBS = clubsOf('ITA', ROWS);
