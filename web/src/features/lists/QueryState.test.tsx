// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { startI18n } from '../../i18n/i18n';
import { QueryState } from './QueryState';

beforeAll(async () => {
  await startI18n('cn');
});
afterEach(cleanup);

describe('list states', () => {
  const idle = { isPending: false, isError: false, refetch: vi.fn() };

  it('shows a skeleton while loading, a retry on failure, the empty text, then the content', () => {
    const { rerender } = render(
      <QueryState query={{ ...idle, isPending: true }} empty={false} emptyText="none">
        <p>rows</p>
      </QueryState>,
    );
    expect(screen.getByRole('status').getAttribute('aria-busy')).toBe('true');
    const failed = { ...idle, isError: true };
    rerender(
      <QueryState query={failed} empty={false} emptyText="none">
        <p>rows</p>
      </QueryState>,
    );
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(failed.refetch).toHaveBeenCalledOnce();
    rerender(
      <QueryState query={idle} empty emptyText="none">
        <p>rows</p>
      </QueryState>,
    );
    expect(screen.getByText('none')).toBeTruthy();
    rerender(
      <QueryState query={idle} empty={false} emptyText="none">
        <p>rows</p>
      </QueryState>,
    );
    expect(screen.getByText('rows')).toBeTruthy();
  });

  it('keeps a list it has when a refresh fails, and offers the retry only with nothing to show', () => {
    const refetch = vi.fn();
    render(
      <QueryState
        query={{ isPending: false, isError: true, data: ['pushed'], refetch }}
        empty={false}
        emptyText="none"
      >
        <p>rows</p>
      </QueryState>,
    );
    expect(screen.getByText('rows')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
