import { describe, expect, it } from 'vitest';
import { kickOffDateTime, kickOffTime, visitorTimeZone, weekdayLabel } from './kickOff';

const KICK_OFF = Date.UTC(2026, 10, 22, 19, 45);

describe('kick-off times', () => {
  it('reads the time in the given zone', () => {
    expect(kickOffTime(KICK_OFF, 'en', 'UTC')).toBe('19:45');
    expect(kickOffTime(KICK_OFF, 'en', 'Asia/Shanghai')).toBe('03:45');
    expect(kickOffTime(KICK_OFF, 'cn', 'America/New_York')).toBe('14:45');
  });

  it('adds the date for lists over several days', () => {
    expect(kickOffDateTime(KICK_OFF, 'en', 'Asia/Ho_Chi_Minh')).toMatch(/23\/11.*02:45/);
  });

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
