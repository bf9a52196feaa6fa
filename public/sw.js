// The service worker (issue 27): the site opens as an installed app, and without a network a page
// shows the offline page instead of the browser's error. It keeps only what never changes at its
// address, the hashed static assets (/_astro/), and the offline page with what it needs. An API
// answer or a member's page is never kept: those always go to the network, untouched.
const CACHE = 'r999-static-v1';
const OFFLINE = '/offline';

self.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      const cache = await caches.open(CACHE);
      const response = await fetch(OFFLINE, { cache: 'no-store' });
      const html = await response.clone().text();
      await cache.put(OFFLINE, response);
      // The offline page's own stylesheet, fonts and scripts.
      const assets = [...new Set(html.match(/\/_astro\/[^"'\s)]+/g) ?? [])];
      await cache.addAll(assets);
      await self.skipWaiting();
    })(),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      for (const name of await caches.keys()) if (name !== CACHE) await caches.delete(name);
      await self.clients.claim();
    })(),
  );
});

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (url.pathname.startsWith('/_astro/')) {
    event.respondWith(
      caches.match(request).then(
        (kept) =>
          kept ??
          fetch(request).then((response) => {
            if (response.ok) {
              const copy = response.clone();
              void caches.open(CACHE).then((cache) => cache.put(request, copy));
            }
            return response;
          }),
      ),
    );
    return;
  }
  // A page: always the network; the offline page only when the network cannot answer at all.
  if (request.mode === 'navigate') {
    event.respondWith(fetch(request).catch(async () => (await caches.match(OFFLINE)) ?? Response.error()));
  }
});
