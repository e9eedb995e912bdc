import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiCall } from '../../api/client';
import { ASKED_ON_ARRIVAL } from '../../api/queries';
import { useLocale } from '../../i18n/useLocale';
import { useScoreHidden } from '../live/spoilerFree';
import { Skeleton } from '../ui/Skeleton';
import { MatchTracker, MomentText } from './MatchTracker';
import { useTrackerMessages } from './trackerMessages';
import { replaySteps } from './trackerModel';

/** How long each key moment stays on the pitch while the replay plays. */
const STEP_MS = 2_500;

/**
 * A finished match's highlights where no clip is filmed: the live tracker replaying its key moments
 * (goals, missed penalties, red cards, saves and shots off the woodwork) one after another, each with
 * the score as it then stood, labelled as what it is: a replay drawn from the events, not video.
 * Spoiler-free mode leaves the goals out until the fan reveals the match.
 */
export function EventReplay({ matchId }: { matchId: number }) {
  useTrackerMessages();
  const { t } = useTranslation();
  const locale = useLocale();
  const detail = useQuery({
    queryKey: ['detail', matchId, locale],
    queryFn: ({ signal }) => apiCall('GET /vdapi/detail/v1/info/:id', { params: { id: matchId } }, signal),
    // Its match is the collection answer's.
    meta: ASKED_ON_ARRIVAL,
  });
  const hidden = useScoreHidden(matchId);
  const steps = useMemo(() => (detail.data ? replaySteps(detail.data, hidden) : []), [detail.data, hidden]);
  const [index, setIndex] = useState(0);
  const [playing, setPlaying] = useState(false);
  const last = steps.length - 1;
  const at = Math.min(index, Math.max(0, last));

  useEffect(() => {
    if (!playing) return;
    if (at >= last) {
      setPlaying(false);
      return;
    }
    const timer = setTimeout(() => setIndex(at + 1), STEP_MS);
    return () => clearTimeout(timer);
  }, [playing, at, last]);

  if (!detail.data) return detail.isError ? null : <Skeleton rows={4} />;
  const step = steps[at];
  const { match } = detail.data;
  return (
    <section className="event-replay" data-testid="event-replay" data-step={step ? at + 1 : 0}>
      {step ? (
        <MatchTracker view={step.view} caption={t('tracker.replay.title')} replay />
      ) : (
        <p className="muted">{t('tracker.replay.none')}</p>
      )}
      {step && (
        <div className="tracker-replay-controls match-tracker">
          <button type="button" onClick={() => setIndex(Math.max(0, at - 1))} disabled={at === 0}>
            {t('tracker.replay.previous')}
          </button>
          <button
            type="button"
            onClick={() => {
              if (!playing && at >= last) setIndex(0);
              setPlaying(!playing);
            }}
          >
            {playing ? t('tracker.replay.pause') : t('tracker.replay.play')}
          </button>
          <button type="button" onClick={() => setIndex(Math.min(last, at + 1))} disabled={at >= last}>
            {t('tracker.replay.next')}
          </button>
          <span aria-live="polite">
            {t('tracker.replay.step', { n: at + 1, total: steps.length })}:{' '}
            <MomentText
              moment={step.moment}
              team={
                step.moment.side === 'home'
                  ? match.homeShortName || match.homeName
                  : match.awayShortName || match.awayName
              }
            />
          </span>
        </div>
      )}
      <p className="muted small">{t('tracker.replay.note')}</p>
    </section>
  );
}
