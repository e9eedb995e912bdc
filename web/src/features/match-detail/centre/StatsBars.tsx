import type { MatchStat, StatGroup } from '@pitchside/shared';
import { STAT_GROUPS } from '@pitchside/shared';
import { useTranslation } from 'react-i18next';

/** Statistics shown as a percentage. */
const PERCENT = new Set(['possession', 'passAccuracy']);

/**
 * Each stat as two bars meeting in the middle, home left, away right; in groups (top stats, shots,
 * attack, passes, defence, discipline) when the match has more than one, as the big match centres show them.
 */
export function StatsBars({ stats }: { stats: readonly MatchStat[] }) {
  const { t } = useTranslation();
  const groups = STAT_GROUPS.map((group) => ({
    group,
    stats: stats.filter((stat) => (stat.group ?? 'top') === group),
  })).filter((entry) => entry.stats.length > 0);
  if (groups.length <= 1) return <StatList stats={stats} />;
  return (
    <div className="stat-groups">
      {groups.map(({ group, stats: list }) => (
        <section key={group} className="stat-group" data-group={group}>
          <h3>{t(`detail:statGroups.${group satisfies StatGroup}`)}</h3>
          <StatList stats={list} />
        </section>
      ))}
    </div>
  );
}

function StatList({ stats }: { stats: readonly MatchStat[] }) {
  return (
    <dl className="stats">
      {stats.map((stat) => {
        const total = stat.home + stat.away;
        const homeShare = total > 0 ? (stat.home / total) * 100 : 50;
        const percent = PERCENT.has(stat.key) ? '%' : '';
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
