// Match intel: head-to-head, recent form, standings, injuries and a short preview written from them.
// History is the world's own: only matches it has played, the newest first; a pair that has not met has
// no meetings to list (none is invented), and a side's form counts the games it played at home (home
// side) or away (away side), as the lists are called.

import { newestFirst } from '../queries/fanOrder';
import { expectedGoals, summary } from '../season/standings';
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

const toSummary = (m: Match, teamId: number): ResultSummary =>
  summary(
    {
      homeTeamId: m.homeTeamId,
      awayTeamId: m.awayTeamId,
      home: m.score.home,
      away: m.score.away,
      startTime: m.startTime,
    },
    m.leagueId,
    teamId,
    m.id,
  );

/** Played before this match, the newest first (the world's history only: nothing invented, nothing to come). */
function playedBefore(input: IntelInput): Match[] {
  return input.finished
    .filter((m) => m.id !== input.match.id && m.startTime < input.match.startTime && m.status === -1)
    .sort(newestFirst);
}

/**
 * Form: the last five games the side has played where it plays this one, the home side's home games
 * ("Home form") and the away side's away games ("Away form").
 */
function form(played: readonly Match[], team: Team, side: 'home' | 'away'): ResultSummary[] {
  return played
    .filter((m) => (side === 'home' ? m.homeTeamId : m.awayTeamId) === team.id)
    .slice(0, 5)
    .map((m) => toSummary(m, team.id));
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
      `${hn}对阵${an}。` +
      (h2h.length > 0 ? `本赛季${h2h.length}次交锋，${hn}${hw}胜${d}平${aw}负。` : '本赛季双方尚未交手。') +
      `主场近况：${hn}${fh}；客场近况：${an}${fa}（胜-平-负）。积分榜排名：${hn}第${rank(standings.home)}，${an}第${rank(standings.away)}。` +
      (fav ? `数据看好${fav}。` : '双方实力接近，平局可能性不小。')
    );
  }
  if (locale === 'vi') {
    return (
      `${hn} gặp ${an}. ` +
      (h2h.length > 0
        ? `Trong ${h2h.length} lần đối đầu mùa này, ${hn} thắng ${hw}, hòa ${d}, thua ${aw}. `
        : 'Hai đội chưa gặp nhau mùa này. ') +
      `Phong độ sân nhà: ${hn} ${fh}; sân khách: ${an} ${fa} (thắng-hòa-thua). Xếp hạng: ${hn} thứ ${rank(standings.home)}, ${an} thứ ${rank(standings.away)}. ` +
      (fav ? `Số liệu nghiêng về ${fav}.` : 'Hai đội ngang tài, khả năng hòa không nhỏ.')
    );
  }
  return (
    `${hn} host ${an}. ` +
    (h2h.length > 0
      ? `In their ${h2h.length} meetings this season ${hn} won ${hw}, drew ${d} and lost ${aw}. `
      : 'They have not met this season. ') +
    `Home form: ${hn} ${fh}; away form: ${an} ${fa} (W-D-L). Table: ${hn} ${rank(standings.home)}, ${an} ${rank(standings.away)}. ` +
    (fav ? `The numbers favour ${fav}.` : 'Evenly matched: a draw is well in play.')
  );
}

export function buildIntel(input: IntelInput): Intel {
  const { match, home, away } = input;
  const played = playedBefore(input);
  const h2h = played
    .filter(
      (m) =>
        (m.homeTeamId === home.id && m.awayTeamId === away.id) ||
        (m.homeTeamId === away.id && m.awayTeamId === home.id),
    )
    .slice(0, 6)
    .map((m) => toSummary(m, home.id));
  const recent = { home: form(played, home, 'home'), away: form(played, away, 'away') };
  return {
    matchId: match.id,
    locale: input.locale,
    headToHead: h2h,
    recentForm: recent,
    standings: input.standings,
    injuries: { home: injuries(home), away: injuries(away) },
    preview: preview(input, h2h, recent),
  };
}
