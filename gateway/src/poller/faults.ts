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
