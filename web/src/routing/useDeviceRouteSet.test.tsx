// @vitest-environment happy-dom
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useDeviceRouteSet } from './useDeviceRouteSet';

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148';
const DESKTOP =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130 Safari/537.36';

function resizeTo(width: number) {
  act(() => {
    window.innerWidth = width;
    window.dispatchEvent(new Event('resize'));
  });
}

describe('device route set in the browser', () => {
  afterEach(() => vi.restoreAllMocks());

  it('follows the window width on a desktop agent, re-evaluated on resize', () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(DESKTOP);
    window.innerWidth = 1280;
    const { result } = renderHook(() => useDeviceRouteSet());
    expect(result.current).toBe('pc');
    resizeTo(600);
    expect(result.current).toBe('mobile');
    resizeTo(1024);
    expect(result.current).toBe('pc');
  });

  it('keeps a phone agent on mobile at any width', () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(IPHONE);
    window.innerWidth = 390;
    const { result } = renderHook(() => useDeviceRouteSet());
    expect(result.current).toBe('mobile');
    resizeTo(1400);
    expect(result.current).toBe('mobile');
  });
});
