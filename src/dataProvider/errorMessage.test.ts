import { describe, expect, it } from 'vitest';
import { COMPLETE_DETAIL_KEY, errorMessage } from './errorMessage';

describe('errorMessage follows the spec order', () => {
  it('takes the body message first', () => {
    expect(errorMessage({ status: 400, statusText: 'Bad Request', body: { message: 'Company name too short.' } })).toBe(
      'Company name too short.',
    );
  });

  it('then the status text, then the error message', () => {
    expect(errorMessage({ status: 500, statusText: 'Internal Server Error', body: {} })).toBe('Internal Server Error');
    expect(errorMessage({ status: 0, error: new TypeError('Failed to fetch') })).toBe('Failed to fetch');
  });

  it('then the body text and details, the error description and the body itself', () => {
    expect(errorMessage({ body: { text: 'Gateway', details: 'timed out' } })).toBe('Gateway timed out');
    expect(errorMessage({ error: { description: 'described' } })).toBe('described');
    expect(errorMessage({ body: 'plain body' })).toBe('plain body');
  });

  it('falls back to the shared message', () => {
    expect(errorMessage({})).toBe('An error has occurred');
  });

  it('asks for details on status 477', () => {
    expect(errorMessage({ status: 477, statusText: 'Unknown' })).toBe(COMPLETE_DETAIL_KEY);
  });
});
