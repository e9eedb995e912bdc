// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter, StaticRouter, useLocation } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { TabLink, useTabParam } from './tabLink';

const TABS = ['live', 'odds', 'chat'] as const;

function Tabs() {
  const tab = useTabParam(TABS, 'live');
  const location = useLocation();
  return (
    <div>
      <div role="tablist">
        {TABS.map((key) => (
          <TabLink key={key} tab={key} id={`t-${key}`} selected={tab === key} controls="panel">
            {key}
          </TabLink>
        ))}
      </div>
      <div role="tabpanel" id="panel">
        panel {tab}
      </div>
      <output>{`${location.pathname}${location.search}`}</output>
    </div>
  );
}

afterEach(cleanup);

describe('tabs held in the address', () => {
  it('opens the tab the address names, and falls back for a tab the page does not have', () => {
    render(
      <MemoryRouter initialEntries={['/live/detail/7?tab=odds']}>
        <Tabs />
      </MemoryRouter>,
    );
    expect(screen.getByRole('tab', { name: 'odds' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel').textContent).toContain('panel odds');
    cleanup();
    render(
      <MemoryRouter initialEntries={['/live/detail/7?tab=bracket']}>
        <Tabs />
      </MemoryRouter>,
    );
    expect(screen.getByRole('tabpanel').textContent).toContain('panel live');
  });

  it('is a link a browser can follow before the script runs, keeping the other parameters', () => {
    const html = renderToString(
      <StaticRouter location="/live/detail/7?p=42&tab=chat">
        <Tabs />
      </StaticRouter>,
    );
    expect(html).toContain('href="/live/detail/7?p=42&amp;tab=odds"');
    expect(html).toMatch(/aria-selected="true"[^>]*>chat</);
    expect(html).toContain('panel <!-- -->chat');
  });

  it('switches in place once the script runs', () => {
    render(
      <MemoryRouter initialEntries={['/live/detail/7']}>
        <Tabs />
      </MemoryRouter>,
    );
    fireEvent.click(screen.getByRole('tab', { name: 'chat' }));
    expect(screen.getByRole('tab', { name: 'chat' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tab', { name: 'live' }).getAttribute('aria-selected')).toBe('false');
    expect(screen.getByRole('tabpanel').textContent).toContain('panel chat');
    expect(screen.getByRole('status').textContent).toContain('/live/detail/7?tab=chat');
  });
});
