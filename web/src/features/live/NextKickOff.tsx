import { SPORT_CODES, type Sport } from '@pitchside/shared';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocale } from '../../i18n/useLocale';
import { useTimeZone } from '../../render/renderEnv';
import { useSetPath } from '../../routing/routeSetContext';
import { countdown, isoDuration } from './dayBoard';
import { kickOffText } from './kickOffTime';
import { recentQuery } from './todayQueries';
import './today.css';

/**
 * The time left to `at`, on the server's clock: `serverNow` is the answer's instant, which the device
 * received at `receivedAt` (its own clock, which may be off by minutes: only the time since counts).
 * The first draw is the answer's own, as the server drew it; then it ticks once a second, on the
 * second of `at` (so the count goes 00:00:03, 02, 01 with the kick-off).
 */
function useTimeLeft(at: number, serverNow: number, receivedAt: number): number {
  const [left, setLeft] = useState(at - serverNow);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout>;
    const tick = () => {
      const current = at - serverNow - Math.max(0, Date.now() - receivedAt);
      setLeft(current);
      const part = current % 1000;
      timer = setTimeout(tick, part > 0 ? part : 1000);
    };
    tick();
    return () => clearTimeout(timer);
  }, [at, serverNow, receivedAt]);
  return left;
}

/**
 * The time left to a kick-off, ticking. A timer (role="timer" is a live region that is never read out
 * on its own), so a screen reader is not told every second; its `datetime` is the duration left.
 */
export function KickOffCountdown({
  at,
  serverNow,
  receivedAt,
}: {
  at: number;
  serverNow: number;
  receivedAt: number;
}) {
  const { t } = useTranslation();
  const left = useTimeLeft(at, serverNow, receivedAt);
  const told = countdown(left);
  const text =
    told.kind === 'started'
      ? t('today.starting')
      : t('today.countdown', {
          time: told.kind === 'clock' ? told.clock : t('today.days', { days: told.days, hours: told.hours }),
        });
  return (
    <time className="countdown" role="timer" dateTime={isoDuration(left)}>
      {text}
    </time>
  );
}

/**
 * What a live list says when nothing is in play: football follows its real schedule, so a weekday
 * morning can be quiet. Names the sport's next kick-off (whatever its day), counts down to it, and for
 * football links the full schedule. Its answer is drawn by the server (app/pages.ts), so the line is
 * in the first HTML and nothing below it moves when the page comes alive.
 */
export function NextKickOff({ sport }: { sport: Sport }) {
  const { t, i18n } = useTranslation();
  const locale = useLocale();
  const setPath = useSetPath();
  const timeZone = useTimeZone();
  const recent = useQuery(recentQuery(locale, sport));
  const next = recent.data?.next[0];
  return (
    <p className="next-kick-off" data-testid="next-kick-off" data-sport={SPORT_CODES[sport]}>
      {next && (
        <>
          {t('live.nextKickOff')}{' '}
          <Link to={setPath(`/live/detail/${next.id}`)}>
            {t('live.fixture', { home: next.homeName, away: next.awayName })}
          </Link>{' '}
          <span className="next-kick-off-when">
            <time dateTime={new Date(next.startTime).toISOString()}>
              {kickOffText(i18n.language, timeZone, next.startTime)}
            </time>{' '}
            <KickOffCountdown
              at={next.startTime}
              serverNow={recent.data?.now ?? next.startTime}
              receivedAt={recent.dataUpdatedAt}
            />
          </span>
        </>
      )}
      {next && sport === 'football' && ' · '}
      {sport === 'football' && (
        <Link className="full-schedule" to={setPath('/matches/football')}>
          {t('live.fullSchedule')}
        </Link>
      )}
    </p>
  );
}
