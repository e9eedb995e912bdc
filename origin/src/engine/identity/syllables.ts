// The syllable table of the transliteration: one Chinese character per onset and rhyme, chosen from the
// characters Xinhua's foreign-name tables (《世界人名翻译大辞典》) use most for that sound, so a name
// reads the way Chinese media would write an unknown player: Marco Rossi → 马尔科·罗西.

/** Rhymes, in the order of each row's characters. `alone` is the consonant with no vowel after it. */
export const RHYMES = ['a', 'e', 'i', 'o', 'u', 'ai', 'ao', 'an', 'en', 'in', 'on', 'un', 'alone'] as const;
export type Rhyme = (typeof RHYMES)[number];

/** Onset → 13 characters, one per rhyme. The empty onset's `alone` is never used. */
export const SYLLABLES: Record<string, string> = {
  '': '阿埃伊奥乌艾奥安恩因翁温阿',
  b: '巴贝比博布拜鲍班本宾邦本布',
  p: '帕佩皮波普派保潘彭平庞彭普',
  d: '达德迪多杜戴道丹登丁东敦德',
  t: '塔特蒂托图泰陶坦滕廷通屯特',
  g: '加格吉戈古盖高甘根金贡贡格',
  k: '卡凯基科库凯考坎肯金孔昆克',
  f: '法费菲福富法福凡芬芬丰丰夫',
  v: '瓦韦维沃武瓦沃万文文冯文夫',
  w: '瓦韦维沃伍怀沃万温温翁温乌',
  h: '哈赫希霍胡海豪汉亨欣洪洪赫',
  l: '拉莱利洛卢莱劳兰伦林隆伦尔',
  r: '拉雷里罗鲁赖劳兰伦林龙伦尔',
  m: '马梅米莫穆迈毛曼门明蒙蒙姆',
  n: '纳内尼诺努奈瑙南嫩宁农农恩',
  s: '萨塞西索苏赛绍桑森辛松孙斯',
  z: '扎泽齐佐祖宰藻赞曾津宗尊兹',
  sh: '沙谢希肖舒夏肖尚申欣雄顺什',
  ch: '查切奇乔丘柴乔钱琴钦琼春奇',
  zh: '扎热日若茹扎饶让任仁容容日',
  j: '贾杰吉乔朱杰焦詹真金琼准日',
  y: '亚耶伊约尤亚尧扬延因永云伊',
  kw: '夸奎奎科库快考宽昆昆孔昆克',
};

/** The character for an onset and a rhyme. */
export function syllable(onset: string, rhyme: Rhyme): string {
  const row = Array.from(SYLLABLES[onset] ?? SYLLABLES[''] ?? '');
  return row[RHYMES.indexOf(rhyme)] ?? '';
}
