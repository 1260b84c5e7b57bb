/** The console's one formatter module: how long ago a handset was heard from, in its largest unit. */
import { describe, expect, it } from 'vitest';
import { i18nProvider } from '../i18n/i18nProvider';
import { agoText } from './dateTime';

const translate = (key: string, options?: Record<string, unknown>) => i18nProvider.translate(key, options);
const NOW_MS = 1_764_000_000_000;
const secondsAgo = (seconds: number) => NOW_MS / 1000 - seconds;

describe('agoText', () => {
  it.each([
    [0, 'just now'],
    [9, 'just now'],
    [10, '10 s ago'],
    [59, '59 s ago'],
    [60, '1 min ago'],
    [3_599, '59 min ago'],
    [3_600, '1 h ago'],
    [86_399, '23 h ago'],
    [86_400, '1 d ago'],
    [4 * 86_400 + 5, '4 d ago'],
  ])('%i seconds ago reads %s', (seconds, text) => {
    expect(agoText(secondsAgo(seconds), NOW_MS, translate)).toBe(text);
  });

  it('reads a time ahead of the clock (a handset whose clock runs fast) as just now', () => {
    expect(agoText(secondsAgo(-120), NOW_MS, translate)).toBe('just now');
  });
});
