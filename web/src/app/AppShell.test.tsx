// @vitest-environment happy-dom
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../api/queries';
import { startI18n } from '../i18n/i18n';
import { AppShell } from './AppShell';

function renderAt(path: string) {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="*" element={<AppShell />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('app shell', () => {
  beforeAll(async () => {
    await startI18n('en');
    // No origin here: every call fails fast, the shell must still render.
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('offline'))),
    );
  });
  afterEach(() => {
    cleanup();
    localStorage.clear();
  });

  it.each(['/no-such-page', '/live/detail/abc', '/zq/detail/0', '/mobile/nothing'])(
    '%s is the 404 page',
    async (path) => {
      renderAt(path);
      expect(await screen.findByText(`Page not found: ${path}`)).toBeTruthy();
    },
  );

  it('renders a page of the prefixed set in that set and remembers the path', async () => {
    const { container } = renderAt('/mobile/matches/hot');
    expect(await screen.findByRole('heading', { level: 1, name: 'Hot matches' })).toBeTruthy();
    expect(container.querySelector('[data-route-set]')?.getAttribute('data-route-set')).toBe('mobile');
    expect(localStorage.getItem('currentPath')).toBe('/mobile/matches/hot');
    expect(document.title).toBe('Fixtures and results - Pitchside');
  });

  it('passes the validated id to the page', async () => {
    renderAt('/pc/zq/detail/42');
    // The detail page asks the origin for exactly that match.
    await waitFor(() => {
      const urls = vi.mocked(fetch).mock.calls.map(([input]) => String(input));
      expect(urls.some((url) => url.includes('/vdapi/detail/v1/info/42'))).toBe(true);
    });
  });
});
