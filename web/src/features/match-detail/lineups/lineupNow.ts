// The line-up at the match's minute now: the eleven followed through the substitutions
// and cards the timeline holds (shared lineupStory, the reading the player page's minutes use). The
// line-up answer is read once; the timeline's events follow the match, so the pitch does too.
import {
  isOnPitch,
  lineupStory,
  type MatchLineup,
  type PitchEvent,
  type PlayerStint,
  placeOf,
  type TimelineEvent,
} from '@pitchside/shared';

type Team = MatchLineup['home'];
export type LineupPlayer = Team['starters'][number];

/** A player on the pitch now, in the place of the starter he holds it for. */
export interface PitchSpot {
  player: LineupPlayer;
  /** The starter whose line and slot he stands in (himself for a starter). */
  place: LineupPlayer;
  /** The minute he came on, null for a starter. */
  cameOn: number | null;
  /** Its stoppage minutes (90+2: 2), 0 in normal time. */
  cameOnAdded: number;
  yellowCards: number;
}

/** A player no longer on the pitch, or one on the bench: who came on and who went off, with minutes. */
export interface SheetEntry {
  player: LineupPlayer;
  stint: PlayerStint;
  /** Came on: the player he replaced; went off: the player who replaced him. */
  other: LineupPlayer | null;
}

export interface LineupNow {
  onPitch: PitchSpot[];
  /** Starters and substitutes taken off or sent off, in the order it happened. */
  wentOff: SheetEntry[];
  /** The bench: who came on (with the minute), then those still on it. */
  bench: SheetEntry[];
}

/** One side's events as the line-up reading takes them; a player without an id is found by name. */
function pitchEvents(team: Team, side: 'home' | 'away', events: readonly TimelineEvent[]): PitchEvent[] {
  const everyone = [...team.starters, ...team.substitutes];
  const idOf = (id: number | null | undefined, name: string): number | null =>
    id ?? (name === '' ? null : (everyone.find((p) => p.name === name)?.id ?? null));
  return events
    .filter((event) => event.side === side)
    .map((event) => ({
      kind: event.kind,
      minute: event.minute,
      addedMinute: event.addedMinute,
      playerId: idOf(event.playerId, event.playerName),
      relatedPlayerId:
        event.kind === 'substitute' ? idOf(event.relatedPlayerId, event.relatedPlayerName) : null,
    }));
}

export function lineupNow(team: Team, side: 'home' | 'away', events: readonly TimelineEvent[]): LineupNow {
  const story = lineupStory(
    team.starters.map((p) => p.id),
    team.substitutes.map((p) => p.id),
    pitchEvents(team, side, events),
  );
  const byId = new Map([...team.starters, ...team.substitutes].map((p) => [p.id, p]));
  const stintOf = (player: LineupPlayer): PlayerStint =>
    story.get(player.id) ?? {
      playerId: player.id,
      started: false,
      cameOn: null,
      wentOff: null,
      sentOff: null,
      yellowCards: 0,
      replaced: null,
      replacedBy: null,
      added: { cameOn: 0, wentOff: 0, sentOff: 0 },
    };
  const other = (id: number | null) => (id === null ? null : (byId.get(id) ?? null));
  const onPitch: PitchSpot[] = [];
  for (const player of [...team.starters, ...team.substitutes]) {
    const stint = stintOf(player);
    if (!isOnPitch(stint)) continue;
    const place = other(placeOf(story, player.id)) ?? player;
    onPitch.push({
      player,
      place,
      cameOn: stint.cameOn,
      cameOnAdded: stint.added.cameOn,
      yellowCards: stint.yellowCards,
    });
  }
  const leftAt = (s: PlayerStint) =>
    Math.min(s.wentOff ?? Number.POSITIVE_INFINITY, s.sentOff ?? Number.POSITIVE_INFINITY);
  const wentOff = [...team.starters, ...team.substitutes]
    .map((player) => ({ player, stint: stintOf(player) }))
    .filter(({ stint }) => stint.wentOff !== null || stint.sentOff !== null)
    .sort((a, b) => leftAt(a.stint) - leftAt(b.stint))
    .map(({ player, stint }) => ({ player, stint, other: other(stint.replacedBy) }));
  const bench = team.substitutes
    .map((player) => ({ player, stint: stintOf(player) }))
    .map(({ player, stint }) => ({ player, stint, other: other(stint.replaced) }))
    .sort(
      (a, b) => (a.stint.cameOn ?? Number.POSITIVE_INFINITY) - (b.stint.cameOn ?? Number.POSITIVE_INFINITY),
    );
  return { onPitch, wentOff, bench };
}
