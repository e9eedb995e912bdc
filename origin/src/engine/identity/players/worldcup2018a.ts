// Scorers of the 2018 World Cup, groups A to D, under the names Chinese media (新浪体育, 懂球帝) gave them.
import { type PlayerEntry, squad } from './define';

export const WORLD_CUP_2018_A_D: PlayerEntry[] = [
  ...squad('russia', [
    ['Yuri Gazinsky', '加津斯基'],
    ['Denis Cheryshev', '切里舍夫'],
    ['Artem Dzyuba', '久巴'],
    ['Aleksandr Golovin', '戈洛温'],
    ['Mário Fernandes', '马里奥·费尔南德斯', 'Mário Figueira Fernandes'],
    ['Sergei Ignashevich', '伊格纳舍维奇'],
  ]),
  ...squad('saudi-arabia', [
    ['Salman Al-Faraj', '法拉吉'],
    ['Salem Al-Dawsari', '多萨里'],
  ]),
  ...squad('egypt', [
    ['Mohamed Salah', '萨拉赫'],
    ['Ahmed Fathi', '法蒂'],
  ]),
  ...squad('uruguay', [
    ['Luis Suárez', '苏亚雷斯'],
    ['Edinson Cavani', '卡瓦尼'],
    ['José Giménez', '希门尼斯'],
  ]),
  ...squad('portugal', [
    ['Cristiano Ronaldo', 'C罗', 'CR7'],
    ['Pepe', '佩佩'],
    ['Ricardo Quaresma', '夸雷斯马'],
  ]),
  ...squad('spain', [
    ['Diego Costa', '迭戈·科斯塔'],
    ['Isco', '伊斯科'],
    ['Nacho', '纳乔'],
    ['Iago Aspas', '阿斯帕斯'],
  ]),
  ...squad('morocco', [
    ['Khalid Boutaib', '布塔伊卜'],
    ['Youssef En-Nesyri', '恩内斯里'],
    ['Aziz Bouhaddouz', '布哈杜兹'],
  ]),
  ...squad('iran', [['Karim Ansarifard', '安萨里法德']]),
  ...squad('france', [
    ['Antoine Griezmann', '格列兹曼'],
    ['Kylian Mbappé', '姆巴佩'],
    ['Paul Pogba', '博格巴'],
    ['Benjamin Pavard', '帕瓦尔'],
    ['Raphaël Varane', '瓦拉内'],
    ['Samuel Umtiti', '乌姆蒂蒂'],
  ]),
  ...squad('australia', [
    ['Mile Jedinak', '耶迪纳克'],
    ['Aziz Behich', '贝希奇'],
  ]),
  ...squad('peru', [
    ['André Carrillo', '卡里略'],
    ['Paolo Guerrero', '格雷罗'],
  ]),
  ...squad('denmark', [
    ['Christian Eriksen', '埃里克森'],
    ['Yussuf Poulsen', '波尔森'],
    ['Mathias Jørgensen', '约尔根森'],
  ]),
  ...squad('argentina', [
    ['Lionel Messi', '梅西'],
    ['Sergio Agüero', '阿圭罗'],
    ['Marcos Rojo', '罗霍'],
    ['Ángel Di María', '迪马利亚', 'Di María'],
    ['Gabriel Mercado', '梅尔卡多'],
  ]),
  ...squad('iceland', [
    ['Alfreð Finnbogason', '芬博加松'],
    ['Gylfi Sigurðsson', '西古德森'],
  ]),
  ...squad('croatia', [
    ['Luka Modrić', '莫德里奇'],
    ['Ivan Rakitić', '拉基蒂奇'],
    ['Mario Mandžukić', '曼朱基奇'],
    ['Ivan Perišić', '佩里西奇'],
    ['Andrej Kramarić', '克拉马里奇'],
    ['Milan Badelj', '巴德利'],
    ['Domagoj Vida', '维达'],
    ['Ante Rebić', '雷比奇'],
  ]),
  ...squad('nigeria', [
    ['Ahmed Musa', '穆萨'],
    ['Victor Moses', '摩西'],
    ['Oghenekaro Etebo', '埃特博'],
  ]),
];
