import { SPORT_CODES, type Sport } from '@pitchside/shared';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useMessages } from '../../i18n/featureMessages';
import { useLocale } from '../../i18n/useLocale';
import { usePageNow, useTimeZone } from '../../render/renderEnv';
import { useSetPath } from '../../routing/routeSetContext';
import { kickOffText } from './kickOffTime';
import { countdown, isoDuration } from './todayBoard';
import { todayMessages } from './todayMessages';
import { recentQuery } from './todayQueries';
import './today.css';

/**
 * The instant, ticking once a second on the second of `at` (so the count goes 00:00:03, 02, 01 with
 * the kick-off): the server's instant until hydrated, so the first draw is the server's.
 */
function useTicking(at: number): number {
  const from = usePageNow();
  const [now, setNow] = useState(from);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout>;
    const tick = () => {
      const current = Date.now();
      setNow(current);
      const left = (at - current) % 1000;
      timer = setTimeout(tick, left > 0 ? left : 1000);
    };
    tick();
    return () => clearTimeout(timer);
  }, [at]);
  return now;
}

/**
 * The time left to a kick-off, ticking. A timer (role="timer" is a live region that is never read out
 * on its own), so a screen reader is not told every second; its `datetime` is the duration left.
 */
export function KickOffCountdown({ at }: { at: number }) {
  const { t } = useTranslation();
  const left = at - useTicking(at);
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
  useMessages(todayMessages);
  const { t, i18n } = useTranslation();
  const locale = useLocale();
  const setPath = useSetPath();
  const timeZone = useTimeZone();
  const next = useQuery(recentQuery(locale, sport)).data?.next[0];
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
            <KickOffCountdown at={next.startTime} />
          </span>
        </>
      )}
      {next && sport === 'football' && ' · '}
      {sport === 'football' && <Link to={setPath('/matches/football')}>{t('live.fullSchedule')}</Link>}
    </p>
  );
}
