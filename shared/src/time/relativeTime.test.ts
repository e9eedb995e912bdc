import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { relativeTime } from './relativeTime';

const NOW = Date.UTC(2026, 10, 22, 12, 0, 0);
const MIN = 60_000;
const HOUR = 60 * MIN;
const DAY = 24 * HOUR;

describe('relativeTime', () => {
  it('steps from just now through minutes, hours, days, months and years (en)', () => {
    expect(relativeTime(NOW, NOW, 'en')).toBe('just now');
    expect(relativeTime(NOW - 59_999, NOW, 'en')).toBe('just now');
    expect(relativeTime(NOW - MIN, NOW, 'en')).toBe('1 minute ago');
    expect(relativeTime(NOW - 59 * MIN, NOW, 'en')).toBe('59 minutes ago');
    expect(relativeTime(NOW - HOUR, NOW, 'en')).toBe('1 hour ago');
    expect(relativeTime(NOW - 23 * HOUR - 59 * MIN, NOW, 'en')).toBe('23 hours ago');
    expect(relativeTime(NOW - DAY, NOW, 'en')).toBe('1 day ago');
    expect(relativeTime(NOW - 29 * DAY, NOW, 'en')).toBe('29 days ago');
    expect(relativeTime(NOW - 30 * DAY, NOW, 'en')).toBe('1 month ago');
    expect(relativeTime(NOW - 364 * DAY, NOW, 'en')).toBe('12 months ago');
    expect(relativeTime(NOW - 365 * DAY, NOW, 'en')).toBe('1 year ago');
    expect(relativeTime(NOW - 3 * 365 * DAY, NOW, 'en')).toBe('3 years ago');
  });

  it('speaks Chinese and Vietnamese', () => {
    expect(relativeTime(NOW - 10_000, NOW, 'cn')).toBe('刚刚');
    expect(relativeTime(NOW - 3 * MIN, NOW, 'cn')).toBe('3分钟前');
    expect(relativeTime(NOW - 2 * HOUR, NOW, 'cn')).toBe('2小时前');
    expect(relativeTime(NOW - 5 * DAY, NOW, 'cn')).toBe('5天前');
    expect(relativeTime(NOW - 2 * 365 * DAY, NOW, 'cn')).toBe('2年前');
    expect(relativeTime(NOW - 10_000, NOW, 'vi')).toBe('vừa xong');
    expect(relativeTime(NOW - 3 * MIN, NOW, 'vi')).toBe('3 phút trước');
    expect(relativeTime(NOW - 2 * HOUR, NOW, 'vi')).toBe('2 giờ trước');
    expect(relativeTime(NOW - 60 * DAY, NOW, 'vi')).toBe('2 tháng trước');
  });

  it('says about to start for any future time', () => {
    expect(relativeTime(NOW + 1, NOW, 'en')).toBe('about to start');
    expect(relativeTime(NOW + DAY, NOW, 'cn')).toBe('即将开始');
    expect(relativeTime(NOW + MIN, NOW, 'vi')).toBe('sắp bắt đầu');
  });

  it('accepts Dates and ISO text, and gives empty text for invalid times', () => {
    expect(relativeTime(new Date(NOW - 2 * HOUR), new Date(NOW), 'en')).toBe('2 hours ago');
    expect(relativeTime('2026-11-22T11:00:00Z', NOW, 'en')).toBe('1 hour ago');
    expect(relativeTime(Number.NaN, NOW, 'en')).toBe('');
    expect(relativeTime('not a date', NOW, 'en')).toBe('');
  });

  it('never goes back to a smaller unit as time passes (en)', () => {
    const order = ['just now', 'minute', 'hour', 'day', 'month', 'year'];
    const rank = (text: string) => order.findIndex((unit) => text.includes(unit));
    fc.assert(
      fc.property(fc.nat({ max: 10 * 365 * DAY }), fc.nat({ max: 365 * DAY }), (a, extra) => {
        expect(rank(relativeTime(NOW - a - extra, NOW, 'en'))).toBeGreaterThanOrEqual(
          rank(relativeTime(NOW - a, NOW, 'en')),
        );
      }),
    );
  });
});
