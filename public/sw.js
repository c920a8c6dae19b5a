// Service worker (spec §7): hashed build assets cache-first, pages network-first with an offline page.
const ASSETS = 'assets-v1'
// v2: v1 kept redirected responses, which Chromium refuses as the answer to a navigation; activate drops it.
const PAGES = 'pages-v2'
// The asset server answers /offline.html with a redirect to /offline: the page itself is kept, not the redirect.
const OFFLINE_URL = '/offline'

self.addEventListener('install', (event) => {
  event.waitUntil(caches.open(PAGES).then((cache) => cache.add(OFFLINE_URL)))
  self.skipWaiting()
})

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) =>
        Promise.all(keys.filter((key) => key !== ASSETS && key !== PAGES).map((key) => caches.delete(key))),
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
            if (response.ok) {
              const copy = response.clone()
              event.waitUntil(caches.open(ASSETS).then((cache) => cache.put(request, copy)))
            }
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
            response.ok && !response.redirected && !/no-store|private/.test(response.headers.get('Cache-Control') || '')
          if (cacheable) {
            const copy = response.clone()
            event.waitUntil(caches.open(PAGES).then((cache) => cache.put(request, copy)))
          }
          return response
        })
        .catch(() => caches.match(request).then((cached) => cached || caches.match(OFFLINE_URL))),
    )
  }
})
