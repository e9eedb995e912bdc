// Name material for the generated world: fictional clubs in real competitions' countries.
import type { LocalizedText } from './types';

export interface CountryNames {
  en: string;
  cn: string;
  vi: string;
  cities: string[];
  first: string[];
  last: string[];
}

const L = (list: string): string[] => list.split(',');

const EURO_FIRST = L('James,Lucas,Marco,Daniel,Leon,Hugo,Mateo,Noah,Luca,Adam,Jonas,Theo');
const EURO_LAST = L('Hart,Moreno,Rossi,Keller,Laurent,Silva,Janssen,Costa,Weber,Bianchi');

export const COUNTRIES: Record<string, CountryNames> = {
  england: {
    en: 'England',
    cn: '英格兰',
    vi: 'Anh',
    cities: L(
      'Ashford,Brampton,Calder,Dunmore,Eastleigh,Fernhill,Greyford,Holloway,Kingsbridge,Langley,Marston,Northwick,Oakham,Redcliffe,Stanmore,Thornbury,Wexley,Yarmouth,Ravensworth,Bexley,Carlton,Denholm,Elmstead,Hadley',
    ),
    first: L('Harry,Jack,Oliver,George,Charlie,Mason,Callum,Reece,Jordan,Declan,Kyle,Tom'),
    last: L('Walker,Stones,Barnes,Hughes,Fletcher,Cole,Ward,Palmer,Mills,Bennett,Rice,Foster'),
  },
  spain: {
    en: 'Spain',
    cn: '西班牙',
    vi: 'Tây Ban Nha',
    cities: L(
      'Alcoria,Bermeja,Castrillo,Doloria,Escalona,Fuentemar,Granadilla,Huelvilla,Lorenzana,Montalba,Navarrete,Olmedo,Peralta,Riosol,Santavera,Toral,Valdemar,Zurita,Almendral,Brinca,Cieza,Denia,Elda,Fraga',
    ),
    first: L('Sergio,Pablo,Alvaro,Iker,Dani,Raul,Jorge,Marcos,Javi,Pedro,Unai,Adrian'),
    last: L('Garcia,Ruiz,Navas,Torres,Morales,Herrera,Ramos,Ortega,Castillo,Vega,Molina,Pardo'),
  },
  italy: {
    en: 'Italy',
    cn: '意大利',
    vi: 'Ý',
    cities: L(
      'Albarese,Borgetto,Castellano,Dorvia,Fiorana,Gallico,Lavenza,Montorio,Novello,Orsena,Pietrasanta,Riviera,Sangallo,Torrente,Valdora,Verano,Alcamo,Bisceglia,Cortina,Dolcedo,Empoli,Faenza,Gubbio,Lucera',
    ),
    first: L('Lorenzo,Federico,Nicolo,Gianluca,Matteo,Andrea,Ciro,Davide,Sandro,Alessio,Giorgio,Ricardo'),
    last: L('Conti,Ferrari,Esposito,Romano,Colombo,Ricci,Marino,Greco,Bruno,Gallo,Mancini,Barella'),
  },
  germany: {
    en: 'Germany',
    cn: '德国',
    vi: 'Đức',
    cities: L(
      'Altenburg,Bergheim,Dornstadt,Eichwald,Falkenau,Grunfeld,Hohenstein,Kaltental,Lindau,Marbach,Neustadt,Oberhof,Rheinau,Steinach,Talheim,Waldeck,Ahrweiler,Bramsche,Celle,Detmold,Essenbach,Fulda,Goslar,Hameln',
    ),
    first: L('Thomas,Niklas,Florian,Kai,Joshua,Leroy,Timo,Julian,Manuel,Serge,Felix,Jamal'),
    last: L('Muller,Schmidt,Wagner,Becker,Hoffmann,Kruger,Neuer,Brandt,Kimmich,Werner,Havertz,Goretzka'),
  },
  france: {
    en: 'France',
    cn: '法国',
    vi: 'Pháp',
    cities: L(
      'Aubignac,Beaumont,Chatelrey,Dormans,Evrelle,Fontenay,Gravelines,Honfleur,Laval,Montbrison,Niort,Orange',
    ),
    first: L('Antoine,Kylian,Olivier,Hugo,Raphael,Theo,Aurelien,Ousmane,Adrien,Benjamin,Lucas,Jules'),
    last: L('Martin,Dubois,Lefevre,Moreau,Girard,Bonnet,Dupont,Lambert,Fontaine,Rousseau,Mercier,Blanc'),
  },
  europe: {
    en: 'Europe',
    cn: '欧洲',
    vi: 'Châu Âu',
    cities: L(
      'Lisbona,Eindhaven,Porta,Bruges,Istanbul,Ankaro,Rotterhaven,Bragana,Izmiro,Utrechta,Faro,Konya',
    ),
    first: EURO_FIRST,
    last: EURO_LAST,
  },
  china: {
    en: 'China',
    cn: '中国',
    vi: 'Trung Quốc',
    cities: L(
      'Huaxi,Jinling,Yunshan,Haibin,Longquan,Qinghe,Tianfu,Xingyue,Baiyun,Donghai,Zhongyuan,Songjiang',
    ),
    first: L('Wei,Lei,Hao,Jun,Tao,Bin,Peng,Kai,Yang,Chen,Long,Xin'),
    last: L('Wang,Li,Zhang,Liu,Chen,Zhao,Wu,Zhou,Xu,Sun,Ma,Hu'),
  },
  asia: {
    en: 'Asia',
    cn: '亚洲',
    vi: 'Châu Á',
    cities: L(
      'Kanazaki,Hoshino,Seongnam,Daegu,Ulsanpo,Yokohara,Riyadha,Jeddara,Hanoi,Saigon,Haiphong,Danang,Hue,Nam Dinh,Thanh Hoa,Binh Duong,Quang Ninh,Can Tho,Dammam,Abha,Busanpo,Incheonga,Sapporu,Kobeya',
    ),
    first: L('Takumi,Min-jae,Salem,Quang,Van,Hiroshi,Ji-sung,Fahad,Duc,Kaoru,Hee-chan,Tien'),
    last: L('Tanaka,Kim,Al-Dawsari,Nguyen,Tran,Suzuki,Park,Al-Shehri,Pham,Sato,Lee,Le'),
  },
  americas: {
    en: 'Americas',
    cn: '美洲',
    vi: 'Châu Mỹ',
    cities: L(
      'Santa Luz,Porto Verde,Rio Claro,Belavista,San Lorenzo,La Plata Norte,Rosales,Cordela,Mendara,Austinville,Portland Bay,Cascadia,Campinas,Recifa,Fortal,Goiana,Tigrera,Banfeld,Lanusa,Quilma,Denverton,Orlando Bay,Columbia,Seattle Sound',
    ),
    first: L('Gabriel,Vinicius,Lautaro,Enzo,Rodrigo,Julian,Christian,Weston,Thiago,Bruno,Angel,Tyler'),
    last: L('Santos,Oliveira,Fernandez,Gomez,Pereira,Alvarez,Pulisic,Adams,Souza,Lima,Paredes,Reyna'),
  },
  world: { en: 'International', cn: '国际', vi: 'Quốc tế', cities: [], first: EURO_FIRST, last: EURO_LAST },
};

export const FOOTBALL_SUFFIXES: { en: string; cn: string }[] = [
  { en: 'United', cn: '联' },
  { en: 'City', cn: '城' },
  { en: 'FC', cn: '足球俱乐部' },
  { en: 'Athletic', cn: '竞技' },
  { en: 'Rovers', cn: '流浪者' },
  { en: 'Sporting', cn: '体育' },
  { en: 'Wanderers', cn: '漫游者' },
  { en: 'Albion', cn: '阿尔比恩' },
];

// Transliteration: Latin syllables to characters commonly used for foreign names.
const HANZI =
  '阿巴卡达埃法加哈伊基拉马纳奥帕拉萨塔乌瓦亚扎贝德费格赫克莱梅内佩雷塞特维泽比迪菲吉希科利米尼皮里西蒂维布杜富古胡库卢穆努普鲁苏图伍';
export function transliterate(latin: string): string {
  const chunks = latin
    .toLowerCase()
    .replace(/[^a-z]/g, '')
    .match(/[^aeiouy]*[aeiouy]+/g) ?? [latin];
  let out = '';
  for (const chunk of chunks.slice(0, 4)) {
    let h = 0;
    for (let i = 0; i < chunk.length; i++) h = (h * 31 + chunk.charCodeAt(i)) >>> 0;
    out += HANZI[h % HANZI.length];
  }
  return out;
}

export function localized(en: string, cn: string, vi = en): LocalizedText {
  return { cn, en, vi };
}

export const ESPORTS_WORDS = L(
  'Nova,Thunder,Phoenix,Dragon,Titan,Vortex,Eclipse,Storm,Falcon,Shadow,Blaze,Orbit,Zenith,Rogue,Apex,Frost,Lotus,Raven,Comet,Echo',
);
export const ESPORTS_SUFFIX = L('Gaming,Esports,Club,Academy');
export const GAMER_TAGS = L(
  'Shadow,Ace,Blitz,Kaze,Nyx,Zeus,Faker,Rookie,Viper,Jett,Sky,Mango,Tofu,Ryu,Lynx,Volt,Kite,Mist,Onyx,Pulse',
);
export const BASKETBALL_NICKNAMES = L(
  'Tigers,Dragons,Rockets,Kings,Sharks,Eagles,Bulls,Lions,Stars,Wolves,Hawks,Bears',
);
export const BASKETBALL_NICKNAMES_CN = L('猛虎,飞龙,火箭,国王,鲨鱼,雄鹰,公牛,雄狮,明星,野狼,猎鹰,熊');
