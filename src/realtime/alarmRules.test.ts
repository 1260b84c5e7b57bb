import { describe, expect, it } from 'vitest';
import { alarmOn } from './alarmRules';

const quiet = { red: 0, muted: false, dialogOpen: false, sending: false };

describe('the alarm', () => {
  it('plays while red alerts are unanswered', () => {
    expect(alarmOn({ ...quiet, red: 1 })).toBe(true);
    expect(alarmOn({ ...quiet, red: 3 })).toBe(true);
  });

  it('is silent without red alerts', () => {
    expect(alarmOn(quiet)).toBe(false);
  });

  it('stops when muted, while the response dialog is open and while a response is being sent', () => {
    expect(alarmOn({ ...quiet, red: 1, muted: true })).toBe(false);
    expect(alarmOn({ ...quiet, red: 1, dialogOpen: true })).toBe(false);
    expect(alarmOn({ ...quiet, red: 1, sending: true })).toBe(false);
  });

  it('resumes afterwards if red alerts remain', () => {
    expect(alarmOn({ ...quiet, red: 2, dialogOpen: false, sending: false })).toBe(true);
    expect(alarmOn({ ...quiet, red: 0, dialogOpen: false, sending: false })).toBe(false);
  });
});
