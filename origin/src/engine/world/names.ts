// Name material for the generated world: fictional clubs in real competitions' countries.
import type { LocalizedText } from '../types';

export interface CountryNames {
  en: string;
  cn: string;
  vi: string;
  cities: string[];
  first: string[];
  last: string[];
  /**
   * Names written in Chinese characters (Chinese and Japanese names): each Latin part (city, given name,
   * surname) → its characters, so 王子豪 is "Wang Zihao" in en and vi, the same name. Other names are
   * transliterated into cn.
   */
  script?: { cities: Record<string, string>; first: Record<string, string>; last: Record<string, string> };
  /** The family name comes first in Latin letters too (Chinese names: "Wang Zihao"). */
  familyFirst?: boolean;
}

const L = (list: string): string[] => list.split(',');

/** 'Wang:王,Li:李' → the Latin parts, their characters recorded in `script`. */
function written(list: string, script: Record<string, string>): string[] {
  return list.split(',').map((pair) => {
    const [latin = '', chars = ''] = pair.split(':');
    script[latin] = chars;
    return latin;
  });
}

const chars = () => ({ cities: {}, first: {}, last: {} });
const CHINESE: NonNullable<CountryNames['script']> = chars();
const JAPANESE: NonNullable<CountryNames['script']> = chars();
/** Vietnamese cities as Chinese writes them; people's names stay Latin (transliterated into cn). */
const VIETNAMESE: NonNullable<CountryNames['script']> = chars();

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
    cities: written(
      'Huaxi:华西,Jinling:金陵,Yunshan:云山,Haibin:海滨,Longquan:龙泉,Qinghe:清河,Tianfu:天府,Xingyue:星月,Baiyun:白云,Donghai:东海,Zhongyuan:中原,Songjiang:松江',
      CHINESE.cities,
    ),
    first: written(
      'Wei:伟,Lei:磊,Hao:浩,Jun:军,Tao:涛,Bin:斌,Peng:鹏,Kai:凯,Yang:洋,Chen:晨,Long:龙,Xin:鑫,Zihao:子豪,Haoran:浩然,Yufeng:宇峰,Jiahao:家豪,Wenjun:文军,Xiaolong:小龙,Tianyi:天翼,Junjie:俊杰,Zhiwei:志伟,Minghao:明浩,Yuchen:宇辰,Shuai:帅,Jianfeng:剑锋,Guanghui:光辉,Zhenyu:振宇,Bowen:博文,Ruixiang:瑞祥,Chao:超',
      CHINESE.first,
    ),
    last: written(
      'Wang:王,Li:李,Zhang:张,Liu:刘,Chen:陈,Zhao:赵,Wu:吴,Zhou:周,Xu:徐,Sun:孙,Ma:马,Hu:胡,Yang:杨,Huang:黄,Zhu:朱,Gao:高,Lin:林,He:何,Guo:郭,Luo:罗',
      CHINESE.last,
    ),
    script: CHINESE,
    familyFirst: true,
  },
  japan: {
    en: 'Japan',
    cn: '日本',
    vi: 'Nhật Bản',
    cities: written(
      'Kanazaki:金崎,Hoshino:星野,Yokohara:横原,Kamakura:镰仓,Minato:港,Aoba:青叶,Kawagoe:川越,Nagaoka:长冈',
      JAPANESE.cities,
    ),
    first: written(
      'Takumi:拓海,Sho:翔,Hiroto:大翔,Yuma:悠真,Haruto:阳斗,Ren:莲,Daiki:大树,Kenta:健太,Shota:翔太,Ryo:亮,Keisuke:圭佑,Shinji:真司,Wataru:航,Takuya:拓也,Naoki:直树,Kazuya:和也,Keita:启太,Yuta:雄太,Kosuke:康介,Shun:俊,Hayato:隼人,Sota:飒太,Kaoru:薰,Hiroshi:宏,Yuki:勇树,Ritsu:律,Kaito:海斗,Tomoya:智也,Genki:元气,Riku:陆',
      JAPANESE.first,
    ),
    last: written(
      'Sato:佐藤,Suzuki:铃木,Takahashi:高桥,Tanaka:田中,Ito:伊藤,Watanabe:渡边,Yamamoto:山本,Nakamura:中村,Kobayashi:小林,Kato:加藤,Yoshida:吉田,Yamada:山田,Sasaki:佐佐木,Yamaguchi:山口,Matsumoto:松本,Inoue:井上,Kimura:木村,Hayashi:林,Shimizu:清水,Mori:森,Ikeda:池田,Hashimoto:桥本,Ishikawa:石川,Ogawa:小川',
      JAPANESE.last,
    ),
    script: JAPANESE,
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
  // Vietnam's VBA: Vietnamese cities only (its real clubs: Saigon Heat, Hanoi Buffaloes, Danang Dragons…),
  // written in cn as Chinese writes them (河内, 胡志明市), never sounded out.
  vietnam: {
    en: 'Vietnam',
    cn: '越南',
    vi: 'Việt Nam',
    cities: written(
      'Hanoi:河内,Saigon:西贡,Haiphong:海防,Danang:岘港,Hue:顺化,Nha Trang:芽庄,Can Tho:芹苴,Vung Tau:头顿,Da Lat:大叻,Quy Nhon:归仁,Bien Hoa:边和,Vinh:荣市,Nam Dinh:南定,Thanh Hoa:清化,Ha Long:下龙,Buon Ma Thuot:邦美蜀',
      VIETNAMESE.cities,
    ),
    first: L('Quang,Van,Duc,Tien,Minh,Hoang,Tuan,Thanh,Hai,Long,Khanh,Phuc'),
    last: L('Nguyen,Tran,Le,Pham,Hoang,Vu,Dang,Bui,Do,Ngo,Duong,Ly'),
    script: VIETNAMESE,
    familyFirst: true,
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
