import type { MatchDetail } from '@pitchside/shared';
import { useTranslation } from 'react-i18next';

type Point = MatchDetail['momentum'][number];

const WIDTH = 600;
const HEIGHT = 120;
const MID = HEIGHT / 2;

/**
 * Momentum from the attack stats (dangerous attacks and shots per minute): home pressure above the
 * line, away below, one bar a minute, over the 90 minutes (longer when the match goes on).
 */
export function MomentumGraph({
  points,
  homeName,
  awayName,
}: {
  points: readonly Point[];
  homeName: string;
  awayName: string;
}) {
  const { t } = useTranslation();
  if (points.length === 0) return null;
  const minutes = Math.max(90, ...points.map((point) => point.minute + point.addedMinute));
  const peak = Math.max(1, ...points.map((point) => Math.max(point.home, point.away)));
  const step = WIDTH / (minutes + 1);
  const bar = Math.max(1, step * 0.8);
  return (
    <figure className="momentum">
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role="img"
        aria-label={t('detail:momentum.label', { home: homeName, away: awayName })}
      >
        <rect x="0" y="0" width={WIDTH} height={HEIGHT} className="momentum-bg" />
        <line x1={step * 45} x2={step * 45} y1="0" y2={HEIGHT} className="momentum-half" />
        {points.map((point) => {
          const x = (point.minute + point.addedMinute) * step;
          const up = (point.home / peak) * (MID - 4);
          const down = (point.away / peak) * (MID - 4);
          return (
            <g key={`${point.minute}+${point.addedMinute}`}>
              {up > 0 && <rect x={x} y={MID - up} width={bar} height={up} className="momentum-home" />}
              {down > 0 && <rect x={x} y={MID} width={bar} height={down} className="momentum-away" />}
            </g>
          );
        })}
        <line x1="0" x2={WIDTH} y1={MID} y2={MID} className="momentum-axis" />
      </svg>
      <figcaption className="momentum-legend">
        <span className="legend-home">{homeName}</span>
        <span className="legend-away">{awayName}</span>
      </figcaption>
    </figure>
  );
}
