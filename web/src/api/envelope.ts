import { decodeData } from '@pitchside/shared';

/** The shared codec, kept behind a dynamic import by client.ts. */
export function decodeEnvelopeData<T>(text: string): T {
  return decodeData<T>(text);
}
