import { type FollowKind, MAX_FOLLOWS } from '@pitchside/shared';
import { useTranslation } from 'react-i18next';
import { useEarlyTap } from '../../render/earlyTaps';
import { toasts } from '../toast/toastStore';
import { useFollowMessages } from './followMessages';
import { followSnapshot, toggleFollow } from './followStore';
import { useFollow } from './useFollows';
import './follow.css';

/**
 * A bell, never a star: a star favourites a match (the cards' ☆, kept in /matches/colects), while the bell
 * follows a team or competition, whose matches go to the feed (/user/feed). Outlined off, filled on.
 */
export function FollowBell({ on }: { on: boolean }) {
  return (
    <svg
      className="follow-bell"
      viewBox="0 0 24 24"
      width="16"
      height="16"
      aria-hidden="true"
      focusable="false"
    >
      <path
        d="M12 3.5a5.5 5.5 0 0 0-5.5 5.5v3.6L4.8 15.4v1.1h14.4v-1.1l-1.7-2.8V9A5.5 5.5 0 0 0 12 3.5Z"
        fill={on ? 'currentColor' : 'none'}
        stroke="currentColor"
        strokeWidth="1.7"
        strokeLinejoin="round"
      />
      <path d="M9.8 19a2.3 2.3 0 0 0 4.4 0Z" fill="currentColor" stroke="currentColor" strokeWidth="1.2" />
    </svg>
  );
}

/**
 * The bell that follows a team (club or national team) or a competition, for a guest in this browser
 * and for a signed-in user on the account. `labelled` shows "Follow"/"Following" beside it (page titles).
 */
export function FollowStar({
  kind,
  id,
  name,
  labelled = false,
}: {
  kind: FollowKind;
  id: number;
  name: string;
  labelled?: boolean;
}) {
  useFollowMessages();
  const { t } = useTranslation();
  const on = useFollow(kind, id) !== undefined;
  const label = t(on ? `follow.${kind}Off` : `follow.${kind}`, { name });
  const toggle = async () => {
    if (!on && followSnapshot().follows.size >= MAX_FOLLOWS) {
      toasts.show(t('follow.full', { max: MAX_FOLLOWS }), 'error');
      return;
    }
    if (!(await toggleFollow(kind, id))) toasts.show(t('follow.failed'), 'error');
  };
  const ref = useEarlyTap<HTMLButtonElement>(() => void toggle());
  return (
    <button
      ref={ref}
      type="button"
      className={`follow-star${on ? ' on' : ''}${labelled ? ' labelled' : ''}`}
      aria-pressed={on}
      aria-label={label}
      title={label}
      data-follow={`${kind}:${id}`}
      onClick={() => void toggle()}
    >
      <FollowBell on={on} />
      {labelled && <span className="follow-star-text">{t(on ? 'follow.following' : 'follow.follow')}</span>}
    </button>
  );
}
