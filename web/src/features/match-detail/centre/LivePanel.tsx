import { MATCH_STATUS, type MatchView } from '@pitchside/shared';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyOnline } from '../../../render/preloadable';
import { useHydrated } from '../../../render/renderEnv';
import { SpoilerScore } from '../../live/SpoilerFree';
import { Skeleton } from '../../ui/Skeleton';
import { FactsNote } from '../FactsNote';
import { EventTimeline } from './EventTimeline';
import { MatchInfo } from './MatchInfo';
import { MomentumGraph } from './MomentumGraph';
import { PeriodTable } from './PeriodTable';
import { SimulatedMark } from './SimulatedMark';
import { StatsBars } from './StatsBars';

// The shot map and the xG race: one chunk of their own, loaded when the live tab draws them.
const matchViews = () => import('./MatchViews');
const ShotMap = lazyOnline(() => matchViews().then((module) => ({ default: module.ShotMap })));
const XgRaceChart = lazyOnline(() => matchViews().then((module) => ({ default: module.XgRaceChart })));

/**
 * Football: the timeline, the momentum graph and the stats, each of which tells the score, so in
 * spoiler-free mode each stays covered until the fan taps (one tap reveals the whole match). Basketball
 * and esports: their periods table (football's stats, corners and cards are not theirs).
 */
export function LivePanel({ detail }: { detail: MatchView }) {
  const { t } = useTranslation();
  // The views' chunk is fetched once the page is the browser's own (the server and hydration draw without it).
  const hydrated = useHydrated();
  const { match } = detail;
  if (match.sport !== 1) {
    return (
      <div className="live-panel">
        <h2>{t(match.sport === 3 ? 'detail:periods.series' : 'detail:periods.title')}</h2>
        {match.periods.length > 0 ? (
          <SpoilerScore matchId={match.id}>
            <PeriodTable match={match} />
          </SpoilerScore>
        ) : (
          <p className="muted">{t('detail:events.none')}</p>
        )}
      </div>
    );
  }
  const views = {
    matchId: match.id,
    shots: detail.shots,
    homeName: match.homeName,
    awayName: match.awayName,
    homeShortName: match.homeShortName,
    awayShortName: match.awayShortName,
    facts: detail.facts,
  };
  return (
    <div className="live-panel">
      <FactsNote facts={detail.facts} place="events" started={match.status !== MATCH_STATUS.NOT_STARTED} />
      {/* A full season file's ground, crowd and referee: the rest of the world's venues are no data. */}
      {detail.facts?.lineups === 'file' && <MatchInfo detail={detail} />}
      <h2>{t('detail:tabs.live')}</h2>
      <SpoilerScore matchId={match.id}>
        <EventTimeline events={detail.events} />
      </SpoilerScore>
      <div className="detail-charts">
        <section>
          <h2>
            {t('detail:momentum.title')} <SimulatedMark facts={detail.facts} />
          </h2>
          <SpoilerScore matchId={match.id}>
            <MomentumGraph points={detail.momentum} homeName={match.homeName} awayName={match.awayName} />
          </SpoilerScore>
        </section>
        {hydrated && (
          <Suspense fallback={<Skeleton rows={2} />}>
            <XgRaceChart {...views} momentum={detail.momentum} />
          </Suspense>
        )}
      </div>
      {hydrated && (
        <Suspense fallback={<Skeleton rows={4} />}>
          <ShotMap {...views} />
        </Suspense>
      )}
      <h2>
        {t('detail:stats')} <SimulatedMark facts={detail.facts} />
      </h2>
      <SpoilerScore matchId={match.id}>
        <StatsBars stats={detail.stats} />
      </SpoilerScore>
    </div>
  );
}
