import type { FeatureMessages } from '../../i18n/featureMessages';
import { OFFLINE_TEXTS } from '../../sw/offlineTexts';

/** The offline state's words: the same as the worker's offline page (web/src/sw/offlineTexts.ts). */
export const PWA_MESSAGES: FeatureMessages<{ offline: (typeof OFFLINE_TEXTS)['cn'] }> = {
  cn: { offline: OFFLINE_TEXTS.cn },
  en: { offline: OFFLINE_TEXTS.en },
  vi: { offline: OFFLINE_TEXTS.vi },
};
