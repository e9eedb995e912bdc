import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { chooseRouteSet, isPhoneAgent, PHONE_AGENT_TERMS } from './routeSet';

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';
const ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36';
const DESKTOP =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36';
const MAC =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Safari/605.1.15';

describe('isPhoneAgent', () => {
  it('recognises every term of PRODUCT §9, in any case', () => {
    for (const term of PHONE_AGENT_TERMS) {
      expect(isPhoneAgent(`Mozilla/5.0 (${term})`)).toBe(true);
      expect(isPhoneAgent(`Mozilla/5.0 (${term.toLowerCase()})`)).toBe(true);
    }
    expect(isPhoneAgent(IPHONE)).toBe(true);
    expect(isPhoneAgent(ANDROID)).toBe(true);
    expect(isPhoneAgent('Opera/9.80 (J2ME/MIDP; Opera Mini/9.80)')).toBe(true);
    expect(isPhoneAgent('Mozilla/5.0 (iPad; CPU OS 16_0) CriOS/120')).toBe(true);
  });

  it('does not flag desktop agents or nothing', () => {
    expect(isPhoneAgent(DESKTOP)).toBe(false);
    expect(isPhoneAgent(MAC)).toBe(false);
    expect(isPhoneAgent('')).toBe(false);
    expect(isPhoneAgent(undefined)).toBe(false);
    expect(isPhoneAgent(null)).toBe(false);
  });
});

describe('chooseRouteSet', () => {
  it('gives mobile to a phone agent at any width', () => {
    fc.assert(
      fc.property(fc.nat({ max: 4000 }), (width) => {
        expect(chooseRouteSet({ userAgent: IPHONE, width })).toBe('mobile');
      }),
    );
  });

  it('gives mobile under 768 and pc from 768 on a desktop agent', () => {
    expect(chooseRouteSet({ userAgent: DESKTOP, width: 767 })).toBe('mobile');
    expect(chooseRouteSet({ userAgent: DESKTOP, width: 767.5 })).toBe('mobile');
    expect(chooseRouteSet({ userAgent: DESKTOP, width: 768 })).toBe('pc');
    expect(chooseRouteSet({ userAgent: DESKTOP, width: 1023 })).toBe('pc'); // the open band: pc
    expect(chooseRouteSet({ userAgent: DESKTOP, width: 1024 })).toBe('pc');
    expect(chooseRouteSet({ userAgent: DESKTOP, width: 2560 })).toBe('pc');
  });

  it('decides by agent alone without a usable width', () => {
    expect(chooseRouteSet({ userAgent: DESKTOP })).toBe('pc');
    expect(chooseRouteSet({ userAgent: ANDROID })).toBe('mobile');
    expect(chooseRouteSet({ userAgent: DESKTOP, width: Number.NaN })).toBe('pc');
    expect(chooseRouteSet({ userAgent: undefined, width: null })).toBe('pc');
  });
});
