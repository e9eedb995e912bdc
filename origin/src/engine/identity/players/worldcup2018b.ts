// Scorers of the 2018 World Cup, groups E to H, under the names Chinese media (新浪体育, 懂球帝) gave them.
// Japanese players keep their names in kanji, as Chinese media write them.
import { type PlayerEntry, squad } from './define';

export const WORLD_CUP_2018_E_H: PlayerEntry[] = [
  ...squad('brazil', [
    ['Philippe Coutinho', '库蒂尼奥'],
    ['Neymar', '内马尔', 'Neymar Jr', 'Neymar Júnior'],
    ['Paulinho', '保利尼奥'],
    ['Renato Augusto', '雷纳托·奥古斯托'],
    ['Roberto Firmino', '菲尔米诺'],
    ['Thiago Silva', '蒂亚戈·席尔瓦'],
    ['Fernandinho', '费尔南迪尼奥'],
  ]),
  ...squad('switzerland', [
    ['Granit Xhaka', '扎卡'],
    ['Xherdan Shaqiri', '沙奇里'],
    ['Steven Zuber', '祖贝尔'],
    ['Blerim Džemaili', '哲马伊利'],
    ['Josip Drmić', '德尔米奇'],
    ['Yann Sommer', '佐默'],
  ]),
  ...squad('costa-rica', [['Kendall Waston', '沃斯顿']]),
  ...squad('serbia', [
    ['Aleksandar Kolarov', '科拉罗夫'],
    ['Aleksandar Mitrović', '米特罗维奇'],
  ]),
  ...squad('germany', [
    ['Toni Kroos', '克罗斯'],
    ['Marco Reus', '罗伊斯'],
  ]),
  ...squad('mexico', [
    ['Hirving Lozano', '洛萨诺'],
    ['Carlos Vela', '贝拉'],
    ['Javier Hernández', '埃尔南德斯', 'Chicharito'],
    ['Edson Álvarez', '阿尔瓦雷斯'],
  ]),
  ...squad('sweden', [
    ['Andreas Granqvist', '格兰克维斯特'],
    ['Ola Toivonen', '托伊沃宁'],
    ['Ludwig Augustinsson', '奥古斯丁松'],
    ['Emil Forsberg', '福斯贝里'],
  ]),
  ...squad(
    'south-korea',
    [
      ['Son Heung-min', '孙兴慜'],
      ['Kim Young-gwon', '金英权'],
    ],
    true,
  ),
  ...squad('belgium', [
    ['Romelu Lukaku', '卢卡库'],
    ['Eden Hazard', '阿扎尔'],
    ['Dries Mertens', '梅尔滕斯'],
    ['Michy Batshuayi', '巴舒亚伊'],
    ['Adnan Januzaj', '雅努扎伊'],
    ['Jan Vertonghen', '维尔通亨'],
    ['Marouane Fellaini', '费莱尼'],
    ['Nacer Chadli', '沙德利'],
    ['Thomas Meunier', '默尼耶'],
    ['Kevin De Bruyne', '德布劳内', 'De Bruyne'],
  ]),
  ...squad('panama', [['Felipe Baloy', '巴洛伊']]),
  ...squad('tunisia', [
    ['Ferjani Sassi', '萨西'],
    ['Dylan Bronn', '布隆'],
    ['Wahbi Khazri', '哈兹里'],
    ['Fakhreddine Ben Youssef', '本·优素福', 'Fakhereedine Ben Youssef', 'Ben Youssef'],
    ['Yassine Meriah', '梅里亚'],
  ]),
  ...squad('england', [
    ['Harry Kane', '凯恩'],
    ['John Stones', '斯通斯'],
    ['Jesse Lingard', '林加德'],
    ['Harry Maguire', '马奎尔'],
    ['Dele Alli', '阿里'],
    ['Kieran Trippier', '特里皮尔'],
  ]),
  ...squad('colombia', [
    ['Juan Fernando Quintero', '金特罗'],
    ['Radamel Falcao', '法尔考'],
    ['Juan Cuadrado', '夸德拉多'],
    ['Yerry Mina', '米纳'],
  ]),
  ...squad('japan', [
    ['Shinji Kagawa', '香川真司'],
    ['Yuya Osako', '大迫勇也'],
    ['Keisuke Honda', '本田圭佑'],
    ['Takashi Inui', '乾贵士'],
    ['Genki Haraguchi', '原口元气'],
  ]),
  ...squad('poland', [
    ['Grzegorz Krychowiak', '克里霍维亚克'],
    ['Jan Bednarek', '贝德纳雷克'],
    ['Thiago Cionek', '乔内克'],
  ]),
  ...squad('senegal', [
    ["M'Baye Niang", '尼昂'],
    ['Sadio Mané', '马内'],
    ['Moussa Wagué', '瓦盖'],
  ]),
];
