import { describe, expect, it } from 'vitest';
import { alarmOn, heardWhenOpened, unheard } from './alarmRules';

const quiet = { red: [] as string[], muted: false, heard: null, sending: false };

describe('the alarm', () => {
  it('plays while red alerts are unanswered', () => {
    expect(alarmOn({ ...quiet, red: ['a'] })).toBe(true);
    expect(alarmOn({ ...quiet, red: ['a', 'b', 'c'] })).toBe(true);
  });

  it('is silent without red alerts', () => {
    expect(alarmOn(quiet)).toBe(false);
  });

  it('stops when muted, while the response dialog is open and while a response is being sent', () => {
    expect(alarmOn({ ...quiet, red: ['a'], muted: true })).toBe(false);
    expect(alarmOn({ ...quiet, red: ['a'], heard: heardWhenOpened(['a'], 'a') })).toBe(false);
    expect(alarmOn({ ...quiet, red: ['a'], heard: heardWhenOpened(['a'], 'clock-in') })).toBe(false);
    expect(alarmOn({ ...quiet, red: ['a'], sending: true })).toBe(false);
  });

  it('resumes afterwards if red alerts remain', () => {
    expect(alarmOn({ ...quiet, red: ['a', 'b'] })).toBe(true);
    expect(alarmOn({ ...quiet, red: [] })).toBe(false);
  });

  it('sounds for a red alert that arrives while a dialog is open, whichever alert the dialog shows', () => {
    const heard = heardWhenOpened(['a'], 'clock-in');
    expect(alarmOn({ ...quiet, red: ['b', 'a'], heard })).toBe(true);
    expect(unheard(['b', 'a'], heard)).toEqual(['b']);
    // Opening the new alert's dialog quiets it too.
    expect(alarmOn({ ...quiet, red: ['b', 'a'], heard: heardWhenOpened(['b', 'a'], 'b') })).toBe(false);
  });
});
