import { describe, expect, it } from 'vitest';
import { deviceTurns } from './turns';

/** A piece of work that runs until `finish` is called, recording when it started. */
function held(name: string, started: string[]) {
  let finish = () => {};
  const done = new Promise<void>((resolve) => {
    finish = resolve;
  });
  return {
    work: async () => {
      started.push(name);
      await done;
      return name;
    },
    finish: () => finish(),
  };
}
const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('deviceTurns', () => {
  it("runs a device's routine batches one at a time, in order, and an urgent one at once", async () => {
    const inTurn = deviceTurns();
    const started: string[] = [];
    const [a, b, c, panic] = ['a', 'b', 'c', 'panic'].map((name) => held(name, started));
    const results = [inTurn(1, false, a.work), inTurn(1, false, b.work), inTurn(1, false, c.work)];
    const urgent = inTurn(1, true, panic.work);
    await settle();
    expect(started).toEqual(['a', 'panic']);
    panic.finish();
    expect(await urgent).toBe('panic');
    a.finish();
    await settle();
    expect(started).toEqual(['a', 'panic', 'b']);
    b.finish();
    c.finish();
    expect(await Promise.all(results)).toEqual(['a', 'b', 'c']);
  });

  it('lets two devices go side by side, and a failed batch hand the turn on', async () => {
    const inTurn = deviceTurns();
    const started: string[] = [];
    const [one, two] = ['one', 'two'].map((name) => held(name, started));
    const first = inTurn(1, false, one.work);
    const second = inTurn(2, false, two.work);
    await settle();
    expect(started).toEqual(['one', 'two']);
    one.finish();
    two.finish();
    await Promise.all([first, second]);
    const failed = inTurn(3, false, async () => {
      throw new Error('database gone');
    });
    const after = inTurn(3, false, async () => 'after');
    await expect(failed).rejects.toThrow('database gone');
    expect(await after).toBe('after');
  });
});
