// Match intel: head-to-head, recent form, standings, injuries and a short preview written from them.
// History is the data's and the world's own, nothing invented: the head-to-head is every meeting of the
// two the data holds before this match by real date, in any season or competition the project carries
// (a file the engine does not play too: the World Cup 2018 for nations), each with its season named, but
// only once the site has played it (a later knockout tie is never told before the world decides it). A
// side's form is its games of this match's season alone, where it plays this one: the home side's home
// games ("Home form") and the away side's away games ("Away form"). docs/API.md "Real and generated".

import { newestFirst } from '../queries/fanOrder';
import { expectedGoals, summary } from '../season/standings';
import type { Injury, Intel, Locale, Match, PastMeeting, StandingRow, Team } from '../types';
import type { FileMeeting } from './fileMeetings';

const DAY_MS = 86_400_000;

export interface IntelInput {
  seed: number;
  match: Match;
  home: Team;
  away: Team;
  locale: Locale;
  /** Every football match the engine plays (any status). */
  matches: readonly Match[];
  /** Engine time now: a match is history once it is over and its kick-off has passed. */
  now: number;
  /** Meetings of files the engine does not play. */
  fileMeetings: readonly FileMeeting[];
  standings: { home: StandingRow | null; away: StandingRow | null };
}

/**
 * When a match was played in reality: its kick-off in the data; a postponed fixture the engine replayed,
 * its date on the site taken back by its season's shift; a generated match, its own kick-off.
 */
export function realWhen(m: Match): number {
  const season = m.facts.season;
  if (!season) return m.startTime;
  return m.facts.kickOff === 'replayed' ? m.startTime - season.shiftDays * DAY_MS : season.realStart;
}

const seasonOf = (m: Match) => m.facts.season?.name ?? '';

function toMeeting(m: Match, teamId: number): PastMeeting {
  const result = summary(
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
  return {
    ...result,
    realStart: m.facts.season ? realWhen(m) : null,
    season: seasonOf(m),
    simulated: m.facts.score === 'generated',
  };
}

function fromFile(f: FileMeeting, home: Team): PastMeeting {
  const own = f.home === home.key ? f.score.home : f.score.away;
  const other = f.home === home.key ? f.score.away : f.score.home;
  return {
    matchId: null,
    leagueId: 0,
    startTime: f.realStart,
    homeTeamId: 0,
    awayTeamId: 0,
    score: f.score,
    halfTimeScore: null,
    outcome: own > other ? 'W' : own === other ? 'D' : 'L',
    realStart: f.realStart,
    season: f.season,
    simulated: false,
    told: f.names,
  };
}

/** Over on the site: played to the end, its kick-off passed. */
const playedHere = (m: Match, now: number) => m.status === -1 && m.startTime <= now;

/** The last five games of the side's season before this match, where it plays this one, the newest first. */
function form(input: IntelInput, team: Team, side: 'home' | 'away'): PastMeeting[] {
  const { match, now } = input;
  return input.matches
    .filter(
      (m) =>
        m.id !== match.id &&
        playedHere(m, now) &&
        m.startTime < match.startTime &&
        seasonOf(m) === seasonOf(match) &&
        (side === 'home' ? m.homeTeamId : m.awayTeamId) === team.id,
    )
    .sort(newestFirst)
    .slice(0, 5)
    .map((m) => toMeeting(m, team.id));
}

/** Every meeting the data holds before this match by real date (this one once over), and those not played here yet. */
function meetings(input: IntelInput): { told: PastMeeting[]; toReplay: number } {
  const { match, home, away, now } = input;
  const before = realWhen(match);
  const pair = input.matches.filter(
    (m) =>
      (m.homeTeamId === home.id && m.awayTeamId === away.id) ||
      (m.homeTeamId === away.id && m.awayTeamId === home.id),
  );
  const earlier = pair.filter((m) => m.id !== match.id && realWhen(m) < before && m.status >= -1);
  const played = earlier.filter((m) => playedHere(m, now));
  const own = playedHere(match, now) ? [match] : [];
  const files =
    home.key && away.key
      ? input.fileMeetings.filter(
          (f) =>
            f.realStart < before &&
            ((f.home === home.key && f.away === away.key) || (f.home === away.key && f.away === home.key)),
        )
      : [];
  const told = [
    ...[...own, ...played].map((m) => toMeeting(m, home.id)),
    ...files.map((f) => fromFile(f, home)),
  ]
    .sort((a, b) => (b.realStart ?? b.startTime) - (a.realStart ?? a.startTime))
    .slice(0, 10);
  return { told, toReplay: earlier.length - played.length };
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

function count(list: readonly PastMeeting[], o: 'W' | 'D' | 'L'): number {
  return list.filter((r) => r.outcome === o).length;
}

/** The meetings' sentence: how the earlier ones went, or that the data holds none (or has them still to replay). */
function meetingsSentence(locale: Locale, hn: string, earlier: readonly PastMeeting[], toReplay: number) {
  const [w, d, l] = [count(earlier, 'W'), count(earlier, 'D'), count(earlier, 'L')];
  const n = earlier.length;
  if (locale === 'cn')
    return n > 0
      ? `数据中两队此前交锋${n}次，${hn}${w}胜${d}平${l}负。`
      : toReplay > 0
        ? '数据中两队此前的交锋尚未在本站重演，重演后列出。'
        : '数据中没有两队此前交锋的记录。';
  if (locale === 'vi')
    return n > 0
      ? `Dữ liệu có ${n} lần hai đội gặp nhau trước đây: ${hn} thắng ${w}, hòa ${d}, thua ${l}. `
      : toReplay > 0
        ? 'Các lần hai đội gặp nhau trước đây trong dữ liệu chưa được tái hiện tại đây; sẽ hiện khi tái hiện xong. '
        : 'Dữ liệu không có lần nào hai đội gặp nhau trước đây. ';
  return n > 0
    ? `In the ${n} earlier meeting${n === 1 ? '' : 's'} the data holds, ${hn} won ${w}, drew ${d} and lost ${l}. `
    : toReplay > 0
      ? 'Their earlier meetings in the data are told once replayed here. '
      : 'The data holds no earlier meeting of the two. ';
}

function preview(
  input: IntelInput,
  earlier: readonly PastMeeting[],
  toReplay: number,
  form: { home: PastMeeting[]; away: PastMeeting[] },
): string {
  const { home, away, locale, standings } = input;
  const hn = home.name[locale];
  const an = away.name[locale];
  const fh = `${count(form.home, 'W')}-${count(form.home, 'D')}-${count(form.home, 'L')}`;
  const fa = `${count(form.away, 'W')}-${count(form.away, 'D')}-${count(form.away, 'L')}`;
  const xg = expectedGoals(home, away, false, input.match.knockout);
  const fav = xg.home > xg.away * 1.15 ? hn : xg.away > xg.home * 1.15 ? an : null;
  const rank = (r: StandingRow | null) => (r ? String(r.rank) : '-');
  const met = meetingsSentence(locale, hn, earlier, toReplay);
  if (locale === 'cn') {
    return (
      `${hn}对阵${an}。${met}` +
      `本赛季主场近况：${hn}${fh}；客场近况：${an}${fa}（胜-平-负）。积分榜排名：${hn}第${rank(standings.home)}，${an}第${rank(standings.away)}。` +
      (fav ? `数据看好${fav}。` : '双方实力接近，平局可能性不小。')
    );
  }
  if (locale === 'vi') {
    return (
      `${hn} gặp ${an}. ${met}` +
      `Phong độ sân nhà mùa này: ${hn} ${fh}; sân khách: ${an} ${fa} (thắng-hòa-thua). Xếp hạng: ${hn} thứ ${rank(standings.home)}, ${an} thứ ${rank(standings.away)}. ` +
      (fav ? `Số liệu nghiêng về ${fav}.` : 'Hai đội ngang tài, khả năng hòa không nhỏ.')
    );
  }
  return (
    `${hn} host ${an}. ${met}` +
    `Home form this season: ${hn} ${fh}; away form: ${an} ${fa} (W-D-L). Table: ${hn} ${rank(standings.home)}, ${an} ${rank(standings.away)}. ` +
    (fav ? `The numbers favour ${fav}.` : 'Evenly matched: a draw is well in play.')
  );
}

export function buildIntel(input: IntelInput): Intel {
  const { match, home, away } = input;
  const { told, toReplay } = meetings(input);
  const recent = { home: form(input, home, 'home'), away: form(input, away, 'away') };
  const earlier = told.filter((r) => r.matchId !== match.id);
  return {
    matchId: match.id,
    locale: input.locale,
    headToHead: told,
    meetingsToReplay: toReplay,
    recentForm: recent,
    standings: input.standings,
    injuries: { home: injuries(home), away: injuries(away) },
    preview: preview(input, earlier, toReplay, recent),
  };
}
