/** The outbox's events in IndexedDB: they outlive a closed app, a reload and a dead battery. */
import type { OutboxStore, Queued } from './outbox';

const DB = 'patrol-handset';
const STORE = 'outbox';

function open(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(DB, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(STORE, { keyPath: 'event.eventGuid' });
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
}

export function idbStore(): OutboxStore {
  const db = open();
  const run = <T>(mode: IDBTransactionMode, work: (store: IDBObjectStore) => IDBRequest<T>) =>
    db.then(
      (database) =>
        new Promise<T>((resolve, reject) => {
          const transaction = database.transaction(STORE, mode);
          const request = work(transaction.objectStore(STORE));
          transaction.oncomplete = () => resolve(request.result);
          transaction.onerror = () => reject(transaction.error);
        }),
    );
  return {
    all: () => run<Queued[]>('readonly', (store) => store.getAll() as IDBRequest<Queued[]>),
    put: (item) => run('readwrite', (store) => store.put(item)).then(() => undefined),
    remove: (eventGuid) => run('readwrite', (store) => store.delete(eventGuid)).then(() => undefined),
  };
}
