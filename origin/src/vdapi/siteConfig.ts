// What /vdapi/config/initconfig says about the site itself (header, footer, about; PRODUCT.md §2).
// Fixed texts per language; the league menu and hot words come from the engine at request time.
import type { InitConfig } from '@pitchside/shared';
import type { Locale } from '../engine/types';

type SiteTexts = Pick<
  InitConfig,
  | 'siteName'
  | 'logoUrl'
  | 'contact'
  | 'appDownloadUrl'
  | 'followQrCodeUrl'
  | 'aboutText'
  | 'copyright'
  | 'recordFiling'
>;

const contact = {
  qq: '800 123 456',
  phone: '+86 400 800 1234',
  email: 'support@pitchside.example',
  weixin: 'pitchside_live',
};

const common = {
  logoUrl: '/logo.svg',
  appDownloadUrl: 'https://app.pitchside.example/',
  followQrCodeUrl: '/vdapi/img/qrcode.svg',
};

export const SITE_TEXTS: Record<Locale, SiteTexts> = {
  cn: {
    ...common,
    siteName: 'Pitchside 球场边',
    contact: { ...contact, address: '中国上海市浦东新区世纪大道 100 号' },
    aboutText: 'Pitchside 为球迷提供足球直播、赛程、比分、赔率、阵容、情报和集锦。',
    copyright: '© 2026 Pitchside 版权所有',
    recordFiling: { text: '沪ICP备2026000000号', url: 'https://beian.miit.gov.cn/' },
  },
  en: {
    ...common,
    siteName: 'Pitchside',
    contact: { ...contact, address: '100 Century Avenue, Pudong, Shanghai, China' },
    aboutText:
      'Pitchside brings football fans live matches, schedules, scores, odds, lineups, intel and highlights.',
    copyright: '© 2026 Pitchside. All rights reserved.',
    recordFiling: { text: 'ICP filing 2026000000', url: 'https://beian.miit.gov.cn/' },
  },
  vi: {
    ...common,
    siteName: 'Pitchside',
    contact: { ...contact, address: '100 Đại lộ Thế Kỷ, Phố Đông, Thượng Hải, Trung Quốc' },
    aboutText:
      'Pitchside mang đến cho người hâm mộ bóng đá trận đấu trực tiếp, lịch thi đấu, tỷ số, tỷ lệ cược, đội hình, nhận định và video nổi bật.',
    copyright: '© 2026 Pitchside. Bảo lưu mọi quyền.',
    recordFiling: { text: 'Giấy phép ICP 2026000000', url: 'https://beian.miit.gov.cn/' },
  },
};

export const SPORT_NAMES: Record<Locale, Record<1 | 2 | 3, string>> = {
  cn: { 1: '足球', 2: '篮球', 3: '电竞' },
  en: { 1: 'Football', 2: 'Basketball', 3: 'Esports' },
  vi: { 1: 'Bóng đá', 2: 'Bóng rổ', 3: 'Thể thao điện tử' },
};

/** A QR-code-like picture for the footer's "follow us" (a fixed pattern; scanning leads nowhere). */
export function followQrSvg(): string {
  const cells: string[] = [];
  let seed = 0x2f6b;
  for (let y = 0; y < 21; y++) {
    for (let x = 0; x < 21; x++) {
      const finder = (x < 7 && y < 7) || (x > 13 && y < 7) || (x < 7 && y > 13);
      seed = (seed * 1103515245 + 12345) >>> 0;
      const dark = finder
        ? Math.max(Math.abs((x % 14) - 3), Math.abs((y % 14) - 3)) !== 2 &&
          Math.max(Math.abs((x % 14) - 3), Math.abs((y % 14) - 3)) !== 4
        : (seed >>> 16) % 2 === 0;
      if (dark) cells.push(`M${x} ${y}h1v1h-1z`);
    }
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="-2 -2 25 25" width="150" height="150" role="img"><title>Pitchside</title><rect x="-2" y="-2" width="25" height="25" fill="#fff"/><path d="${cells.join('')}" fill="#000"/></svg>`;
}
