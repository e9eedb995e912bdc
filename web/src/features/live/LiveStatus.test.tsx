// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { LiveStatus } from './LiveStatus';

beforeAll(async () => {
  await i18next.use(initReactI18next).init({
    lng: 'en',
    resources: { en: { translation: { live: { connection: { lost: 'Connection lost', stale: 'Stale' } } } } },
  });
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function goOnline(online: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
  act(() => {
    window.dispatchEvent(new Event(online ? 'online' : 'offline'));
  });
}

describe('the connection banner', () => {
  it('tells a reader who goes offline before the live chunk has loaded, and goes when back', () => {
    render(<LiveStatus runtime={null} />);
    expect(screen.queryByRole('status')).toBeNull();
    goOnline(false);
    expect(screen.getByRole('status').dataset.connection).toBe('lost');
    expect(screen.getByRole('status').textContent).toBe('Connection lost');
    goOnline(true);
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('says the data is stale while online', () => {
    render(<LiveStatus runtime={null} stale />);
    expect(screen.getByRole('status').dataset.stale).toBe('true');
    goOnline(false);
    expect(screen.getByRole('status').dataset.connection).toBe('lost');
  });
});
