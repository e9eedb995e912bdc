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
/** American cities as Chinese writes them (奥斯汀, 纳什维尔); people's names stay Latin. */
const AMERICAN: NonNullable<CountryNames['script']> = chars();
/** Korean names in the characters Chinese writes them with (金敏俊). */
const KOREAN: NonNullable<CountryNames['script']> = chars();

const EURO_FIRST = L(
  'James,Lucas,Marco,Daniel,Leon,Hugo,Mateo,Noah,Luca,Adam,Jonas,Theo,David,Filip,Martin,Tomas,Jakub,Milan,Ivan,Nikola,Emil,Oskar,Viktor,Mikkel,Stefan',
);
const EURO_LAST = L(
  'Peeters,Maes,Jacobs,Novak,Horvat,Nielsen,Hansen,Larsen,Berg,Lindqvist,Nowak,Kowalski,Popescu,Petrov,Ivanov,Yilmaz,Kaya,Demir,Ferreira,Almeida,Carvalho,Sousa,Pinto,Smit,Bakker,Visser,Meijer,Wouters,Claes,Horvath,Nagy,Szabo,Kovacs,Dvorak,Svoboda,Novotny,Popovic,Jovanovic,Petrovic,Nikolic,Markovic,Janssen,Keller,Moreno,Costa,Silva',
);

/**
 * The generated world's places, by key: each one's name and the pools its fictional clubs' cities and
 * people's names are drawn from. Not the real countries (identity/countries.ts, `COUNTRIES`).
 */
export const GENERATED_PLACES: Record<string, CountryNames> = {
  england: {
    en: 'England',
    cn: '英格兰',
    vi: 'Anh',
    cities: L(
      'Ashford,Brampton,Calder,Dunmore,Eastleigh,Fernhill,Greyford,Holloway,Kingsbridge,Langley,Marston,Northwick,Oakham,Redcliffe,Stanmore,Thornbury,Wexley,Yarmouth,Ravensworth,Bexley,Carlton,Denholm,Elmstead,Hadley',
    ),
    first: L(
      'Harry,Jack,Oliver,George,Charlie,Callum,Reece,Jordan,Kyle,Tom,Ben,Sam,Josh,Luke,Ryan,Connor,Lewis,Alfie,Archie,Ethan,Jake,Liam,Max,Joe,Danny,Nathan,Ollie,Jamie,Adam,Dan',
    ),
    last: L(
      'Abbott,Ashworth,Barker,Bates,Baxter,Bishop,Booth,Bradley,Brooks,Burton,Carter,Chapman,Clarke,Cooper,Crawford,Dawson,Dixon,Doyle,Ellis,Fisher,Gibson,Goodwin,Graham,Griffiths,Hammond,Harding,Harrison,Hayes,Holmes,Howard,Hunt,Jarvis,Knight,Lawson,Lloyd,Marsh,Marshall,Matthews,Morris,Murray,Nash,Newton,Norris,Parker,Parsons,Pearce,Perry,Porter,Preston,Reed,Reynolds,Richards,Riley,Robson,Rowe,Saunders,Shepherd,Slater,Spencer,Stevens,Sutton,Thornton,Tucker,Turner,Wade,Wallace,Walsh,Warren,Watts,Webb,Wells,Wheeler,Whitehead,Wilkinson,Woods,Allen,Atkinson,Austin,Ball,Barton,Bell,Bennett,Berry,Black,Bond,Boyd,Briggs,Bryant,Bull,Burgess,Butler,Byrne,Cain,Carr,Chambers,Chandler,Clayton,Coleman,Collins,Conway,Cox,Cross,Curtis,Dale,Davey,Day,Dean,Duncan,Dunn,Eaton,Edwards,Elliott,Evans,Farmer,Field,Finch,Ford,Fox,Francis,Frost,Gardner,Gill,Glover,Grant,Gray,Green,Hall,Hancock,Hardy,Harper,Hawkins,Hill,Hobbs,Hodges,Holland,Hopkins,Horton,Hudson,Humphreys,Hunter,Ingram,Jenkins,Kay,Kemp,Kent,Lamb,Lane,Long,Lowe,Lynch,Marsden,Moore,Moss,Nicholls,Noble,Osborne,Page,Payne,Pearson,Phillips,Pike,Pollard,Potter,Powell,Price,Quinn,Rhodes,Rogers,Russell,Sharp,Simpson,Skinner,Storey,Swift,Taylor,Todd,Walton,Watson,Weaver,West,Wood,Wright,Wyatt,Young',
    ),
  },
  spain: {
    en: 'Spain',
    cn: '西班牙',
    vi: 'Tây Ban Nha',
    cities: L(
      'Alcoria,Bermeja,Castrillo,Doloria,Escalona,Fuentemar,Granadilla,Huelvilla,Lorenzana,Montalba,Navarrete,Olmedo,Peralta,Riosol,Santavera,Toral,Valdemar,Zurita,Almendral,Brinca,Cieza,Denia,Elda,Fraga',
    ),
    first: L(
      'Sergio,Pablo,Alvaro,Iker,Dani,Raul,Jorge,Marcos,Javi,Pedro,Unai,Adrian,Carlos,David,Diego,Hugo,Ivan,Jaime,Mario,Miguel,Ruben,Victor,Alejandro,Aitor,Borja,Ander,Oscar,Nacho,Rodrigo,Manu',
    ),
    last: L(
      'Garcia,Fernandez,Lopez,Martinez,Sanchez,Perez,Gomez,Martin,Jimenez,Hernandez,Diaz,Moreno,Munoz,Alvarez,Romero,Gutierrez,Navarro,Torres,Dominguez,Vazquez,Ramos,Gil,Serrano,Blanco,Molina,Morales,Suarez,Ortega,Delgado,Castro,Ortiz,Rubio,Marin,Sanz,Nunez,Iglesias,Medina,Garrido,Cortes,Castillo,Santos,Lozano,Guerrero,Cano,Prieto,Mendez,Cruz,Calvo,Gallego,Vidal,Leon,Herrera,Marquez,Pena,Flores,Cabrera,Campos,Vega,Fuentes,Carrasco,Diez,Reyes,Caballero,Nieto,Aguilar,Pascual,Santana,Herrero,Lorenzo,Hidalgo,Pastor,Soler,Benitez,Bravo,Escudero,Saez,Crespo,Arias,Roman,Mora,Vicente,Parra,Pardo,Rojas,Ferrer,Esteban,Montero,Carmona,Soto,Luque,Bermudez,Pizarro,Salas,Osorio,Ibanez,Maldonado,Miranda,Mendoza,Villar,Rios,Aranda,Bueno,Cuesta,Quintana,Rivas,Solis,Zamora,Vera,Arroyo,Toledo,Benito,Mateo,Ruano,Galan,Lara,Pineda,Sierra,Varela,Otero,Pacheco,Bautista,Ramirez,Palacios,Beltran,Hurtado,Rey,Velasco,Merino,Sola,Cobo',
    ),
  },
  italy: {
    en: 'Italy',
    cn: '意大利',
    vi: 'Ý',
    cities: L(
      'Albarese,Borgetto,Castellano,Dorvia,Fiorana,Gallico,Lavenza,Montorio,Novello,Orsena,Pietrasanta,Riviera,Sangallo,Torrente,Valdora,Verano,Alcamo,Bisceglia,Cortina,Dolcedo,Empoli,Faenza,Gubbio,Lucera',
    ),
    first: L(
      'Lorenzo,Federico,Nicolo,Gianluca,Matteo,Andrea,Ciro,Davide,Sandro,Alessio,Giorgio,Riccardo,Marco,Luca,Simone,Stefano,Tommaso,Filippo,Gabriele,Daniele,Emanuele,Francesco,Giacomo,Leonardo,Michele,Pietro,Roberto,Samuele,Alberto,Mattia',
    ),
    last: L(
      'Rossi,Russo,Ferrari,Esposito,Bianchi,Romano,Colombo,Ricci,Marino,Greco,Bruno,Gallo,Conti,Costa,Giordano,Rizzo,Lombardi,Moretti,Barbieri,Fontana,Santoro,Mariani,Rinaldi,Caruso,Ferrara,Galli,Martini,Leone,Longo,Gentile,Vitale,Lombardo,Serra,Coppola,Marchetti,Parisi,Villa,Ferraro,Ferri,Fabbri,Bianco,Marini,Grasso,Valentini,Messina,Sala,Gatti,Palumbo,Sanna,Farina,Rizzi,Monti,Cattaneo,Silvestri,Bellini,Basile,Orlando,Piras,Guerra,Mancuso,Mazza,Testa,Cirillo,Pace,Piccolo,Fiore,Rota,Melis,Bernardi,Cattani,Riva,Benedetti,Sartori,Neri,Sorrentino,Donati,Barone,Carbone,Morelli,Zanetti,Mele,Pagano,Giuliani,Ruggiero,Amato,Fumagalli,Pellegrino,Bassi,Tedesco,Lupo,Bellucci,Negri,Orlandi,Guidi,Mancini,Cocco,Corsi,Tosi,Vitali,Zanella,Bonetti,Cavallo,Fadda,Marras,Lodi,Poli,Falco,Rossetti,Sartor,Stella,Brambilla,Giorgi,Bertolini,Santini,Lazzari,Ferrero,Mattei,Baldi',
    ),
  },
  germany: {
    en: 'Germany',
    cn: '德国',
    vi: 'Đức',
    cities: L(
      'Altenburg,Bergheim,Dornstadt,Eichwald,Falkenau,Grunfeld,Hohenstein,Kaltental,Lindau,Marbach,Neustadt,Oberhof,Rheinau,Steinach,Talheim,Waldeck,Ahrweiler,Bramsche,Celle,Detmold,Essenbach,Fulda,Goslar,Hameln',
    ),
    first: L(
      'Thomas,Niklas,Florian,Joshua,Timo,Julian,Felix,Jonas,Lukas,Tim,Jan,Tobias,Dennis,Marvin,Kevin,Max,Moritz,Philipp,Sebastian,Benedikt,Christian,Dominik,Fabian,Jannik,Leon,Lennart,Maximilian,Nico,Robin,Marco',
    ),
    last: L(
      'Schmidt,Schneider,Fischer,Weber,Meyer,Wagner,Becker,Schulz,Hoffmann,Schafer,Koch,Bauer,Richter,Klein,Wolf,Schroder,Neumann,Schwarz,Zimmermann,Braun,Kruger,Hofmann,Hartmann,Lange,Schmitt,Krause,Meier,Lehmann,Schmid,Schulze,Maier,Kohler,Herrmann,Konig,Walter,Mayer,Huber,Kaiser,Fuchs,Peters,Lang,Scholz,Moller,Weiss,Jung,Hahn,Vogel,Friedrich,Keller,Gunther,Frank,Berger,Winkler,Roth,Beck,Lorenz,Baumann,Franke,Albrecht,Schuster,Vogt,Sauer,Arnold,Schumacher,Pohl,Busch,Thomas,Ludwig,Ziegler,Brandt,Kuhn,Pfeiffer,Dietrich,Engel,Horn,Sommer,Seidel,Graf,Heinrich,Brinkmann,Schubert,Jager,Haas,Ernst,Otto,Simon,Martin,Winter,Bergmann,Voigt,Marx,Stein,Jakob,Kraus,Bohm,Thiel,Ritter,Forster,Kuhlmann,Wendt,Wirth,Ebert,Nagel,Paul,Sander,Gross,Kessler,Schreiber,Lindner,Hesse,Dorn,Beyer,Kirchner,Stark,Reuter,Bader,Seifert,Heinz,Meister,Wiese',
    ),
  },
  france: {
    en: 'France',
    cn: '法国',
    vi: 'Pháp',
    cities: L(
      'Aubignac,Beaumont,Chatelrey,Dormans,Evrelle,Fontenay,Gravelines,Honfleur,Laval,Montbrison,Niort,Orange',
    ),
    first: L(
      'Antoine,Olivier,Hugo,Raphael,Theo,Aurelien,Adrien,Benjamin,Lucas,Jules,Maxime,Nicolas,Julien,Romain,Clement,Mathis,Bastien,Florian,Alexandre,Quentin,Thibault,Yanis,Enzo,Nathan,Louis,Arthur,Paul,Tom,Victor,Leo',
    ),
    last: L(
      'Martin,Bernard,Dubois,Robert,Richard,Petit,Durand,Leroy,Moreau,Simon,Laurent,Lefebvre,Michel,David,Bertrand,Roux,Vincent,Fournier,Morel,Girard,Andre,Lefevre,Mercier,Dupont,Lambert,Bonnet,Francois,Legrand,Garnier,Faure,Rousseau,Blanc,Guerin,Henry,Roussel,Perrin,Morin,Mathieu,Gauthier,Dumont,Fontaine,Chevalier,Masson,Gerard,Boyer,Denis,Lemaire,Duval,Joly,Gautier,Roger,Roche,Meunier,Colin,Brun,Aubert,Barbier,Arnaud,Giraud,Picard,Leclerc,Renard,Lucas,Brunet,Fabre,Carpentier,Riviere,Moulin,Dufour,Lacroix,Fleury,Marchand,Bouvier,Huet,Prevost,Caron,Dupuis,Mallet,Charpentier,Benoit,Rey,Lebrun,Royer,Bailly,Collet,Guillaume,Leroux,Poulain,Marie,Aubry,Hubert,Cordier,Leblanc,Besson,Baron,Langlois,Pierre,Weber,Lemoine,Vidal,Carre,Bourgeois,Cousin,Tessier,Marty,Olivier,Texier,Camus,Pages,Ferrand,Hamon,Jacob,Laine,Millet,Noel,Perret,Pons,Rolland,Tanguy,Vasseur',
    ),
  },
  portugal: {
    en: 'Portugal',
    cn: '葡萄牙',
    vi: 'Bồ Đào Nha',
    cities: L('Alvorada,Bragança,Covilha,Estremoz,Figueira,Lagoa,Mirandela,Tavira'),
    first: L(
      'Joao,Tiago,Diogo,Rui,Andre,Miguel,Goncalo,Rafael,Pedro,Ricardo,Nuno,Bruno,Duarte,Francisco,Henrique,Martim,Rodrigo,Tomas,Vasco,Filipe',
    ),
    last: L(
      'Ferreira,Costa,Rodrigues,Martins,Jesus,Sousa,Fernandes,Goncalves,Gomes,Lopes,Marques,Alves,Almeida,Ribeiro,Pinto,Carvalho,Teixeira,Moreira,Correia,Mendes,Nunes,Soares,Vieira,Monteiro,Cardoso,Rocha,Raposo,Neves,Coelho,Cruz,Cunha,Pires,Ramos,Reis,Simoes,Antunes,Matos,Fonseca,Machado,Araujo,Barbosa,Tavares,Lourenco,Castro,Figueiredo,Azevedo,Freitas,Batista,Guerreiro,Morais',
    ),
  },
  netherlands: {
    en: 'Netherlands',
    cn: '荷兰',
    vi: 'Hà Lan',
    cities: L('Almstad,Brederode,Dokkum,Hoorn,Kampen,Lochem,Sneek,Zierikzee'),
    first: L(
      'Daan,Sem,Lucas,Levi,Finn,Milan,Jesse,Thijs,Bram,Ruben,Luuk,Stijn,Jasper,Niels,Wouter,Joris,Bas,Tim,Koen,Sven',
    ),
    last: L(
      'Jansen,Bakker,Visser,Smit,Meijer,Mulder,Bos,Vos,Peters,Hendriks,Dekker,Brouwer,Dijkstra,Smits,Vermeulen,Kok,Jacobs,Schouten,Willems,Hoekstra,Koster,Verhoeven,Prins,Kuipers,Postma,Huisman,Kramer,Maas,Veenstra,Kuiper,Blom,Schipper,Timmermans,Groen,Gerritsen,Boersma,Wolters,Molenaar,Brink,Post,Bosman,Bouwman,Evers,Haan,Kroon,Hermans,Martens,Verbeek,Wijnen,Kooistra',
    ),
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
      'Wang:王,Li:李,Zhang:张,Liu:刘,Chen:陈,Zhao:赵,Wu:吴,Zhou:周,Xu:徐,Sun:孙,Ma:马,Hu:胡,Yang:杨,Huang:黄,Zhu:朱,Gao:高,Lin:林,He:何,Guo:郭,Luo:罗,Zheng:郑,Xie:谢,Song:宋,Tang:唐,Han:韩,Feng:冯,Deng:邓,Cao:曹,Peng:彭,Zeng:曾,Xiao:肖,Tian:田,Dong:董,Yuan:袁,Pan:潘,Cai:蔡,Du:杜,Ye:叶,Cheng:程,Wei:魏,Su:苏,Ding:丁,Ren:任,Shen:沈,Yao:姚',
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
      'Sato:佐藤,Suzuki:铃木,Takahashi:高桥,Tanaka:田中,Ito:伊藤,Watanabe:渡边,Yamamoto:山本,Nakamura:中村,Kobayashi:小林,Kato:加藤,Yoshida:吉田,Yamada:山田,Sasaki:佐佐木,Yamaguchi:山口,Matsumoto:松本,Inoue:井上,Kimura:木村,Hayashi:林,Shimizu:清水,Mori:森,Ikeda:池田,Hashimoto:桥本,Ishikawa:石川,Ogawa:小川,Kondo:近藤,Ishii:石井,Saito:斋藤,Sakamoto:坂本,Aoki:青木,Fujita:藤田,Nishimura:西村,Fukuda:福田,Ota:太田,Miura:三浦,Okada:冈田,Nakajima:中岛,Harada:原田,Ono:小野,Tamura:田村,Takeuchi:竹内,Kaneko:金子,Wada:和田,Nakano:中野,Morita:森田,Shibata:柴田',
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
    // No pairing of these makes a known player (no Salem with Al-Dawsari, no Ji-sung with Park).
    first: L('Takumi,Min-jun,Omar,Quang,Van,Hiroshi,Ji-ho,Faisal,Duc,Kaoru,Tae-hyun,Tien'),
    last: L('Tanaka,Kim,Al-Harbi,Nguyen,Tran,Suzuki,Park,Al-Otaibi,Pham,Sato,Lee,Le'),
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
  // The simulated basketball league of the Americas: cities of the United States only, none with an NBA
  // club, so that no generated club passes for a real one; written in cn as Chinese writes them.
  usa: {
    en: 'United States',
    cn: '美国',
    vi: 'Hoa Kỳ',
    cities: written(
      'Austin:奥斯汀,Louisville:路易斯维尔,Omaha:奥马哈,Tulsa:塔尔萨,Nashville:纳什维尔,Kansas City:堪萨斯城,Las Vegas:拉斯维加斯,St. Louis:圣路易斯,Pittsburgh:匹兹堡,Cincinnati:辛辛那提,Baltimore:巴尔的摩,Raleigh:罗利,Albuquerque:阿尔伯克基,Columbus:哥伦布,San Diego:圣迭戈,Hartford:哈特福德',
      AMERICAN.cities,
    ),
    first: L('Tyler,Jalen,Marcus,Devin,Jordan,Brandon,Trey,Malik,Caleb,Isaiah,Cameron,Darius'),
    last: L('Johnson,Williams,Brown,Jackson,Davis,Harris,Robinson,Walker,Mitchell,Turner,Hayes,Carter'),
    script: AMERICAN,
  },
  americas: {
    en: 'Americas',
    cn: '美洲',
    vi: 'Châu Mỹ',
    cities: L(
      'Santa Luz,Porto Verde,Rio Claro,Belavista,San Lorenzo,La Plata Norte,Rosales,Cordela,Mendara,Austinville,Portland Bay,Cascadia,Campinas,Recifa,Fortal,Goiana,Tigrera,Banfeld,Lanusa,Quilma,Denverton,Orlando Bay,Columbia,Seattle Sound',
    ),
    // Common names only: no pairing makes a known player (no Christian with Pulisic).
    first: L('Gabriel,Mateus,Lucas,Nicolas,Rodrigo,Julian,Martin,Felipe,Thiago,Bruno,Diego,Tomas'),
    last: L('Santos,Oliveira,Fernandez,Gomez,Pereira,Castro,Morales,Ramirez,Souza,Lima,Rojas,Medina'),
  },
  // Pools of the nations the data files hold without a pool of their own (the 2018 World Cup, the
  // 2026 squads): common names of each country, and no pairing that makes a known player.
  korea: {
    en: 'South Korea',
    cn: '韩国',
    vi: 'Hàn Quốc',
    cities: [],
    first: written(
      'Min-jun:敏俊,Seo-jun:瑞俊,Ji-ho:智浩,Hyun-woo:贤宇,Jun-seo:俊瑞,Do-yun:道允,Woo-jin:宇镇,Sung-min:成民,Jae-won:在元,Young-woo:永宇,Tae-hyun:泰贤,Dong-hyun:东贤,Sang-woo:相宇,Jin-woo:镇宇,Kyung-min:京民',
      KOREAN.first,
    ),
    last: written(
      'Kim:金,Lee:李,Park:朴,Choi:崔,Jung:郑,Kang:姜,Cho:赵,Yoon:尹,Jang:张,Lim:林,Han:韩,Oh:吴,Seo:徐,Shin:申,Kwon:权,Hwang:黄,Ahn:安,Song:宋,Hong:洪,Yoo:俞',
      KOREAN.last,
    ),
    script: KOREAN,
    familyFirst: true,
  },
  arabic: {
    en: 'Arab countries',
    cn: '阿拉伯国家',
    vi: 'Các nước Ả Rập',
    cities: [],
    first: L('Omar,Khalid,Youssef,Ahmed,Hamza,Karim,Tarek,Faisal,Nasser,Ziad,Bilal,Anas,Walid,Majed,Adel'),
    last: L(
      'Al-Harbi,Al-Otaibi,Al-Ghamdi,Al-Zahrani,Haddad,Mansour,Saleh,Hassan,Ibrahim,Khalil,Nasser,Aziz,Benali,Amrani,Bakri,Hamdi,Said,Touati',
    ),
  },
  iran: {
    en: 'Iran',
    cn: '伊朗',
    vi: 'Iran',
    cities: [],
    first: L('Reza,Ali,Hossein,Amir,Mehdi,Saeed,Hamid,Farhad,Majid,Navid,Omid,Kaveh'),
    last: L('Rezaei,Hosseini,Karimi,Ahmadi,Mohammadi,Rahimi,Moradi,Jafari,Sadeghi,Ghasemi,Kazemi,Nazari'),
  },
  westAfrica: {
    en: 'West Africa',
    cn: '西非',
    vi: 'Tây Phi',
    cities: [],
    first: L(
      'Moussa,Cheikh,Ibrahima,Abdoulaye,Mamadou,Lamine,Youssouf,Samuel,Emeka,Chidi,Tunde,Kelechi,Victor,Kwame,Yaw',
    ),
    last: L(
      'Diop,Ndiaye,Sarr,Gueye,Diallo,Faye,Mbaye,Sow,Okafor,Eze,Adeyemi,Okonkwo,Nwosu,Balogun,Mensah,Boateng,Owusu,Traore',
    ),
  },
  nordic: {
    en: 'Nordic countries',
    cn: '北欧',
    vi: 'Bắc Âu',
    cities: [],
    first: L('Mads,Rasmus,Emil,Viktor,Gustav,Anders,Jonas,Magnus,Oskar,Elias,Frederik,Sindri,Aron,Hugo,Axel'),
    last: L(
      'Jensen,Nielsen,Hansen,Pedersen,Andersen,Larsen,Johansson,Lindberg,Eriksson,Karlsson,Nilsson,Olsen,Berg,Holm,Magnusson,Gunnarsson',
    ),
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

/** Words of invented esports teams (no real organisation's name: Rogue and Falcons are real ones). */
export const ESPORTS_WORDS = L(
  'Nova,Thunder,Phoenix,Dragon,Titan,Vortex,Eclipse,Storm,Kestrel,Shadow,Blaze,Orbit,Zenith,Quasar,Apex,Frost,Lotus,Raven,Comet,Echo,Nimbus,Cobalt,Vector,Ember',
);
export const ESPORTS_SUFFIX = L('Gaming,Esports,Club,Academy');
/** Stems of invented players' handles (none a known professional's: Faker, Rookie and Zeus are). */
export const GAMER_TAGS = L(
  'Shadow,Ace,Blitz,Kaze,Nyx,Zest,Fable,Rune,Viper,Jett,Sky,Mango,Tofu,Ryu,Lynx,Volt,Kite,Mist,Onyx,Pulse',
);
export const BASKETBALL_NICKNAMES = L(
  'Tigers,Dragons,Rockets,Kings,Sharks,Eagles,Bulls,Lions,Stars,Wolves,Hawks,Bears',
);
export const BASKETBALL_NICKNAMES_CN = L('猛虎,飞龙,火箭,国王,鲨鱼,雄鹰,公牛,雄狮,明星,野狼,猎鹰,熊');
