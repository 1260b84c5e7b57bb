import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { session } from '../authProvider/session';
import { stubServer } from '../test/stubServer';
import { dataProvider } from '.';
import { lazyDataProvider } from './lazyDataProvider';

beforeEach(() => {
  localStorage.clear();
  session.setToken('token-1');
  session.selectCompany({ id: 3, name: 'GuardForce' });
});
afterEach(() => vi.unstubAllGlobals());

describe('lazyDataProvider', () => {
  it('answers a call as the dataProvider does, through the same endpoints and lifecycle callbacks', async () => {
    const calls = stubServer(() => ({ body: { id: 7, name: 'Thabo', role: 'default' } }));
    const { data } = await lazyDataProvider.getOne('employees', { id: 7 });
    expect(new URL(calls[0].url, 'http://console').pathname).toBe('/api/v1/employee/7');
    expect(calls[0].headers.get('x-access-token')).toBe('token-1');
    expect(data.role).toBe('security-guard');
  });

  it('passes on custom methods such as the realtime bus', async () => {
    const listener = vi.fn();
    await lazyDataProvider.subscribe('resource/devices/5', listener);
    await lazyDataProvider.publish('resource/devices/5', { type: 'updated', payload: { id: 5 } });
    expect(listener).toHaveBeenCalledWith({ type: 'updated', topic: 'resource/devices/5', payload: { id: 5 } });
  });

  it('says before loading what the dataProvider says about abort signals', () => {
    expect(lazyDataProvider.supportAbortSignal).toBe(dataProvider.supportAbortSignal);
  });

  it('is not a promise itself, so awaiting it gives the provider', async () => {
    expect(await lazyDataProvider).toBe(lazyDataProvider);
  });
});
