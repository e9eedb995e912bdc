import { type FollowKind, MAX_FOLLOWS } from '@pitchside/shared';
import { useTranslation } from 'react-i18next';
import { useEarlyTap } from '../../render/earlyTaps';
import { toasts } from '../toast/toastStore';
import { useFollowMessages } from './followMessages';
import { followSnapshot, toggleFollow } from './followStore';
import { useFollow } from './useFollows';
import './follow.css';

/**
 * The star that follows a team (club or national team) or a competition, for a guest in this browser
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
      <span aria-hidden="true">{on ? '★' : '☆'}</span>
      {labelled && <span className="follow-star-text">{t(on ? 'follow.following' : 'follow.follow')}</span>}
    </button>
  );
}
