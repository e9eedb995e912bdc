// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RenderEnvProvider } from '../../render/renderEnv';
import { Switch } from './Switch';

const DRAWN = { routeSet: 'mobile', timeZone: 'Asia/Shanghai', now: 0, topics: {} } as const;

describe('Switch', () => {
  afterEach(cleanup);

  it('is drawn disabled by the server: a change before hydration would be undone by it', () => {
    const html = renderToString(
      <RenderEnvProvider env={DRAWN}>
        <Switch checked={false} onChange={() => undefined} label="Spoiler-free" testId="s" />
      </RenderEnvProvider>,
    );
    expect(html).toMatch(/<input[^>]*disabled/);
    expect(html).toContain('class="switch"');
  });

  it('in the browser, says each change with the new value, under its label and classes', () => {
    const onChange = vi.fn();
    render(
      <Switch
        checked={false}
        onChange={onChange}
        label="Sound"
        className="sound"
        title="Goal sound"
        testId="s"
      />,
    );
    const box = screen.getByRole('checkbox', { name: 'Sound' });
    expect(box).toHaveProperty('disabled', false);
    expect(box.closest('label')?.className).toBe('switch sound');
    expect(box.closest('label')?.getAttribute('title')).toBe('Goal sound');
    fireEvent.click(box);
    expect(onChange).toHaveBeenCalledWith(true);
  });
});
