import { type MatchStatus, matchStatusLabel } from '@pitchside/shared';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { useLocale } from '../../i18n/useLocale';
import { clockText, matchStatusMachine } from './matchStatusMachine';

/** The status label and the running clock of one match: one status actor per card on screen. */
export function MatchClock({ status, playingTime }: { status: MatchStatus; playingTime: string }) {
  const actor = useActorRef(matchStatusMachine, { input: { status, playingTime, at: Date.now() } });
  useEffect(() => {
    if (actor.getSnapshot().status !== 'active') return;
    actor.send({ type: 'status.pushed', status, playingTime, at: Date.now() });
  }, [actor, status, playingTime]);
  const locale = useLocale();
  const shown = useSelector(actor, (snapshot) => snapshot.context.status);
  const clock = useSelector(actor, (snapshot) => clockText(snapshot.context));
  return (
    <>
      <span className="status-label" data-status={shown}>
        {matchStatusLabel(shown, locale)}
      </span>
      {clock && <span className="match-clock">{clock}'</span>}
    </>
  );
}
