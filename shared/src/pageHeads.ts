// Page head data (PRODUCT.md §3): title, keywords and description of home, zq, live, matches and
// user (and of the live streams' page, which says what it lists) in cn, en and vi. One copy for both
// ends: the gateway writes it into the first response (for crawlers and link previews) and the web
// app's catalogs use it once the app runs. One module per locale (pageHeadsCn.ts, pageHeadsEn.ts,
// pageHeadsVi.ts): a bundler keeps a module whole, so a page in one language downloads that one only.
import type { Locale } from './domain';
import type { PageHeadSet } from './pageHeadSet';
import { PAGE_HEADS_CN } from './pageHeadsCn';
import { PAGE_HEADS_EN } from './pageHeadsEn';
import { PAGE_HEADS_VI } from './pageHeadsVi';

export type { PageHead, PageHeadSet } from './pageHeadSet';
export { PAGE_HEADS_CN, PAGE_HEADS_EN, PAGE_HEADS_VI };

export const PAGE_HEADS: Record<Locale, PageHeadSet> = {
  cn: PAGE_HEADS_CN,
  en: PAGE_HEADS_EN,
  vi: PAGE_HEADS_VI,
};
