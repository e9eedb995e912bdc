import { EnvelopeError, openEnvelope, readInflated } from '@pitchside/shared';

/** The browser's own zlib (DecompressionStream): the first download carries no inflate code. */
async function inflate(deflated: Uint8Array): Promise<Uint8Array> {
  const zlib = new DecompressionStream('deflate');
  const writer = zlib.writable.getWriter();
  // Bad data errors the readable side too, which is where it is reported (below).
  writer
    .write(deflated as Uint8Array<ArrayBuffer>)
    .then(() => writer.close())
    .catch(() => undefined);
  return new Uint8Array(await new Response(zlib.readable).arrayBuffer());
}

/**
 * The shared codec's decoding (checked, decrypted, inflated, parsed; kept behind a dynamic import by
 * client.ts), with the inflating done by the browser. Rejects only with `EnvelopeError`.
 */
export async function decodeEnvelopeData<T>(text: string): Promise<T> {
  const deflated = openEnvelope(text);
  let inflated: Uint8Array;
  try {
    inflated = await inflate(deflated);
  } catch {
    throw new EnvelopeError('inflate', 'decrypted data could not be inflated');
  }
  return readInflated<T>(inflated);
}
