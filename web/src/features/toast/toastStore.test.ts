import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createToastStore, TOAST_DURATION_MS } from './toastStore';

describe('toasts', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('disappear after 3 s', () => {
    const store = createToastStore();
    store.show('login success', 'success');
    expect(store.current()).toHaveLength(1);
    vi.advanceTimersByTime(TOAST_DURATION_MS - 1);
    expect(store.current()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(store.current()).toHaveLength(0);
  });

  it('keep a toast with an action until it is dismissed', () => {
    const store = createToastStore();
    const id = store.show('new version', 'info', { label: 'reload', run: () => {} });
    vi.advanceTimersByTime(10 * TOAST_DURATION_MS);
    expect(store.current().map((toast) => toast.id)).toEqual([id]);
    store.dismiss(id);
    expect(store.current()).toEqual([]);
  });
});
