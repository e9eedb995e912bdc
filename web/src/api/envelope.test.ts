import { EnvelopeError, encodeData, sealInner } from '@pitchside/shared';
import { describe, expect, it } from 'vitest';
import { decodeEnvelopeData } from './envelope';

// The browser's zlib (DecompressionStream, in Node too) reads what the shared codec's pako wrote.
describe('decodeEnvelopeData', () => {
  it('reads back what the origin encodes, in any language', async () => {
    const value = {
      list: [{ id: 7, name: '布拉迪斯拉发斯洛万', vi: 'Đội tuyển', n: 1.5 }],
      big: 'x'.repeat(70_000),
    };
    expect(await decodeEnvelopeData(encodeData(value))).toEqual(value);
  });

  it('refuses a sealed string that is not zlib data, as the codec does', async () => {
    const notDeflated = sealInner(btoa('not zlib at all'));
    await expect(decodeEnvelopeData(notDeflated)).rejects.toMatchObject({ reason: 'inflate' });
    await expect(decodeEnvelopeData(notDeflated)).rejects.toBeInstanceOf(EnvelopeError);
  });

  it('refuses a tampered string before inflating it', async () => {
    const text = encodeData({ a: 1 });
    const tampered = `${text.slice(0, 10)}${text[10] === 'A' ? 'B' : 'A'}${text.slice(11)}`;
    await expect(decodeEnvelopeData(tampered)).rejects.toMatchObject({ reason: 'integrity' });
  });
});
