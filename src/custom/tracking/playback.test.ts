import { describe, expect, it } from 'vitest';
import { type PlaybackAction, type PlaybackState, STOPPED, step } from './playback';

const run = (state: PlaybackState, ...actions: PlaybackAction[]) => actions.reduce(step, state);
const loaded = (length: number) => step(STOPPED, { type: 'load', length });
const ticks = (n: number): PlaybackAction[] => Array.from({ length: n }, () => ({ type: 'tick' }));
const shown = ({ mode, index }: PlaybackState) => ({ mode, index });

describe('playback stepping', () => {
  it('plays from the first point, a point per tick', () => {
    expect(shown(run(loaded(5), { type: 'play' }))).toEqual({ mode: 'playing', index: 0 });
    expect(shown(run(loaded(5), { type: 'play' }, ...ticks(2)))).toEqual({ mode: 'playing', index: 2 });
  });

  it('fast forwards the same way (its ticks come twice as often)', () => {
    expect(shown(run(loaded(5), { type: 'fastForward' }, ...ticks(3)))).toEqual({ mode: 'fastForward', index: 3 });
  });

  it('pauses at the last point and plays again from the start', () => {
    const ended = run(loaded(3), { type: 'play' }, ...ticks(5));
    expect(shown(ended)).toEqual({ mode: 'paused', index: 2 });
    expect(shown(step(ended, { type: 'play' }))).toEqual({ mode: 'playing', index: 0 });
  });

  it('holds while paused and goes on from there', () => {
    const paused = run(loaded(5), { type: 'play' }, ...ticks(2), { type: 'pause' }, ...ticks(2));
    expect(shown(paused)).toEqual({ mode: 'paused', index: 2 });
    expect(shown(run(paused, { type: 'fastForward' }, ...ticks(1)))).toEqual({ mode: 'fastForward', index: 3 });
  });

  it('stop forgets the point; play starts over', () => {
    const stopped = run(loaded(5), { type: 'play' }, ...ticks(3), { type: 'stop' });
    expect(shown(stopped)).toEqual({ mode: 'stopped', index: null });
    expect(shown(run(stopped, ...ticks(2)))).toEqual({ mode: 'stopped', index: null });
    expect(shown(step(stopped, { type: 'play' }))).toEqual({ mode: 'playing', index: 0 });
  });

  it('a jump goes to any point, playing on if it was playing, else paused there', () => {
    expect(shown(run(loaded(10), { type: 'jump', index: 7 }))).toEqual({ mode: 'paused', index: 7 });
    expect(shown(run(loaded(10), { type: 'play' }, { type: 'jump', index: 7 }, ...ticks(1)))).toEqual({
      mode: 'playing',
      index: 8,
    });
    expect(shown(run(loaded(10), { type: 'jump', index: 99 }))).toEqual({ mode: 'paused', index: 9 });
    expect(shown(run(loaded(10), { type: 'jump', index: -3 }))).toEqual({ mode: 'paused', index: 0 });
  });

  it('live stops the playback; play leaves live for the start of the path', () => {
    const live = run(loaded(5), { type: 'play' }, ...ticks(2), { type: 'live' }, ...ticks(2));
    expect(shown(live)).toEqual({ mode: 'live', index: null });
    expect(shown(step(live, { type: 'play' }))).toEqual({ mode: 'playing', index: 0 });
  });

  it('without points nothing plays or jumps, and live still works', () => {
    const empty = loaded(0);
    expect(shown(run(empty, { type: 'play' }))).toEqual({ mode: 'stopped', index: null });
    expect(shown(run(empty, { type: 'jump', index: 2 }))).toEqual({ mode: 'stopped', index: null });
    expect(shown(run(empty, { type: 'live' }))).toEqual({ mode: 'live', index: null });
  });

  it('a single point is shown paused', () => {
    expect(shown(run(loaded(1), { type: 'play' }))).toEqual({ mode: 'paused', index: 0 });
  });

  it('new points stop the playback', () => {
    expect(run(loaded(5), { type: 'play' }, ...ticks(2), { type: 'load', length: 8 })).toEqual({
      mode: 'stopped',
      index: null,
      length: 8,
      speed: 1,
    });
  });

  it('at 4× or 16× a tick covers that many points, up to the last; the speed outlives a new load', () => {
    const fast = run(loaded(40), { type: 'speed', speed: 4 }, { type: 'play' }, ...ticks(2));
    expect(shown(fast)).toEqual({ mode: 'playing', index: 8 });
    const faster = run(fast, { type: 'speed', speed: 16 }, ...ticks(2));
    expect(shown(faster)).toEqual({ mode: 'paused', index: 39 });
    expect(step(faster, { type: 'load', length: 5 }).speed).toBe(16);
  });
});
