import { UNKNOWN_RECORD } from '@pitchside/shared';

// What can go wrong upstream, named so the log line and the metric label say it plainly.
export type FaultKind = 'timeout' | 'refused' | 'network' | 'http' | 'envelope' | 'decode' | 'schema';

export class UpstreamFault extends Error {
  readonly kind: FaultKind;
  constructor(kind: FaultKind, message: string) {
    super(message);
    this.name = 'UpstreamFault';
    this.kind = kind;
  }
}

/**
 * The origin answered "not found" (404/10005) or "invalid input" (400/10001) for a topic's call: the
 * topic does not exist.
 */
export class TopicMissing extends Error {
  constructor() {
    super('the origin does not know this topic');
    // The name page renders recognise it by (they have their own copy of the class's package).
    this.name = UNKNOWN_RECORD;
  }
}
