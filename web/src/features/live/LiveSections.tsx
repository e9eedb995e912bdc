import type { MatchSummary, Sport } from '@pitchside/shared';
import { useTranslation } from 'react-i18next';
import { LiveStatus } from './LiveStatus';
import { useLiveRuntime } from './loadLive';
import { MatchList } from './MatchList';
import { NextKickOff } from './NextKickOff';
import { SpoilerFreeSwitch } from './SpoilerFree';
import { TodayBoard } from './TodayBoard';
import { useLiveMatches } from './useLiveMatches';
import './live.css';

const SECTION_PAGE = {
  football: 'liveFootball',
  basketball: 'liveBasketball',
  esport: 'liveEsport',
} as const;

function SportSection({
  sport,
  heading,
  filter,
  streams = false,
}: {
  sport: Sport;
  heading: 'h1' | 'h2' | null;
  filter?: (match: MatchSummary) => boolean;
  /** The live streams' page: its cards say which streams list them, and its empty list says so. */
  streams?: boolean;
}) {
  const { t } = useTranslation();
  const runtime = useLiveRuntime('now');
  const live = useLiveMatches(sport, runtime);
  const matches = live.matches && filter ? live.matches.filter(filter) : live.matches;
  const Heading = heading;
  return (
    <section aria-labelledby={`live-${sport}`} data-pushed={live.pushed}>
      {Heading && <Heading id={`live-${sport}`}>{t(`pages.${SECTION_PAGE[sport]}.title`)}</Heading>}
      {!Heading && (
        <span id={`live-${sport}`} className="visually-hidden">
          {t(`pages.${SECTION_PAGE[sport]}.title`)}
        </span>
      )}
      <LiveStatus runtime={runtime} stale={live.stale} />
      <MatchList
        matches={matches}
        Clock={runtime?.MatchClock}
        failed={live.failed}
        onRetry={live.retry}
        empty={t(streams ? 'live.streams.empty' : 'live.empty')}
        streams={streams}
      />
      {live.matches?.length === 0 && <NextKickOff sport={sport} />}
    </section>
  );
}

function Toolbar() {
  return (
    <div className="live-toolbar">
      <SpoilerFreeSwitch />
    </div>
  );
}

/** /live/football, /live/basketball, /live/esport: one sport's matches in play, pushed. */
export function LiveSportPage({ sport }: { sport: Sport }) {
  return (
    <article className="page live-page">
      <Toolbar />
      <SportSection sport={sport} heading="h1" />
      {sport === 'football' && <TodayBoard />}
    </article>
  );
}

/** /live: every sport in play. */
export function LiveAllPage() {
  const { t } = useTranslation();
  return (
    <article className="page live-page">
      <h1>{t('pages.live.title')}</h1>
      <Toolbar />
      <SportSection sport="football" heading="h2" />
      <SportSection sport="basketball" heading="h2" />
      <SportSection sport="esport" heading="h2" />
      <TodayBoard />
    </article>
  );
}

/**
 * A match in play with a live stream: an anchor live on it (the ingest's own count), or its stream (on a
 * test server, the test picture: its card says so).
 */
const withStream = (match: MatchSummary) => match.isVideo || match.anchorCount > 0;

/** /live/video: matches in play with a live stream, anchors' and real ones; a test picture is marked a test. */
export function LiveVideoListPage() {
  const { t } = useTranslation();
  return (
    <article className="page live-page live-streams-page">
      <h1>{t('pages.liveVideo.title')}</h1>
      <p className="muted live-streams-lead">{t('live.streams.lead')}</p>
      <Toolbar />
      <SportSection sport="football" heading="h2" filter={withStream} streams />
      <SportSection sport="basketball" heading="h2" filter={withStream} streams />
      <SportSection sport="esport" heading="h2" filter={withStream} streams />
    </article>
  );
}
