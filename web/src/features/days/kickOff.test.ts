import { describe, expect, it } from 'vitest';
import { visitorTimeZone, weekdayLabel } from './kickOff';

const KICK_OFF = Date.UTC(2026, 10, 22, 19, 45);

describe('time zone and weekdays', () => {
  it('names the zone with its offset', () => {
    expect(visitorTimeZone('en', KICK_OFF, 'Asia/Shanghai')).toBe('Asia/Shanghai (GMT+8)');
    expect(visitorTimeZone('en', KICK_OFF, 'UTC')).toBe('UTC');
  });

  it('labels weekdays in each language', () => {
    expect(weekdayLabel(1, 'en')).toBe('Mon');
    expect(weekdayLabel(0, 'cn')).toBe('周日');
    expect(weekdayLabel(2, 'vi')).toMatch(/3/);
  });
});
