import { describe, expect, it } from 'vitest';
import { RETRY_MAX_MS, retryDelay } from './retryDelay';

describe('retryDelay', () => {
  it('waits 2 s after the first failure, doubling each time up to 15 s', () => {
    expect([1, 2, 3, 4, 5, 50].map(retryDelay)).toEqual([2000, 4000, 8000, 15000, 15000, RETRY_MAX_MS]);
  });
});
