// Device paths reported by agents: what the backed-up tree accepts as a key.
import { describe, expect, it } from 'vitest';
import { isCleanDevicePath } from './device-path.ts';

describe('isCleanDevicePath', () => {
  it.each([
    '/',
    '/home/ann/report.csv',
    'C:/',
    'C:/Users/Ann/Desktop',
    '/srv/a..b',
    '/x/.hidden',
  ])('accepts %s', (p) => expect(isCleanDevicePath(p)).toBe(true));
  it.each([
    '',
    'relative/file',
    '/home/../etc/passwd',
    '/home/./ann',
    '/home//ann',
    '/home/ann/',
    'C:\\Users',
    'C:/Users/..',
    '/a\u0000b',
  ])('refuses %j', (p) => expect(isCleanDevicePath(p)).toBe(false));
});
