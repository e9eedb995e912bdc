import type { AnchorSummary, MatchView } from '@pitchside/shared';
import { Suspense, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyOnline } from '../../render/preloadable';
import { TabLink, useTabParam } from '../../routing/tabLink';
import type { LiveRuntime } from '../live/loadLive';
import { hasStarted } from '../live/matchPhase';
import { Skeleton } from '../ui/Skeleton';
import { AnchorTab } from './AnchorTab';
import { LivePanel } from './centre/LivePanel';
import { IntelTab } from './IntelTab';
import { LineupTab } from './lineups/LineupTab';
import { OddsTab } from './odds/OddsTab';
import { TableTab } from './TableTab';

const LiveChatTab = lazyOnline(() => import('./LiveChatTab'));

const TABS = ['live', 'lineup', 'odds', 'intel', 'table', 'anchor', 'chat'] as const;
type DetailTab = (typeof TABS)[number];
/**
 * Basketball and esports have no line-ups, odds or intel at the origin, nor has a knockout tie whose
 * sides the world has not decided yet (a side's id is 0): their tabs are not offered.
 */
const OTHER_SPORT_TABS: readonly DetailTab[] = ['live', 'anchor', 'chat'];

export interface DetailTabsProps {
  /** The match as shown: held to the picture while sync is on. */
  view: MatchView;
  runtime: LiveRuntime | null;
  holdMs: number;
  anchors: readonly AnchorSummary[];
  /** The anchor whose room plays, if one does. */
  anchorId: number | null;
  onChooseAnchor(id: number): void;
  onSignIn(): void;
}

/** The detail page's seven tabs (`?tab=`, held in the address) and the chosen one's panel. */
export function DetailTabs({
  view,
  runtime,
  holdMs,
  anchors,
  anchorId,
  onChooseAnchor,
  onSignIn,
}: DetailTabsProps) {
  const { t } = useTranslation();
  const tab = useTabParam(TABS, 'live');
  const ids = useId();
  const match = view.match;
  const matchId = match.id;
  const tabs = match.sport === 1 && match.homeId > 0 && match.awayId > 0 ? TABS : OTHER_SPORT_TABS;
  const current = tabs.includes(tab) ? tab : 'live';
  return (
    <>
      <div className="detail-tabs" role="tablist" aria-label={t('detail:tabs.label')}>
        {tabs.map((key) => (
          <TabLink
            key={key}
            tab={key}
            id={`${ids}-tab-${key}`}
            selected={current === key}
            controls={`${ids}-panel`}
          >
            {t(`detail:tabs.${key}`)}
          </TabLink>
        ))}
      </div>
      <section
        className="detail-panel"
        role="tabpanel"
        id={`${ids}-panel`}
        aria-labelledby={`${ids}-tab-${current}`}
      >
        {current === 'live' && <LivePanel detail={view} />}
        {current === 'lineup' && (
          <LineupTab
            matchId={matchId}
            facts={view.facts}
            events={view.events}
            ratings={view.ratings}
            bestPlayer={view.bestPlayer}
            announced={view.lineupAnnounced}
          />
        )}
        {current === 'odds' && (
          <OddsTab matchId={matchId} runtime={runtime} holdMs={holdMs} spoiler={hasStarted(match.status)} />
        )}
        {current === 'intel' && <IntelTab matchId={matchId} />}
        {current === 'table' && <TableTab match={match} holdMs={holdMs} />}
        {current === 'anchor' && <AnchorTab anchors={anchors} current={anchorId} onChoose={onChooseAnchor} />}
        {current === 'chat' &&
          (runtime ? (
            <Suspense fallback={<Skeleton rows={3} />}>
              <LiveChatTab matchId={matchId} runtime={runtime} onSignIn={onSignIn} />
            </Suspense>
          ) : (
            <Skeleton rows={3} />
          ))}
      </section>
    </>
  );
}
