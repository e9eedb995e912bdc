// The web app manifest in each language (served as /manifest.webmanifest in the visitor's language by
// the gateway, docs/API.md "Gateway"): what a phone or a desktop shows when the site is installed.

export type ManifestLocale = 'cn' | 'en' | 'vi';
export const MANIFEST_LOCALES: readonly ManifestLocale[] = ['cn', 'en', 'vi'];

const TEXTS: Record<ManifestLocale, { lang: string; name: string; shortName: string; description: string }> =
  {
    cn: {
      lang: 'zh-CN',
      name: '球场边 - 足球直播',
      shortName: '球场边',
      description: '足球比赛直播、实时比分、赛程赛果、赔率、阵容与聊天。',
    },
    en: {
      lang: 'en',
      name: 'Pitchside - football live',
      shortName: 'Pitchside',
      description: 'Football live streams, live scores, fixtures, results, odds, lineups and chat.',
    },
    vi: {
      lang: 'vi',
      name: 'Pitchside - trực tiếp bóng đá',
      shortName: 'Pitchside',
      description:
        'Trực tiếp bóng đá, tỷ số trực tuyến, lịch thi đấu, kết quả, tỷ lệ kèo, đội hình và trò chuyện.',
    },
  };

/** The site's colours (web/src/styles.css `--pitch`, and the page background). */
const THEME_COLOR = '#0b3d2e';
const BACKGROUND_COLOR = '#ffffff';

/** PNGs made from the logo (web/build/icons.ts), in web/public/icons. */
export const MANIFEST_ICONS = [
  { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
  { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
  { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
] as const;

export function webManifest(locale: ManifestLocale) {
  const texts = TEXTS[locale];
  return {
    // One app whatever language installed it: the id does not change with the names.
    id: '/',
    name: texts.name,
    short_name: texts.shortName,
    description: texts.description,
    lang: texts.lang,
    dir: 'ltr',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    background_color: BACKGROUND_COLOR,
    theme_color: THEME_COLOR,
    categories: ['sports', 'news'],
    icons: MANIFEST_ICONS,
  };
}
