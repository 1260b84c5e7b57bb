/**
 * The dataProvider, loaded on its first call: it carries the contract's validation schemas (and zod),
 * which the sign-in page does not need. Every dataProvider method answers a promise, so a method that
 * first waits for the module is the same to react-admin.
 */
import type { DataProvider } from 'react-admin';

let loading: Promise<DataProvider> | undefined;

/** Loads the dataProvider module (once); also used to fetch it ahead of the first call. */
export function preloadDataProvider(): Promise<DataProvider> {
  loading ??= import('./index').then(
    (module) => module.dataProvider,
    (error) => {
      loading = undefined; // a failed download is tried again on the next call
      throw error;
    },
  );
  return loading;
}

/** Answered without loading: react-admin reads it before calling (baseDataProvider says the same). */
const known: Partial<DataProvider> = { supportAbortSignal: true };

export const lazyDataProvider = new Proxy(known as DataProvider, {
  get(target, name) {
    if (typeof name === 'symbol' || name === 'then') return undefined;
    if (name in target) return target[name];
    return (...args: unknown[]) => preloadDataProvider().then((provider) => provider[name](...args));
  },
});
