// A match's bell (docs/ARCHITECTURE.md "Goal and kick-off alerts"): follows that one match for its alerts (a football match's kick-off,
// line-ups, goals, red cards, half and full time; a basketball or esports match's start and end), for
// a guest in this browser and for a signed-in user on the account, merged at sign-in like the team
// follows (follow/followStore.ts). Its toggle is the team's (follow/FollowToggle.tsx). A ringing bell, so it is never taken for the team's
// plain bell (follow/FollowStar.tsx) or the card's favourite star; its name says "this match".
// The cards load it in a chunk of its own once the page is the browser's (the phone's / budget).
import { MAX_FOLLOWS, SPORT_CODES, type SportCode } from '@pitchside/shared';
import { useTranslation } from 'react-i18next';
import { useMessages } from '../../i18n/featureMessages';
import { FollowBell } from '../follow/FollowStar';
import { FollowToggle } from '../follow/FollowToggle';
import { useFollow } from '../follow/useFollows';
import { useAlertMessages } from './alertMessages';
import { matchBellMessages } from './matchBellMessages';
import { askPermission, usePermission } from './permission';
import './alerts.css';

/**
 * The bell of one match, of any sport. Ringing it asks the browser for notifications (from the tap, as
 * browsers require) when it has not been asked yet. `labelled` adds its name beside it (the match page).
 */
export default function MatchBell({
  matchId,
  sport,
  home,
  away,
  labelled = false,
}: {
  matchId: number;
  sport: SportCode;
  home: string;
  away: string;
  labelled?: boolean;
}) {
  useMessages(matchBellMessages);
  useAlertMessages();
  const { t } = useTranslation();
  const on = useFollow('match', matchId) !== undefined;
  const permission = usePermission();
  return (
    <span className={`match-bell${labelled ? ' labelled' : ''}`} data-permission={permission}>
      <FollowToggle
        kind="match"
        id={matchId}
        on={on}
        label={t(on ? 'matchBell.off' : 'matchBell.on', { home, away })}
        // What it alerts, as its description (the name stays short): a football match's every moment,
        // another sport's start and end.
        title={t(sport === SPORT_CODES.football ? 'matchBell.what' : 'matchBell.whatOther')}
        icon={<FollowBell on={on} ringing />}
        text={labelled ? t(on ? 'matchBell.labelOn' : 'matchBell.label') : undefined}
        className="match-bell-button"
        full={t('matchBell.full', { max: MAX_FOLLOWS })}
        failed={t('matchBell.failed')}
        onFollow={() => {
          if (permission === 'default') void askPermission();
        }}
        data={{ 'data-match-bell': matchId }}
      />
      {labelled && on && (permission === 'denied' || permission === 'unsupported') && (
        <span className="muted small alerts-state" role="status">
          {t(permission === 'denied' ? 'alerts.denied' : 'alerts.unsupported')}
        </span>
      )}
    </span>
  );
}
