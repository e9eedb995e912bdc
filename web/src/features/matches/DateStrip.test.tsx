// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { registerMessages } from '../../i18n/featureMessages';
import { changeLocale, i18next, startI18n } from '../../i18n/i18n';
import { pastDays } from '../days/dateStrip';
import { DateStrip } from './DateStrip';
import { matchesMessages } from './matchesMessages';

beforeAll(async () => {
  await startI18n('cn');
  registerMessages(i18next, matchesMessages);
});
afterEach(cleanup);

const NOW = Date.UTC(2026, 10, 22, 12);

describe('date strip', () => {
  it('names today, labels the other days by weekday and date, and reports a pick', async () => {
    const days = pastDays(NOW, 2, () => 0);
    const onSelect = vi.fn();
    render(<DateStrip days={days} selected={0} onSelect={onSelect} />);
    const chips = screen.getAllByRole('button');
    expect(chips.map((chip) => chip.textContent)).toEqual(['周五11-20', '周六11-21', '今天11-22']);
    expect(chips[2]?.getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(chips[0] as HTMLElement);
    expect(onSelect).toHaveBeenCalledWith(-2);
    await changeLocale('en');
    cleanup();
    render(<DateStrip days={days} selected={-1} onSelect={onSelect} />);
    expect(screen.getAllByRole('button').map((chip) => chip.textContent)).toEqual([
      'Fri11-20',
      'Sat11-21',
      'Today11-22',
    ]);
    await changeLocale('cn');
  });
});
