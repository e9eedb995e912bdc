// Who is on the pitch at a match's minute, and for how long each player played: the
// line-up's eleven and bench, followed through the match's substitutions and cards. One reading for the
// pitch the web draws and the minutes the player page counts, so the two never disagree.

/** The events that change who is on the pitch, as a line-up needs them. */
export interface PitchEvent {
  /** 'substitute', 'yellow', 'red', 'yellowred'; other kinds are ignored. */
  kind: string;
  minute: number;
  /** Stoppage time: 90+2 is minute 90, addedMinute 2 (0 or absent otherwise). */
  addedMinute?: number;
  /** Substitute: the player going off; a card: the player booked. */
  playerId: number | null;
  /** Substitute: the player coming on; null otherwise. */
  relatedPlayerId: number | null;
}

/** One player's match so far. */
export interface PlayerStint {
  playerId: number;
  started: boolean;
  /** The minute he came on (a substitute who did), else null. */
  cameOn: number | null;
  /** The minute he was taken off, else null. */
  wentOff: number | null;
  /** The minute he was sent off (straight red or second yellow), else null. */
  sentOff: number | null;
  yellowCards: number;
  /** The player he replaced (came on for), else null. */
  replaced: number | null;
  /** The player who replaced him, else null. */
  replacedBy: number | null;
  /** Stoppage minutes of cameOn, wentOff and sentOff (90+2: the minute 90, added 2), 0 in normal time. */
  added: { cameOn: number; wentOff: number; sentOff: number };
}

/** A minute as fans write it: 67, or 90+2 in stoppage time. */
export const minuteMark = (minute: number, added = 0): string =>
  added > 0 ? `${minute}+${added}` : String(minute);

/** The story of every player of one side's line-up, from that side's events in time order. */
export function lineupStory(
  starterIds: readonly number[],
  benchIds: readonly number[],
  events: readonly PitchEvent[],
): Map<number, PlayerStint> {
  const story = new Map<number, PlayerStint>();
  const add = (playerId: number, started: boolean) => {
    if (!story.has(playerId)) {
      story.set(playerId, {
        playerId,
        started,
        cameOn: null,
        wentOff: null,
        sentOff: null,
        yellowCards: 0,
        replaced: null,
        replacedBy: null,
        added: { cameOn: 0, wentOff: 0, sentOff: 0 },
      });
    }
  };
  for (const id of starterIds) add(id, true);
  for (const id of benchIds) add(id, false);
  for (const event of events) {
    const player = event.playerId === null ? undefined : story.get(event.playerId);
    if (!player) continue;
    switch (event.kind) {
      case 'substitute': {
        const coming = event.relatedPlayerId === null ? undefined : story.get(event.relatedPlayerId);
        player.wentOff = event.minute;
        player.added.wentOff = event.addedMinute ?? 0;
        if (coming) {
          player.replacedBy = coming.playerId;
          coming.cameOn = event.minute;
          coming.added.cameOn = event.addedMinute ?? 0;
          coming.replaced = player.playerId;
        }
        break;
      }
      case 'yellow':
        player.yellowCards += 1;
        break;
      case 'yellowred':
        player.yellowCards = 2;
        player.sentOff = event.minute;
        player.added.sentOff = event.addedMinute ?? 0;
        break;
      case 'red':
        player.sentOff = event.minute;
        player.added.sentOff = event.addedMinute ?? 0;
        break;
      default:
        break;
    }
  }
  return story;
}

/** Whether he is on the pitch now: started or came on, and neither taken off nor sent off. */
export const isOnPitch = (stint: PlayerStint): boolean =>
  (stint.started || stint.cameOn !== null) && stint.wentOff === null && stint.sentOff === null;

/** Whether he played at all. */
export const hasPlayed = (stint: PlayerStint): boolean => stint.started || stint.cameOn !== null;

/**
 * The starter whose place on the pitch a player holds: himself for a starter, else the player he
 * came on for, followed back to the eleven (a substitute replaced in turn keeps the same place).
 */
export function placeOf(story: ReadonlyMap<number, PlayerStint>, playerId: number): number | null {
  let current = story.get(playerId);
  for (let hops = 0; current && hops <= story.size; hops += 1) {
    if (current.started) return current.playerId;
    current = current.replaced === null ? undefined : story.get(current.replaced);
  }
  return null;
}

/**
 * Minutes played, up to `endMinute` (the match's minute now, or its last: 90, or 120 after extra
 * time). A player who came on in stoppage time of a half is counted from that half's last minute.
 */
export function minutesPlayed(stint: PlayerStint, endMinute: number): number {
  if (!hasPlayed(stint)) return 0;
  const from = stint.started ? 0 : (stint.cameOn ?? 0);
  const leftAt = [stint.wentOff, stint.sentOff, endMinute].filter((m): m is number => m !== null);
  return Math.max(0, Math.min(...leftAt) - from);
}
