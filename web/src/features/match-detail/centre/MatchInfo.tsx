import type { MatchDetail } from '@pitchside/shared';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../i18n/useLocale';

const TAGS = { cn: 'zh-CN', en: 'en-GB', vi: 'vi-VN' } as const;

/** Where and before whom a match is played, and who refereed it, where the season's file says so. */
export function MatchInfo({ detail }: { detail: Pick<MatchDetail, 'venue' | 'attendance' | 'referee'> }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { venue, attendance, referee } = detail;
  if (!venue && (attendance ?? null) === null && !referee) return null;
  return (
    <dl className="match-info">
      {venue && (
        <div>
          <dt>{t('detail:info.ground')}</dt>
          <dd data-info="ground">{venue}</dd>
        </div>
      )}
      {attendance !== undefined && attendance !== null && (
        <div>
          <dt>{t('detail:info.attendance')}</dt>
          <dd data-info="attendance" data-value={attendance}>
            {new Intl.NumberFormat(TAGS[locale]).format(attendance)}
          </dd>
        </div>
      )}
      {referee && (
        <div>
          <dt>{t('detail:info.referee')}</dt>
          <dd data-info="referee">{referee}</dd>
        </div>
      )}
    </dl>
  );
}
