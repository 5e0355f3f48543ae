/* global self, caches */
// Spesa's service worker. The build (build/service-worker.ts) fills in the version and the shell.
// Scope /app/: the API under /cli is never touched, so its data always comes from the network.
const VERSION = '__VERSION__';
const SHELL = [/* __SHELL__ */];
const CACHE = `spesa-shell-${VERSION}`;
const INDEX = '/app/';
const OFFLINE = '/app/offline.html';

self.addEventListener('install', (event) => {
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
      .then(() => self.clients.claim()),
  );
});

// The app shell at once from the cache (a repeat visit paints without the network), refreshed
// behind; offline, the page that says so.
async function navigation(event) {
  const cache = await caches.open(CACHE);
  if (!self.navigator.onLine) return (await cache.match(OFFLINE)) ?? Response.error();
  const fresh = fetch(INDEX).then(async (response) => {
    if (response.ok) await cache.put(INDEX, response.clone());
    return response;
  });
  const cached = await cache.match(INDEX);
  if (cached) {
    event.waitUntil(fresh.catch(() => undefined));
    return cached;
  }
  try {
    return await fresh;
  } catch {
    return (await cache.match(OFFLINE)) ?? Response.error();
  }
}

// Hashed assets never change under their name: cache first, kept once fetched.
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
