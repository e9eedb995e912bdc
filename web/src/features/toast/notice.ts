import { i18next } from '../../i18n/i18n';
import { type Toast, toasts } from '../toast/toastStore';

/** What machines hand to the shell's toasts: an i18n key, worded at the time it shows. */
export interface Notice {
  key: string;
  kind: Toast['kind'];
}

export function showNotice({ key, kind }: Notice): void {
  toasts.show(i18next.t(key), kind);
}
