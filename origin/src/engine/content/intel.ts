// Match intel: head-to-head, recent form, standings, injuries and a short preview written from them.

import { poisson, rngFor } from '../rng';
import { expectedGoals, type SeasonResult, summary } from '../season/standings';
import type { Injury, Intel, Locale, Match, ResultSummary, StandingRow, Team } from '../types';

export interface IntelInput {
  seed: number;
  match: Match;
  home: Team;
  away: Team;
  locale: Locale;
  /** Finished matches of the window, newest first. */
  finished: readonly Match[];
  standings: { home: StandingRow | null; away: StandingRow | null };
}

const YEAR_MS = 365 * 86_400_000;

/** Earlier meetings before the window, the same for every fixture of the pair. */
function pastMeetings(seed: number, a: Team, b: Team, before: number): SeasonResult[] {
  const [x, y] = a.id < b.id ? [a, b] : [b, a];
  const rng = rngFor(seed, 'h2h', x.id, y.id);
  const out: SeasonResult[] = [];
  for (let k = 1; k <= 5; k++) {
    const [home, away] = k % 2 === 0 ? [x, y] : [y, x];
    const xg = expectedGoals(home, away, false, false);
    out.push({
      homeTeamId: home.id,
      awayTeamId: away.id,
      home: poisson(rng, xg.home),
      away: poisson(rng, xg.away),
      startTime: before - k * 0.4 * YEAR_MS,
    });
  }
  return out;
}

function recent(input: IntelInput, team: Team, opponentPool: Team): ResultSummary[] {
  const own = input.finished
    .filter(
      (m) => m.startTime < input.match.startTime && (m.homeTeamId === team.id || m.awayTeamId === team.id),
    )
    .slice(0, 5)
    .map((m) =>
      summary(
        {
          homeTeamId: m.homeTeamId,
          awayTeamId: m.awayTeamId,
          home: m.score.home,
          away: m.score.away,
          startTime: m.startTime,
        },
        m.leagueId,
        team.id,
        m.id,
      ),
    );
  if (own.length >= 5) return own;
  const older = pastMeetings(input.seed, team, opponentPool, input.match.startTime - 30 * 86_400_000).map(
    (r) => summary(r, input.match.leagueId, team.id, null),
  );
  return [...own, ...older].slice(0, 5);
}

const REASONS = [
  { cn: '腿筋伤', en: 'Hamstring', vi: 'Chấn thương gân kheo' },
  { cn: '膝伤', en: 'Knee injury', vi: 'Chấn thương đầu gối' },
  { cn: '脚踝伤', en: 'Ankle injury', vi: 'Chấn thương mắt cá' },
  { cn: '停赛', en: 'Suspended', vi: 'Bị treo giò' },
];

function injuries(team: Team): Injury[] {
  return team.players
    .filter(
      (p) =>
        p.injured &&
        (p.position === 'GK' || p.position === 'DF' || p.position === 'MF' || p.position === 'FW'),
    )
    .map((p) => ({
      playerId: p.id,
      name: p.name,
      names: p.names,
      position: p.position as Injury['position'],
      reason: REASONS[p.id % REASONS.length] ?? (REASONS[0] as Injury['reason']),
    }));
}

function count(list: ResultSummary[], o: 'W' | 'D' | 'L'): number {
  return list.filter((r) => r.outcome === o).length;
}

function preview(
  input: IntelInput,
  h2h: ResultSummary[],
  form: { home: ResultSummary[]; away: ResultSummary[] },
): string {
  const { home, away, locale, standings } = input;
  const hn = home.name[locale];
  const an = away.name[locale];
  const hw = count(h2h, 'W');
  const aw = count(h2h, 'L');
  const d = count(h2h, 'D');
  const fh = `${count(form.home, 'W')}-${count(form.home, 'D')}-${count(form.home, 'L')}`;
  const fa = `${count(form.away, 'W')}-${count(form.away, 'D')}-${count(form.away, 'L')}`;
  const xg = expectedGoals(home, away, false, input.match.knockout);
  const fav = xg.home > xg.away * 1.15 ? hn : xg.away > xg.home * 1.15 ? an : null;
  const rank = (r: StandingRow | null) => (r ? String(r.rank) : '-');
  if (locale === 'cn') {
    return (
      `${hn}对阵${an}。近${h2h.length}次交锋，${hn}${hw}胜${d}平${aw}负。` +
      `近期战绩：${hn}${fh}，${an}${fa}（胜-平-负）。积分榜排名：${hn}第${rank(standings.home)}，${an}第${rank(standings.away)}。` +
      (fav ? `数据看好${fav}。` : '双方实力接近，平局可能性不小。')
    );
  }
  if (locale === 'vi') {
    return (
      `${hn} gặp ${an}. Trong ${h2h.length} lần đối đầu gần nhất, ${hn} thắng ${hw}, hòa ${d}, thua ${aw}. ` +
      `Phong độ gần đây: ${hn} ${fh}, ${an} ${fa} (thắng-hòa-thua). Xếp hạng: ${hn} thứ ${rank(standings.home)}, ${an} thứ ${rank(standings.away)}. ` +
      (fav ? `Số liệu nghiêng về ${fav}.` : 'Hai đội ngang tài, khả năng hòa không nhỏ.')
    );
  }
  return (
    `${hn} host ${an}. In their last ${h2h.length} meetings ${hn} won ${hw}, drew ${d} and lost ${aw}. ` +
    `Recent form: ${hn} ${fh}, ${an} ${fa} (W-D-L). Table: ${hn} ${rank(standings.home)}, ${an} ${rank(standings.away)}. ` +
    (fav ? `The numbers favour ${fav}.` : 'Evenly matched: a draw is well in play.')
  );
}

export function buildIntel(input: IntelInput): Intel {
  const { match, home, away } = input;
  const windowMeetings = input.finished.filter(
    (m) =>
      m.id !== match.id &&
      m.startTime < match.startTime &&
      ((m.homeTeamId === home.id && m.awayTeamId === away.id) ||
        (m.homeTeamId === away.id && m.awayTeamId === home.id)),
  );
  const h2h = [
    ...windowMeetings.map((m) =>
      summary(
        {
          homeTeamId: m.homeTeamId,
          awayTeamId: m.awayTeamId,
          home: m.score.home,
          away: m.score.away,
          startTime: m.startTime,
        },
        m.leagueId,
        home.id,
        m.id,
      ),
    ),
    ...pastMeetings(input.seed, home, away, match.startTime - 14 * 86_400_000).map((r) =>
      summary(r, match.leagueId, home.id, null),
    ),
  ].slice(0, 6);
  const form = { home: recent(input, home, away), away: recent(input, away, home) };
  return {
    matchId: match.id,
    locale: input.locale,
    headToHead: h2h,
    recentForm: form,
    standings: input.standings,
    injuries: { home: injuries(home), away: injuries(away) },
    preview: preview(input, h2h, form),
  };
}
