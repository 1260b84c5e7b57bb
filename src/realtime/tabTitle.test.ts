import { describe, expect, it } from 'vitest';
import { liveAlert } from '../test/liveAlert';
import { announces, newPanics } from './panicNotice';
import { titleWithCount } from './tabTitle';

describe('the tab title', () => {
  it('starts with the unanswered red count, and loses it at none', () => {
    expect(titleWithCount('Alerts · Patrol Console', 2)).toBe('(2) Alerts · Patrol Console');
    expect(titleWithCount('(2) Alerts · Patrol Console', 3)).toBe('(3) Alerts · Patrol Console');
    expect(titleWithCount('(3) Alerts · Patrol Console', 0)).toBe('Alerts · Patrol Console');
    expect(titleWithCount('Sites · Patrol Console', 0)).toBe('Sites · Patrol Console');
  });
});

describe('desktop notices of panics', () => {
  it('names each panic once, oldest first, and nothing else of the Red box', () => {
    const seen = new Set<number>();
    expect(newPanics(seen, [liveAlert(1, 'panic')]).map((alert) => alert.id)).toEqual([1]);
    const red = [liveAlert(4, 'panic'), liveAlert(3, 'deviceOffline'), liveAlert(2, 'panic'), liveAlert(1, 'panic')];
    expect(newPanics(seen, red).map((alert) => alert.id)).toEqual([2, 4]);
    expect(newPanics(seen, red)).toEqual([]);
  });

  it('come only while the tab is in the background and the user allowed them', () => {
    expect(announces('hidden', 'granted')).toBe(true);
    expect(announces('visible', 'granted')).toBe(false);
    expect(announces('hidden', 'default')).toBe(false);
    expect(announces('hidden', 'denied')).toBe(false);
    expect(announces('hidden', undefined)).toBe(false);
  });
});
