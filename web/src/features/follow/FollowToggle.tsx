// The toggle of a follow, one shape for a team's or competition's bell (FollowStar.tsx) and a match's
// bell (alerts/MatchBell.tsx): on while the follow store holds it, refused with a toast when the follows
// are full or the account did not keep it, a tap before hydration kept, and a word beside the icon
// when `text` is given (page titles, the match page). One rule set draws both (follow.css,
// `.follow-toggle`); a match's bell is blue when on, a team's amber.
import { type FollowKind, MAX_FOLLOWS } from '@pitchside/shared';
import type { ReactNode } from 'react';
import { useEarlyTap } from '../../render/earlyTaps';
import { toasts } from '../toast/toastStore';
import { followSnapshot, toggleFollow } from './followStore';
import './follow.css';

export interface FollowToggleProps {
  kind: FollowKind;
  id: number;
  /** Whether it is followed now (the caller's useFollow, which also words the label). */
  on: boolean;
  /** What a tap does, for a screen reader ("Follow …", "Stop alerts for …"). */
  label: string;
  /** The description shown on hover. */
  title: string;
  icon: ReactNode;
  /** The word beside the icon; none on cards and lists. */
  text?: string | undefined;
  /** The class that names which toggle it is (`follow-star`, `match-bell-button`). */
  className: string;
  /** The toasts: the follows are full, or the change was not kept. */
  full: string;
  failed: string;
  /** Called within the tap that turns it on, before anything is awaited (a permission prompt). */
  onFollow?: (() => void) | undefined;
  /** The test and page hooks of the toggle (`data-follow`, `data-match-bell`). */
  data: Readonly<Record<`data-${string}`, string | number>>;
}

export function FollowToggle({
  kind,
  id,
  on,
  label,
  title,
  icon,
  text,
  className,
  full,
  failed,
  onFollow,
  data,
}: FollowToggleProps) {
  const toggle = async () => {
    if (!on && followSnapshot().follows.size >= MAX_FOLLOWS) {
      toasts.show(full, 'error');
      return;
    }
    if (!on) onFollow?.();
    if (!(await toggleFollow(kind, id))) toasts.show(failed, 'error');
  };
  const ref = useEarlyTap<HTMLButtonElement>(() => void toggle());
  return (
    <button
      ref={ref}
      type="button"
      className={`follow-toggle ${className}${on ? ' on' : ''}${text === undefined ? '' : ' labelled'}`}
      aria-pressed={on}
      aria-label={label}
      title={title}
      {...data}
      onClick={() => void toggle()}
    >
      {icon}
      {text !== undefined && <span className="follow-toggle-text">{text}</span>}
    </button>
  );
}
