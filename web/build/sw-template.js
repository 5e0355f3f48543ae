/* global self, caches */
// Spesa's service worker. The build (build/service-worker.ts) fills in the version and the shell.
// Scope /app/: the API under /cli is never touched, so its data always comes from the network.
const VERSION = '__VERSION__';
const SHELL = [/* __SHELL__ */];
const CACHE = `spesa-shell-${VERSION}`;
const OFFLINE = '/app/offline.html';

// Where the browser has static routing (Chromium), a page is raced against this worker's
// answer, so the network's reply does not wait for the worker to start (a phone's slow CPU);
// the worker's answer (the offline page) counts when the network fails. Hashed assets come
// straight from this worker's cache, without running it (each answer through the fetch handler
// cost a phone 50-150 ms while a page's first style sheets waited); one not precached falls
// back to the network and the browser's HTTP cache, where hashed assets are immutable.
const ROUTES = [
  { condition: { requestMode: 'navigate' }, source: 'race-network-and-fetch-handler' },
  { condition: { urlPattern: { pathname: '/app/assets/*' } }, source: 'cache' },
];

self.addEventListener('install', (event) => {
  if (typeof event.addRoutes === 'function') event.addRoutes(ROUTES).catch(() => undefined);
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => cache.addAll(SHELL))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) =>
        Promise.all(
          keys
            .filter((key) => key.startsWith('spesa-shell-') && key !== CACHE)
            .map((key) => caches.delete(key)),
        ),
      )
      .then(() => self.registration.navigationPreload?.enable())
      .then(() => self.clients.claim()),
  );
});

// Pages from the network, always: the server draws the common first screens into their HTML
// with the catalogue of that moment (issue 15), which must never come back stale from a cache.
// Navigation preload sends the request while the worker starts. Offline, or with the server out
// of reach, the page that says so.
async function navigation(event) {
  const cache = await caches.open(CACHE);
  if (!self.navigator.onLine) return (await cache.match(OFFLINE)) ?? Response.error();
  try {
    const preloaded = await event.preloadResponse;
    return preloaded ?? (await fetch(event.request));
  } catch {
    return (await cache.match(OFFLINE)) ?? Response.error();
  }
}

// Hashed assets never change under their name: cache first, kept once fetched (browsers
// without static routing).
async function asset(request) {
  const cache = await caches.open(CACHE);
  const cached = await cache.match(request);
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok) await cache.put(request, response.clone());
  return response;
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin || !url.pathname.startsWith('/app/')) return;
  if (request.mode === 'navigate') {
    event.respondWith(navigation(event));
  } else if (url.pathname.startsWith('/app/assets/')) {
    event.respondWith(asset(request));
  } else if (SHELL.includes(url.pathname)) {
    event.respondWith(caches.match(request).then((hit) => hit ?? fetch(request)));
  }
});
