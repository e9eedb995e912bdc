// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LAZY_IMAGE_THRESHOLD, LazyImage } from './LazyImage';

type Callback = (entries: { isIntersecting: boolean }[]) => void;

describe('LazyImage', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('loads its source once a tenth of it is visible', () => {
    const observers: { callback: Callback; options?: IntersectionObserverInit }[] = [];
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: Callback, options?: IntersectionObserverInit) {
          observers.push({ callback, options });
        }
        observe() {}
        disconnect() {}
      },
    );
    render(<LazyImage src="/crest.svg" alt="crest" />);
    const img = screen.getByRole('img', { name: 'crest' });
    expect(img.getAttribute('src')).not.toBe('/crest.svg');
    expect(observers[0]?.options?.threshold).toBe(LAZY_IMAGE_THRESHOLD);
    expect(LAZY_IMAGE_THRESHOLD).toBe(0.1);
    act(() => observers[0]?.callback([{ isIntersecting: true }]));
    expect(img.getAttribute('src')).toBe('/crest.svg');
  });
});
