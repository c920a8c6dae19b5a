// Service worker (spec §7): hashed build assets cache-first, pages network-first with an offline page.
const ASSETS = 'assets-v1'
// v2: v1 kept redirected responses, which Chromium refuses as the answer to a navigation; v3: v2 kept the cart and
// account pages (OWN_STATE) and grew without end. Activate drops the older caches.
const PAGES = 'pages-v3'
// The asset server answers /offline.html with a redirect to /offline: the page itself is kept, not the redirect,
// in a cache of its own (the kept pages are trimmed; it must never be).
const OFFLINE_URL = '/offline'
const OFFLINE = 'offline-v1'
// Pages that show the shopper's own state (cart, checkout, account, sign-in, registration) are not kept even when
// they say nothing personal (an empty cart, a signed-out form): offline, a copy kept before would contradict the
// cart or session the shopper has now. The offline page stands in for them.
const OWN_STATE = /^\/[a-z]{2}_[a-z]{2}\/(cart|checkout|customer|register|business)(\/|$)/i
// Kept pages and build files, at most: the oldest go first (a Cache lists its entries in the order they were put).
const MAX_PAGES = 50
const MAX_ASSETS = 300

async function putBounded(name, request, response, max) {
  const cache = await caches.open(name)
  await cache.delete(request)
  await cache.put(request, response)
  const keys = await cache.keys()
  await Promise.all(keys.slice(0, Math.max(0, keys.length - max)).map((key) => cache.delete(key)))
}

self.addEventListener('install', (event) => {
  event.waitUntil(caches.open(OFFLINE).then((cache) => cache.add(OFFLINE_URL)))
  self.skipWaiting()
})

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) =>
        Promise.all(keys.filter((key) => ![ASSETS, PAGES, OFFLINE].includes(key)).map((key) => caches.delete(key))),
      )
      .then(() => self.clients.claim()),
  )
})

self.addEventListener('fetch', (event) => {
  const request = event.request
  if (request.method !== 'GET') return
  const url = new URL(request.url)
  if (url.origin !== self.location.origin) return

  if (url.pathname.startsWith('/assets/')) {
    event.respondWith(
      caches.match(request).then(
        (cached) =>
          cached ||
          fetch(request).then((response) => {
            if (response.ok) event.waitUntil(putBounded(ASSETS, request, response.clone(), MAX_ASSETS))
            return response
          }),
      ),
    )
    return
  }

  if (request.mode === 'navigate') {
    event.respondWith(
      fetch(request)
        .then((response) => {
          // Personal pages (cart, account) say no-store and are never kept; nor is the answer of a redirect, which
          // the browser would refuse for this address offline (the page it led to is kept under its own address).
          const cacheable =
            response.ok &&
            !response.redirected &&
            !OWN_STATE.test(url.pathname) &&
            !/no-store|private/.test(response.headers.get('Cache-Control') || '')
          if (cacheable) event.waitUntil(putBounded(PAGES, request, response.clone(), MAX_PAGES))
          return response
        })
        .catch(() => caches.match(request).then((cached) => cached || caches.match(OFFLINE_URL))),
    )
  }
})
