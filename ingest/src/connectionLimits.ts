// Which RTMP connections the ingest takes: a few per address (an encoder, its reconnection, a backup), a
// cap in all, and within it places kept for publishers, so strangers holding connections open can delay a
// new anchor but never take a live one's place. A publisher's bytes are held to a bitrate by pausing its
// socket (TCP backpressure: the encoder waits), never buffered.

export interface ConnectionCaps {
  /** Open at once from one address. */
  perAddress: number;
  /** Open at once, in all. */
  connections: number;
  /** Publishing (or asking to) at once; the rest of `connections` is for connections not yet publishing. */
  publishers: number;
}

export type Admission = 'address' | 'connections' | null;

export class ConnectionLimits {
  readonly #byAddress = new Map<string, number>();
  #open = 0;
  #publishing = 0;

  constructor(readonly caps: ConnectionCaps) {}

  get open(): number {
    return this.#open;
  }

  get publishing(): number {
    return this.#publishing;
  }

  /** Takes a place for a newcomer from `address` (null), or says which cap it is past. */
  admit(address: string): Admission {
    const fromAddress = this.#byAddress.get(address) ?? 0;
    if (fromAddress >= this.caps.perAddress) return 'address';
    if (this.#open >= this.caps.connections) return 'connections';
    const notPublishing = this.#open - this.#publishing;
    if (notPublishing >= Math.max(1, this.caps.connections - this.caps.publishers)) return 'connections';
    this.#byAddress.set(address, fromAddress + 1);
    this.#open++;
    return null;
  }

  /** An admitted connection asks to publish: false when every publisher's place is taken. */
  promote(): boolean {
    if (this.#publishing >= this.caps.publishers) return false;
    this.#publishing++;
    return true;
  }

  release(address: string, promoted: boolean): void {
    const left = (this.#byAddress.get(address) ?? 1) - 1;
    if (left > 0) this.#byAddress.set(address, left);
    else this.#byAddress.delete(address);
    this.#open--;
    if (promoted) this.#publishing--;
  }
}

/** A token bucket of bytes: `take` answers how long to wait (ms) before reading more, 0 when within the rate. */
export class ByteRate {
  #tokens: number;
  #at: number;

  constructor(
    readonly bytesPerSecond: number,
    /** What may arrive at once above the rate (a keyframe), in bytes. */
    readonly burst: number,
    now: number = Date.now(),
  ) {
    this.#tokens = burst;
    this.#at = now;
  }

  take(bytes: number, now: number = Date.now()): number {
    this.#tokens = Math.min(this.burst, this.#tokens + ((now - this.#at) / 1000) * this.bytesPerSecond);
    this.#at = now;
    this.#tokens -= bytes;
    return this.#tokens >= 0 ? 0 : Math.ceil((-this.#tokens / this.bytesPerSecond) * 1000);
  }
}
