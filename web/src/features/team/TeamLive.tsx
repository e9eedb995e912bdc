import { liveMatchesOf, liveTopic, type MatchSummary, SPORTS, sportOfCode } from '@pitchside/shared';
import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../i18n/useLocale';
import { LiveStatus } from '../live/LiveStatus';
import { useLiveRuntime, useTopic } from '../live/loadLive';
import { MatchCard } from '../live/MatchCard';
import { useTeamMessages } from './teamMessages';

/**
 * The team's matches in play, moved by push: the sport's live topic (the one the live pages watch),
 * filtered to this team. A kick-off or a final whistle changes which matches are live; then the page
 * asks for its REST answer again (`onLiveChange`), so next, last, form and tables follow.
 */
export function TeamLive({
  teamId,
  sport,
  initial,
  onLiveChange,
}: {
  teamId: number;
  sport: number;
  initial: readonly MatchSummary[];
  onLiveChange(): void;
}) {
  useTeamMessages();
  const { t } = useTranslation();
  const locale = useLocale();
  const runtime = useLiveRuntime('now');
  const view = useTopic(runtime, liveTopic(sportOfCode(sport) ?? SPORTS[0], locale));
  const matches = useMemo(
    () =>
      view.state
        ? liveMatchesOf(view.state).filter((m) => m.homeId === teamId || m.awayId === teamId)
        : initial,
    [view.state, initial, teamId],
  );
  const ids = matches.map((m) => m.id).join(',');
  const seen = useRef(ids);
  useEffect(() => {
    if (seen.current === ids) return;
    seen.current = ids;
    onLiveChange();
  }, [ids, onLiveChange]);
  if (matches.length === 0) return null;
  return (
    <section aria-labelledby="team-live" className="team-live" data-pushed={view.state !== null}>
      <h2 id="team-live">{t('team.live')}</h2>
      <LiveStatus runtime={runtime} stale={view.stale} />
      <ul className="match-list">
        {matches.map((match) => (
          <MatchCard key={match.id} match={match} Clock={runtime?.MatchClock} />
        ))}
      </ul>
    </section>
  );
}
