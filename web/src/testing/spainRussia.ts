// The match the tracker's tests draw: Spain v Russia, 2018 World Cup round of 16, at 41 minutes — Ignashevich's
// own goal (12'), Piqué's yellow card (40') and Dzyuba's penalty (41'), as played; the shots' places and
// the momentum are made up for the tests (the origin marks such detail as generated).
import type { MatchShot, MatchView, TimelineEvent } from '@pitchside/shared';
import { matchSummary } from './matchSummary';

const event = (over: Partial<TimelineEvent> & Pick<TimelineEvent, 'id' | 'kind' | 'minute' | 'side'>) => ({
  code: 0,
  addedMinute: 0,
  playerName: '',
  relatedPlayerName: '',
  homeScore: 0,
  awayScore: 0,
  text: '',
  ...over,
});

const shot = (
  over: Partial<MatchShot> & Pick<MatchShot, 'id' | 'minute' | 'side' | 'x' | 'y' | 'outcome'>,
) => ({
  addedMinute: 0,
  playerId: null,
  playerName: '',
  bodyPart: 'foot' as const,
  situation: 'open-play' as const,
  xg: 0.1,
  ...over,
});

export function spainRussia(): MatchView {
  return {
    match: matchSummary({
      status: 1,
      playingTime: '41',
      homeShortName: 'Spain',
      awayShortName: 'Russia',
      homeScore: 1,
      awayScore: 1,
      homeCorner: 3,
      awayCorner: 1,
      homeYellowCard: 1,
    }),
    venue: 'Luzhniki Stadium',
    group: '',
    knockout: true,
    extraTimeScore: null,
    penaltyScore: null,
    periods: [],
    events: [
      event({ id: 1, kind: 'own', minute: 12, side: 'home', playerName: 'Sergei Ignashevich', homeScore: 1 }),
      event({ id: 2, kind: 'corner', minute: 30, side: 'home' }),
      event({ id: 3, kind: 'yellow', minute: 40, side: 'home', playerName: 'Gerard Piqué', homeScore: 1 }),
      event({
        id: 4,
        kind: 'penalty',
        minute: 41,
        side: 'away',
        playerName: 'Artem Dzyuba',
        homeScore: 1,
        awayScore: 1,
      }),
    ],
    stats: [],
    shots: [
      shot({ id: 90, minute: 25, side: 'home', x: 90, y: 20, outcome: 'saved', playerName: 'Isco' }),
      shot({ id: 4, minute: 41, side: 'away', x: 94, y: 34, outcome: 'goal', playerName: 'Artem Dzyuba' }),
    ],
    momentum: [
      { minute: 39, addedMinute: 0, home: 4, away: 0 },
      { minute: 40, addedMinute: 0, home: 1, away: 2 },
      { minute: 41, addedMinute: 0, home: 0, away: 4 },
    ],
  };
}
