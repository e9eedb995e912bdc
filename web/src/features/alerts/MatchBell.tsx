// A match's bell (issue 29 §5): follows that one match for its alerts (kick-off, goals, red cards, half
// and full time), for a guest in this browser and for a signed-in user on the account, merged at sign-in
// like the team follows (follow/followStore.ts). A ringing bell, so it is never taken for the team's
// plain bell (follow/FollowStar.tsx) or the card's favourite star; its name says "this match".
// The cards load it in a chunk of its own once the page is the browser's (the phone's / budget).
import { MAX_FOLLOWS } from '@pitchside/shared';
import { useTranslation } from 'react-i18next';
import { useMessages } from '../../i18n/featureMessages';
import { followSnapshot, toggleFollow } from '../follow/followStore';
import { useFollow } from '../follow/useFollows';
import { toasts } from '../toast/toastStore';
import { useAlertMessages } from './alertMessages';
import { matchBellMessages } from './matchBellMessages';
import { askPermission, usePermission } from './permission';
import './alerts.css';

/** A bell with the lines of its ringing: one match's alerts. Outlined off, filled on. */
function RingingBell({ on }: { on: boolean }) {
  return (
    <svg
      className="match-bell-icon"
      viewBox="0 0 24 24"
      width="18"
      height="18"
      aria-hidden="true"
      focusable="false"
    >
      <path
        d="M12 4.5a4.8 4.8 0 0 0-4.8 4.8v3.1l-1.5 2.5v1h12.6v-1l-1.5-2.5V9.3A4.8 4.8 0 0 0 12 4.5Z"
        fill={on ? 'currentColor' : 'none'}
        stroke="currentColor"
        strokeWidth="1.6"
        strokeLinejoin="round"
      />
      <path d="M10 18.6a2 2 0 0 0 4 0Z" fill="currentColor" />
      <path
        d="M4.2 6.5A8.5 8.5 0 0 0 2.8 11M19.8 6.5a8.5 8.5 0 0 1 1.4 4.5"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.6"
        strokeLinecap="round"
      />
    </svg>
  );
}

/**
 * The bell of one match. Ringing it asks the browser for notifications (from the tap, as browsers
 * require) when it has not been asked yet. `labelled` adds its name beside it (the match page).
 */
export default function MatchBell({
  matchId,
  home,
  away,
  labelled = false,
}: {
  matchId: number;
  home: string;
  away: string;
  labelled?: boolean;
}) {
  useMessages(matchBellMessages);
  useAlertMessages();
  const { t } = useTranslation();
  const on = useFollow('match', matchId) !== undefined;
  const permission = usePermission();
  const label = t(on ? 'matchBell.off' : 'matchBell.on', { home, away });
  const toggle = async () => {
    if (!on && followSnapshot().follows.size >= MAX_FOLLOWS) {
      toasts.show(t('matchBell.full', { max: MAX_FOLLOWS }), 'error');
      return;
    }
    // Asked within the tap, before anything is awaited.
    if (!on && permission === 'default') void askPermission();
    if (!(await toggleFollow('match', matchId))) toasts.show(t('matchBell.failed'), 'error');
  };
  return (
    <span className={`match-bell${labelled ? ' labelled' : ''}`} data-permission={permission}>
      <button
        type="button"
        className={on ? 'match-bell-button on' : 'match-bell-button'}
        aria-pressed={on}
        aria-label={label}
        // What it alerts, as its description (the name stays short).
        title={t('matchBell.what')}
        data-match-bell={matchId}
        onClick={() => void toggle()}
      >
        <RingingBell on={on} />
        {labelled && <span>{t(on ? 'matchBell.labelOn' : 'matchBell.label')}</span>}
      </button>
      {labelled && on && (permission === 'denied' || permission === 'unsupported') && (
        <span className="muted small alerts-state" role="status">
          {t(permission === 'denied' ? 'alerts.denied' : 'alerts.unsupported')}
        </span>
      )}
    </span>
  );
}
