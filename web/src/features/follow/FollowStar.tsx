import { type FollowKind, MAX_FOLLOWS } from '@pitchside/shared';
import { useTranslation } from 'react-i18next';
import { FollowToggle } from './FollowToggle';
import { useFollowMessages } from './followMessages';
import { useFollow } from './useFollows';

/**
 * A bell, never a star: a star favourites a match (the cards' ☆, kept in /matches/colects), while the bell
 * follows a team or competition, whose matches go to the feed (/user/feed). Outlined off, filled on.
 * `ringing` draws the lines of its ringing: a match's bell (alerts/MatchBell.tsx), one match's alerts.
 */
export function FollowBell({ on, ringing = false }: { on: boolean; ringing?: boolean }) {
  const size = ringing ? 18 : 16;
  return (
    <svg
      className={ringing ? 'follow-bell ringing' : 'follow-bell'}
      viewBox="0 0 24 24"
      width={size}
      height={size}
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
      {ringing && (
        <path
          d="M3.6 5.8A9 9 0 0 0 2.2 10.6M20.4 5.8a9 9 0 0 1 1.4 4.8"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.6"
          strokeLinecap="round"
        />
      )}
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
  return (
    <FollowToggle
      kind={kind}
      id={id}
      on={on}
      label={label}
      title={label}
      icon={<FollowBell on={on} />}
      text={labelled ? t(on ? 'follow.following' : 'follow.follow') : undefined}
      className="follow-star"
      full={t('follow.full', { max: MAX_FOLLOWS })}
      failed={t('follow.failed')}
      data={{ 'data-follow': `${kind}:${id}` }}
    />
  );
}
