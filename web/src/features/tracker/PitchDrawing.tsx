import type { ReactNode } from 'react';
import { PITCH } from './trackerModel';

/**
 * A football pitch drawn to scale (105 × 68 m, the shots' frame), its lines in metres: the halfway line
 * and centre circle, each end's penalty area, goal area, penalty spot and arc, and the goals. What is
 * drawn on it (`children`) uses the same metres, the home side attacking to the right.
 */
export function PitchDrawing({ label, children }: { label: string; children?: ReactNode }) {
  const { length: L, width: W } = PITCH;
  const mid = W / 2;
  // Penalty area 16.5 m deep and 40.3 m wide, goal area 5.5 by 18.3, spot at 11 m, goal 7.32 m.
  const end = (flip: boolean) => {
    const x = (metres: number) => (flip ? L - metres : metres);
    const box = (depth: number, width: number) =>
      `M${x(0)} ${mid - width / 2}H${x(depth)}V${mid + width / 2}H${x(0)}`;
    const arcFrom = mid - 7.3;
    const arcTo = mid + 7.3;
    return (
      <g>
        <path d={box(16.5, 40.3)} />
        <path d={box(5.5, 18.3)} />
        <circle cx={x(11)} cy={mid} r={0.35} className="pitch-spot" />
        <path d={`M${x(16.5)} ${arcFrom}A9.15 9.15 0 0 ${flip ? 0 : 1} ${x(16.5)} ${arcTo}`} />
        <path d={`M${x(0)} ${mid - 3.66}H${x(-1.6)}V${mid + 3.66}H${x(0)}`} className="pitch-goal" />
      </g>
    );
  };
  return (
    <svg className="pitch-drawing" viewBox={`-2.5 -1 ${L + 5} ${W + 2}`} role="img" aria-label={label}>
      <rect x={-2.5} y={-1} width={L + 5} height={W + 2} className="pitch-grass" />
      {/* Mown stripes, every 10.5 m. */}
      {Array.from({ length: 10 }, (_, n) => n)
        .filter((n) => n % 2 === 0)
        .map((n) => (
          <rect key={n} x={n * 10.5} y={0} width={10.5} height={W} className="pitch-stripe" />
        ))}
      <g className="pitch-lines">
        <rect x={0} y={0} width={L} height={W} />
        <path d={`M${L / 2} 0V${W}`} />
        <circle cx={L / 2} cy={mid} r={9.15} />
        <circle cx={L / 2} cy={mid} r={0.35} className="pitch-spot" />
        {end(false)}
        {end(true)}
      </g>
      {children}
    </svg>
  );
}
