import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { revealScore, setSpoilerFree, useScoreHidden, useSpoilerFree } from './spoilerFree';

/** A score or result; in spoiler-free mode a button until the reader taps it. */
export function SpoilerScore({ matchId, children }: { matchId: number; children: ReactNode }) {
  const { t } = useTranslation();
  const hidden = useScoreHidden(matchId);
  if (!hidden) return <>{children}</>;
  return (
    <button
      type="button"
      className="spoiler-cover"
      onClick={(event) => {
        event.preventDefault();
        event.stopPropagation();
        revealScore(matchId);
      }}
    >
      {t('live.spoiler.reveal')}
    </button>
  );
}

/** The site-wide switch. */
export function SpoilerFreeSwitch() {
  const { t } = useTranslation();
  const on = useSpoilerFree();
  return (
    <label className="switch spoiler-switch">
      <input type="checkbox" checked={on} onChange={(event) => setSpoilerFree(event.target.checked)} />
      <span>{t('live.spoiler.switch')}</span>
    </label>
  );
}
