/**
 * The shop's service worker (spec 000 §1 "The app can be installed as a PWA"): cache-first for the
 * hashed build assets and server images, network-first for page navigations with the cached
 * index.html as the offline fallback. API, auth and sandbox calls are never cached or intercepted.
 */
/* global self, caches, fetch */
// Plain JS served as is (the worker scope's types clash with the page's DOM lib), so values are untyped.
const CACHE = 'dota-cases-v1';
const SHELL = '/index.html';
const NEVER = ['/v1/', '/v2/', '/nitro-api/', '/battles-api/', '/sandbox/'];
const CACHE_FIRST = ['/assets/', '/img/'];
// The project's site name and push icon, from the address the page registered this worker at (issue 34).
const OWN = new URL(self.location.href).searchParams;
const SITE = OWN.get('site') || 'DOTA CASES';
const ICON = OWN.get('icon') || '/icon-192.svg';

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => cache.add(new Request(SHELL, { cache: 'reload' })))
      .catch(() => undefined)
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter((k) => k !== CACHE).map((k) => caches.delete(k))))
      .then(() => self.clients.claim()),
  );
});

/** Stores a successful same-origin response; storage errors only cost a cache miss later. */
function remember(request, response) {
  if (response.ok && response.type === 'basic') {
    const copy = response.clone();
    caches
      .open(CACHE)
      .then((cache) => cache.put(request, copy))
      .catch(() => undefined);
  }
  return response;
}

async function cacheFirst(request) {
  const cached = await caches.match(request);
  if (cached) return cached;
  return remember(request, await fetch(request));
}

async function networkFirst(request) {
  try {
    const response = await fetch(request);
    // Only the shell is kept: every page is the same SPA, and a 404 page must not be stored.
    if (response.ok && response.type === 'basic') {
      const copy = response.clone();
      caches
        .open(CACHE)
        .then((cache) => cache.put(SHELL, copy))
        .catch(() => undefined);
    }
    return response;
  } catch (error) {
    const shell = await caches.match(SHELL);
    if (shell) return shell;
    throw error;
  }
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (NEVER.some((p) => url.pathname.startsWith(p))) return;
  if (request.mode === 'navigate') {
    event.respondWith(networkFirst(request));
    return;
  }
  if (CACHE_FIRST.some((p) => url.pathname.startsWith(p))) event.respondWith(cacheFirst(request));
});

// Web push (issue 13): the server sends { title, body, url, tag } encrypted for this subscription.
self.addEventListener('push', (event) => {
  let data;
  try {
    data = event.data ? event.data.json() : {};
  } catch {
    data = { title: SITE, body: event.data ? event.data.text() : '' };
  }
  event.waitUntil(
    Promise.all([
      self.registration.showNotification(data.title || SITE, {
        body: data.body || '',
        tag: data.tag,
        icon: ICON,
        data: { url: data.url || '/' },
      }),
      // The open pages hear of it too: the first one ("push-enabled") completes the push mission (issue 44).
      self.clients
        .matchAll({ type: 'window' })
        .then((list) => list.forEach((c) => c.postMessage({ type: 'push', tag: data.tag }))),
    ]),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = new URL(event.notification.data?.url || '/', self.location.origin).href;
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((list) => {
      const open = list.find((c) => c.url === url);
      return open ? open.focus() : self.clients.openWindow(url);
    }),
  );
});
