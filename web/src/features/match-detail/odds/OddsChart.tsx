import type { OddsType } from '@pitchside/shared';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../i18n/useLocale';
import { oddsHistoryQuery } from '../detailData';
import { useHeldValue } from '../video/streamSync';
import { type ChartPoint, oddsChartModel } from './oddsChartModel';

const WIDTH = 1000;
const HEIGHT = 200;
const SERIES_CLASSES = ['series-home', 'series-mid', 'series-away'] as const;

/** A step line through a run of prices: a price holds until the next one. */
function stepPoints(run: readonly ChartPoint[], y: (value: number) => number): string {
  const points: string[] = [];
  run.forEach((point, index) => {
    const before = run[index - 1];
    if (before) points.push(`${(point.x * WIDTH).toFixed(1)},${y(before.value).toFixed(1)}`);
    points.push(`${(point.x * WIDTH).toFixed(1)},${y(point.value).toFixed(1)}`);
  });
  return points.join(' ');
}

/** An x-axis label placed at a share of the width, kept inside the chart at either edge. */
function XLabel({ at, children }: { at: number; children: string }) {
  const edge = at < 0.08 ? 'start' : at > 0.92 ? 'end' : 'middle';
  const style = edge === 'end' ? { right: `${(1 - at) * 100}%` } : { left: `${at * 100}%` };
  return (
    <span className={`chart-x-label at-${edge}`} style={style}>
      {children}
    </span>
  );
}

/**
 * How the odds moved for the first bookmaker shown: the whole history from the opening to the close,
 * by phase (the pre-match moves, then the match on playing time), on a log scale (a price's moves are
 * ratios), the line broken where the market was suspended or closed. The labels are HTML beside the
 * drawing, so they keep their size and stay whole on a 360-px phone. With the score held to the
 * picture, the history waits as long (`holdMs`).
 */
export function OddsChart({
  matchId,
  type,
  companyIds,
  headings,
  holdMs = 0,
}: {
  matchId: number;
  type: OddsType;
  companyIds: readonly number[];
  headings: readonly string[];
  holdMs?: number;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const history = useQuery(oddsHistoryQuery(matchId, type, companyIds, locale));
  const data = useHeldValue(history.data, holdMs);
  const company = data?.companies[0];
  const changes = company?.history ?? [];
  if (!company || changes.length < 2) return null;
  // Spreads and totals: the middle value is the line; drawn among prices it would mislead.
  const series = type === 11 || type === 12 ? [0, 1, 2] : [0, 2];
  const model = oddsChartModel(changes, series);
  const logLow = Math.log(model.low);
  const logSpan = Math.log(model.high) - logLow;
  const y = (value: number) =>
    4 + (logSpan > 0 ? 1 - (Math.log(value) - logLow) / logSpan : 0.5) * (HEIGHT - 8);
  const { kickOff, halfTime, closed } = model.marks;
  return (
    <figure className="odds-chart" data-testid="odds-chart">
      <figcaption>
        {t('detail:odds.movement')}: {company.companyName}
      </figcaption>
      <div className="chart-body">
        <div className="chart-y" aria-hidden="true">
          <span>{model.high.toFixed(2)}</span>
          <span>{model.low.toFixed(2)}</span>
        </div>
        <div className="chart-plot">
          <svg
            viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
            preserveAspectRatio="none"
            role="img"
            aria-label={t('detail:chart.label', { company: company.companyName })}
          >
            {model.shut.map((band) => (
              <rect
                key={`${band.from}-${band.state}`}
                x={band.from * WIDTH}
                width={Math.max(2, (band.to - band.from) * WIDTH)}
                y="0"
                height={HEIGHT}
                className={`chart-shut chart-${band.state}`}
                data-state={band.state}
              />
            ))}
            {[kickOff, halfTime].map((at, index) =>
              at === null ? null : (
                <line
                  // biome-ignore lint/suspicious/noArrayIndexKey: two fixed marks
                  key={index}
                  x1={at * WIDTH}
                  x2={at * WIDTH}
                  y1="0"
                  y2={HEIGHT}
                  className="chart-mark"
                  vectorEffect="non-scaling-stroke"
                />
              ),
            )}
            {series.map((valueIndex, s) =>
              (model.runs[s] ?? []).map((run, r) => (
                <polyline
                  // biome-ignore lint/suspicious/noArrayIndexKey: runs are in time order and never reorder
                  key={`${valueIndex}-${r}`}
                  className={SERIES_CLASSES[valueIndex]}
                  fill="none"
                  vectorEffect="non-scaling-stroke"
                  points={stepPoints(run, y)}
                />
              )),
            )}
          </svg>
          <div className="chart-x" aria-hidden="true">
            <XLabel at={0}>{t('detail:chart.prematch')}</XLabel>
            {halfTime !== null && <XLabel at={halfTime}>{t('detail:chart.halfTime')}</XLabel>}
            {closed !== null && <XLabel at={closed}>{t('detail:chart.closed')}</XLabel>}
          </div>
        </div>
      </div>
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
