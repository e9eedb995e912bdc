import {
  isLiveStatus,
  type MatchStatus,
  type MatchSummary,
  matchStatusLabel,
  type OddsTriple,
  oddsColour,
  parseStats,
} from '@pitchside/shared';
import { type ComponentType, memo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocale } from '../../i18n/useLocale';
import { useTimeZone } from '../../render/renderEnv';
import { useSetPath } from '../../routing/routeSetContext';
import { openSignIn } from '../auth/authEntry';
import { useSignedInUser } from '../session/session';
import { LazyImage } from '../ui/LazyImage';
import { useFlash } from '../ui/useFlash';
import { toggleFavourite, useFavourite } from './favourites';
import { kickOffText } from './kickOffTime';
import { SpoilerScore } from './SpoilerFree';

/** Draws a match's status and clock: the live chunk's running MatchClock, or the static one. */
export type MatchClockComponent = ComponentType<{ status: MatchStatus; playingTime: string }>;

export interface MatchCardProps {
  match: MatchSummary;
  /** The live chunk's clock once it is loaded (it then runs between pushes); the static one before. */
  Clock?: MatchClockComponent | undefined;
  /** Where the card leads: the live detail (default) or the football section's detail. */
  detailBase?: '/live/detail' | '/zq/detail';
}

/** The odds of stats1/stats2 with the colour of their last move (PRODUCT §4: up red, down green). */
function OddsLine({ label, stats }: { label: string; stats: string }) {
  const current = parseStats(stats);
  const previous = useRef<{ values: OddsTriple | null; before: OddsTriple | null }>({
    values: current,
    before: null,
  });
  const held = previous.current;
  if (held.values?.join() !== current?.join()) {
    previous.current = { values: current, before: held.values };
  }
  const flash = useFlash(stats);
  if (!current) return null;
  const before = previous.current.before;
  return (
    <span className={flash ? 'card-odds flash' : 'card-odds'}>
      <span className="card-odds-label">{label}</span>
      {current.map((value, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: three fixed positions (home, draw or line, away)
        <span key={index} className={`odds-${oddsColour(before?.[index], value)}`}>
          {value}
        </span>
      ))}
    </span>
  );
}

function StaticClock({ status, playingTime }: { status: MatchStatus; playingTime: string }) {
  const locale = useLocale();
  const clock = isLiveStatus(status) && /^\d/.test(playingTime) ? playingTime : '';
  return (
    <>
      <span className="status-label" data-status={status}>
        {matchStatusLabel(status, locale)}
      </span>
      {clock && <span className="match-clock">{clock}'</span>}
    </>
  );
}

function FavouriteButton({ match }: { match: MatchSummary }) {
  const { t } = useTranslation();
  const user = useSignedInUser();
  const on = useFavourite(match.id, match.hasColect);
  return (
    <button
      type="button"
      className={on ? 'fav-toggle on' : 'fav-toggle'}
      aria-pressed={on}
      aria-label={t('live.card.favourite', { home: match.homeName, away: match.awayName })}
      onClick={() => (user ? void toggleFavourite(match.id, on) : openSignIn())}
    >
      {on ? '★' : '☆'}
    </button>
  );
}

/**
 * One match in a list (PRODUCT §3 Match): league, teams and crests, status and clock, score and
 * half-time score, corners, cards, the first bookmaker's odds, the video mark and the favourite.
 */
export const MatchCard = memo(function MatchCard({
  match,
  Clock = StaticClock,
  detailBase = '/live/detail',
}: MatchCardProps) {
  const { t, i18n } = useTranslation();
  const setPath = useSetPath();
  const live = isLiveStatus(match.status);
  const scoreFlash = useFlash(`${match.homeScore}-${match.awayScore}`);
  const statusFlash = useFlash(match.status);
  const started = match.status !== 0 && match.status !== -11 && match.status !== -14 && match.status !== -10;
  // The server's zone while hydrating, the reader's after (render/renderEnv.tsx).
  const timeZone = useTimeZone();
  const kickOff = kickOffText(i18n.language, timeZone, match.startTime);
  const reachedHalfTime = match.status === -1 || match.status >= 2;

  return (
    <li className={live ? 'match-card is-live' : 'match-card'} data-match-id={match.id}>
      <div className="match-meta">
        <span className="match-league">
          {match.leagueLogo && <LazyImage src={match.leagueLogo} alt="" width={16} height={16} />}
          {match.leagueName}
        </span>
        <time dateTime={new Date(match.startTime).toISOString()}>{kickOff}</time>
        <span className={`match-state${live ? ' live' : ''}${statusFlash ? ' flash' : ''}`}>
          <Clock status={match.status} playingTime={match.playingTime} />
        </span>
        {match.isVideo && (
          <span className="video-mark" title={t('live.card.video')}>
            <span aria-hidden="true">▶</span>
            <span className="visually-hidden">{t('live.card.video')}</span>
          </span>
        )}
        <FavouriteButton match={match} />
      </div>
      <Link to={setPath(`${detailBase}/${match.id}`)} className="match-link">
        <span className="team home">
          <LazyImage src={match.homeLogo} alt="" width={28} height={28} />
          <span>{match.homeName}</span>
        </span>
        <span className={scoreFlash ? 'match-score flash' : 'match-score'} data-testid="score">
          {started ? (
            <SpoilerScore matchId={match.id} inLink>
              {match.homeScore} - {match.awayScore}
            </SpoilerScore>
          ) : (
            t('home.vs')
          )}
        </span>
        <span className="team away">
          <span>{match.awayName}</span>
          <LazyImage src={match.awayLogo} alt="" width={28} height={28} />
        </span>
      </Link>
      {started && (
        <div className="match-extra">
          <SpoilerScore matchId={match.id}>
            {reachedHalfTime && (
              <span title={t('live.card.halfTime')}>
                {t('live.card.ht')} {match.halfHomeScore}-{match.halfAwayScore}
              </span>
            )}
            <span title={t('live.card.corners')}>
              <span aria-hidden="true">⚑</span>
              <span className="visually-hidden">{t('live.card.corners')}</span> {match.homeCorner}-
              {match.awayCorner}
            </span>
          </SpoilerScore>
          <span className="cards" title={t('live.card.cards')}>
            <span className="card-yellow">
              <span className="visually-hidden">{t('live.card.yellow')}</span>
              {match.homeYellowCard}-{match.awayYellowCard}
            </span>
            <span className="card-red">
              <span className="visually-hidden">{t('live.card.red')}</span>
              {match.homeRedCard}-{match.awayRedCard}
            </span>
          </span>
          <OddsLine label={t('live.card.wdl')} stats={match.stats1} />
          <OddsLine label={t('live.card.spread')} stats={match.stats2} />
        </div>
      )}
      {!started && (match.stats1 || match.stats2) && (
        <div className="match-extra">
          <OddsLine label={t('live.card.wdl')} stats={match.stats1} />
          <OddsLine label={t('live.card.spread')} stats={match.stats2} />
        </div>
      )}
    </li>
  );
});
