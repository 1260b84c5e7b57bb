/*
 * The handset app's service worker (scope /handset): it keeps the app shell (the page, its hashed scripts and
 * styles, the manifest and icons) so the app opens with no signal. Pages are asked of the network first and
 * answered from the cache when there is none; hashed /assets/ files never change, so the cache answers them.
 * API calls and stored files are never cached: the app keeps its events in IndexedDB itself.
 */
const CACHE = 'patrol-handset-v1';
const PAGE = '/handset';
const SHELL = [PAGE, '/handset/manifest.webmanifest', '/handset/icon-192.png', '/handset/icon-512.png'];

/** The page and every script, style and module it names. */
async function cacheShell() {
  const cache = await caches.open(CACHE);
  const page = await fetch(PAGE, { cache: 'no-cache' });
  const html = await page.clone().text();
  const assets = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)].map((match) => match[1]);
  await cache.put(PAGE, page);
  await cache.addAll([...SHELL.slice(1), ...assets]);
}

self.addEventListener('install', (event) => {
  event.waitUntil(cacheShell().then(() => self.skipWaiting()));
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) => Promise.all(names.filter((name) => name !== CACHE).map((name) => caches.delete(name))))
      .then(() => self.clients.claim()),
  );
});

self.addEventListener('fetch', (event) => {
  const request = event.request;
  const url = new URL(request.url);
  if (request.method !== 'GET' || url.origin !== self.location.origin) return;
  if (url.pathname.startsWith('/api/') || url.pathname.startsWith('/files/')) return;
  if (request.mode === 'navigate') {
    event.respondWith(
      fetch(request)
        .then((response) => {
          if (response.ok) {
            const copy = response.clone();
            caches.open(CACHE).then((cache) => cache.put(PAGE, copy));
          }
          return response;
        })
        .catch(() => caches.match(PAGE)),
    );
    return;
  }
  event.respondWith(
    caches.match(request).then(
      (cached) =>
        cached ??
        fetch(request).then((response) => {
          if (response.ok && url.pathname.startsWith('/assets/')) {
            const copy = response.clone();
            caches.open(CACHE).then((cache) => cache.put(request, copy));
          }
          return response;
        }),
    ),
  );
});
