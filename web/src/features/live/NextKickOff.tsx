import { type MatchSummary, SPORT_CODES, type Sport } from '@pitchside/shared';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { apiCall } from '../../api/client';
import { useLocale } from '../../i18n/useLocale';
import { useSetPath } from '../../routing/routeSetContext';

/** Days of the schedule searched for the next kick-off: today and the two after (offsets of the API). */
const DAYS = ['0', '1', '2'] as const;

/** The first match still to kick off in the schedules' lists, or null. */
export function firstKickOff(lists: readonly (readonly MatchSummary[] | undefined)[]): MatchSummary | null {
  let first: MatchSummary | null = null;
  for (const list of lists)
    for (const match of list ?? [])
      if (match.status === 0 && (first === null || match.startTime < first.startTime)) first = match;
  return first;
}

/**
 * What a live list says when nothing is in play: football follows its real schedule, so a weekday morning
 * can be quiet. Names the sport's next kick-off (today or the next two days) and, for football, links the
 * full schedule.
 */
export function NextKickOff({ sport }: { sport: Sport }) {
  const { t, i18n } = useTranslation();
  const locale = useLocale();
  const setPath = useSetPath();
  const code = SPORT_CODES[sport];
  // Day by day, stopping at the first with a match still to kick off.
  const next = useQuery({
    queryKey: ['next-kick-off', locale, code],
    queryFn: async ({ signal }) => {
      for (const date of DAYS) {
        const day = await apiCall(
          'GET /vdapi/match/v1/schedule',
          { query: { sport: code, date, pageSize: 100 } },
          signal,
        );
        const first = firstKickOff([day.list]);
        if (first) return first;
      }
      return null;
    },
    staleTime: 60_000,
  }).data;
  const at = next
    ? new Intl.DateTimeFormat(i18n.language === 'cn' ? 'zh-CN' : i18n.language, {
        weekday: 'short',
        month: '2-digit',
        day: '2-digit',
        hour: '2-digit',
        minute: '2-digit',
      }).format(next.startTime)
    : '';
  return (
    <p className="next-kick-off" data-testid="next-kick-off">
      {next && (
        <>
          {t('live.nextKickOff')}{' '}
          <Link to={setPath(`/live/detail/${next.id}`)}>
            {t('live.fixture', { home: next.homeName, away: next.awayName })}
          </Link>{' '}
          <time dateTime={new Date(next.startTime).toISOString()}>{at}</time>
        </>
      )}
      {next && sport === 'football' && ' · '}
      {sport === 'football' && <Link to={setPath('/matches/football')}>{t('live.fullSchedule')}</Link>}
    </p>
  );
}
