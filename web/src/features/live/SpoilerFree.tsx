import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Switch } from '../ui/Switch';
import { revealScore, setSpoilerFree, useScoreHidden, useSpoilerFree } from './spoilerFree';

/**
 * A score or result; in spoiler-free mode a button until the reader taps it. Inside a link (a match
 * card) it is a plain cover, since a button may not sit in a link: a tap on it reveals instead of
 * following the link.
 */
export function SpoilerScore({
  matchId,
  inLink = false,
  children,
}: {
  matchId: number;
  inLink?: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const hidden = useScoreHidden(matchId);
  if (!hidden) return <>{children}</>;
  // Inside a link a button may not sit: a plain cover then, the link staying the keyboard's way in.
  const Cover = inLink ? 'span' : 'button';
  return (
    <Cover
      type={inLink ? undefined : 'button'}
      className="spoiler-cover"
      onClick={(event) => {
        event.preventDefault();
        event.stopPropagation();
        revealScore(matchId);
      }}
    >
      {t('live.spoiler.reveal')}
    </Cover>
  );
}

/** The site-wide switch; disabled until a drawn page has hydrated (LanguageMenu says why). */
export function SpoilerFreeSwitch() {
  const { t } = useTranslation();
  const on = useSpoilerFree();
  return (
    <Switch
      checked={on}
      onChange={setSpoilerFree}
      label={t('live.spoiler.switch')}
      className="spoiler-switch"
    />
  );
}
