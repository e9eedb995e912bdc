import type { OddsType } from '@pitchside/shared';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../i18n/useLocale';
import { oddsHistoryQuery } from './detailData';

const WIDTH = 600;
const HEIGHT = 180;
const PAD = { left: 36, right: 8, top: 8, bottom: 20 };
const SERIES_CLASSES = ['series-home', 'series-mid', 'series-away'] as const;

/**
 * How the odds moved (odds history, oldest first): one line per value of the chosen market for the
 * first bookmaker shown, on the match minute.
 */
export function OddsChart({
  matchId,
  type,
  companyIds,
  headings,
}: {
  matchId: number;
  type: OddsType;
  companyIds: readonly number[];
  headings: readonly string[];
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const history = useQuery(oddsHistoryQuery(matchId, type, companyIds, locale));
  const company = history.data?.companies[0];
  const changes = company?.history ?? [];
  if (!company || changes.length < 2) return null;
  // Spreads and totals: the middle value is the line, drawn on its own scale would mislead; draw the prices.
  const series = type === 11 || type === 12 ? [0, 1, 2] : [0, 2];
  const values = changes.flatMap((change) => series.map((index) => change.values[index] ?? 0));
  const low = Math.min(...values);
  const high = Math.max(...values);
  const span = high - low || 1;
  const first = changes[0]?.time ?? 0;
  const last = changes[changes.length - 1]?.time ?? first + 1;
  const x = (time: number) =>
    PAD.left + ((time - first) / (last - first || 1)) * (WIDTH - PAD.left - PAD.right);
  const y = (value: number) => PAD.top + (1 - (value - low) / span) * (HEIGHT - PAD.top - PAD.bottom);
  return (
    <figure className="odds-chart">
      <figcaption>
        {t('detail:odds.movement')}: {company.companyName}
      </figcaption>
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-label={t('detail:odds.movement')}>
        <line x1={PAD.left} x2={PAD.left} y1={PAD.top} y2={HEIGHT - PAD.bottom} className="chart-axis" />
        <line
          x1={PAD.left}
          x2={WIDTH - PAD.right}
          y1={HEIGHT - PAD.bottom}
          y2={HEIGHT - PAD.bottom}
          className="chart-axis"
        />
        <text x={PAD.left - 4} y={PAD.top + 8} className="chart-label" textAnchor="end">
          {high.toFixed(2)}
        </text>
        <text x={PAD.left - 4} y={HEIGHT - PAD.bottom} className="chart-label" textAnchor="end">
          {low.toFixed(2)}
        </text>
        <text x={PAD.left} y={HEIGHT - 4} className="chart-label">
          {changes[0]?.minute ?? 0}'
        </text>
        <text x={WIDTH - PAD.right} y={HEIGHT - 4} className="chart-label" textAnchor="end">
          {changes[changes.length - 1]?.minute ?? 0}'
        </text>
        {series.map((index) => (
          <polyline
            key={index}
            className={SERIES_CLASSES[index]}
            fill="none"
            points={changes
              .map((change) => `${x(change.time).toFixed(1)},${y(change.values[index] ?? 0).toFixed(1)}`)
              .join(' ')}
          />
        ))}
      </svg>
      <p className="chart-legend">
        {series.map((index) => (
          <span key={index} className={SERIES_CLASSES[index]}>
            {headings[index]}
          </span>
        ))}
      </p>
    </figure>
  );
}
