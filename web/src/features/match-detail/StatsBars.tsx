import type { MatchStat } from '@pitchside/shared';

/** Each stat as two bars meeting in the middle, home left, away right. */
export function StatsBars({ stats }: { stats: readonly MatchStat[] }) {
  return (
    <dl className="stats">
      {stats.map((stat) => {
        const total = stat.home + stat.away;
        const homeShare = total > 0 ? (stat.home / total) * 100 : 50;
        const percent = stat.key === 'possession' ? '%' : '';
        return (
          <div key={stat.key} className="stat-row" data-stat={stat.key}>
            <dt>{stat.name}</dt>
            <dd>
              <span className="stat-value">
                {stat.home}
                {percent}
              </span>
              <span className="stat-bar" aria-hidden="true">
                <span className="stat-home" style={{ width: `${homeShare}%` }} />
                <span className="stat-away" style={{ width: `${100 - homeShare}%` }} />
              </span>
              <span className="stat-value">
                {stat.away}
                {percent}
              </span>
            </dd>
          </div>
        );
      })}
    </dl>
  );
}
