/**
 * Views the phone keeps for a dead signal (the patrol, the site's welfare setting): the last answer of a call with
 * when it came, in an IndexedDB database of their own (the outbox's stays as it is).
 */
const DB = 'patrol-handset-views';
const STORE = 'views';

export interface Cached<T> {
  value: T;
  /** When the server's answer arrived (epoch milliseconds). */
  at: number;
}

function open(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(DB, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(STORE);
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
}

function run<T>(mode: IDBTransactionMode, work: (store: IDBObjectStore) => IDBRequest<T>): Promise<T> {
  return open().then(
    (database) =>
      new Promise<T>((resolve, reject) => {
        const transaction = database.transaction(STORE, mode);
        const request = work(transaction.objectStore(STORE));
        transaction.oncomplete = () => {
          database.close();
          resolve(request.result);
        };
        transaction.onerror = () => reject(transaction.error);
      }),
  );
}

export const readView = <T>(key: string) =>
  run<Cached<T> | undefined>('readonly', (store) => store.get(key) as IDBRequest<Cached<T> | undefined>).catch(
    () => undefined,
  );
export const keepView = <T>(key: string, value: T, at = Date.now()) =>
  run('readwrite', (store) => store.put({ value, at } satisfies Cached<T>, key)).catch(() => undefined);
