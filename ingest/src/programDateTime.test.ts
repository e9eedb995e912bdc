import { describe, expect, it } from 'vitest';
import { pdtShiftOf, shiftProgramDateTime } from './programDateTime';

// As ffmpeg 5.1's HLS muxer writes it (an offset without a colon).
const first = `#EXTM3U
#EXT-X-TARGETDURATION:1
#EXT-X-MEDIA-SEQUENCE:0
#EXTINF:1.000000,
#EXT-X-PROGRAM-DATE-TIME:2026-11-28T19:22:39.183+0000
seg000000.ts
#EXTINF:1.000000,
#EXT-X-PROGRAM-DATE-TIME:2026-11-28T19:22:40.183+0000
seg000001.ts
`;

describe("the sessions' PROGRAM-DATE-TIME", () => {
  it('is moved onto the arrival of the first packet, every line by the same amount', () => {
    const arrival = Date.parse('2026-11-28T19:22:37.500Z');
    const shift = pdtShiftOf(first, arrival);
    expect(shift).toBe(-1683);
    const moved = shiftProgramDateTime(first, shift ?? 0);
    expect(moved).toContain('#EXT-X-PROGRAM-DATE-TIME:2026-11-28T19:22:37.500Z\nseg000000.ts');
    expect(moved).toContain('#EXT-X-PROGRAM-DATE-TIME:2026-11-28T19:22:38.500Z\nseg000001.ts');
    expect(moved.replace(/#EXT-X-PROGRAM-DATE-TIME:.*\n/g, '')).toBe(
      first.replace(/#EXT-X-PROGRAM-DATE-TIME:.*\n/g, ''),
    );
  });

  it('is not guessed from a playlist that no longer lists the first segment', () => {
    expect(pdtShiftOf(first.replace('SEQUENCE:0', 'SEQUENCE:4'), Date.now())).toBeNull();
    expect(pdtShiftOf('#EXTM3U\n#EXT-X-MEDIA-SEQUENCE:0\n', Date.now())).toBeNull();
  });
});
