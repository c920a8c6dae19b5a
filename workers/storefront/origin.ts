/** Methods that change nothing: they need no origin check. */
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])

/**
 * Cross-site request forgery guard for everything the storefront worker answers to a non-GET request (actions,
 * resource routes, `.data`, the dev pass-through): a browser names the page that sent it in `Origin` (or at least
 * in `Sec-Fetch-Site`), and only our own pages may send. `Origin: null` (sandboxed frames, data: URLs) is refused.
 * A request with neither header is not a browser's cross-site form (curl, a server): it passes.
 * The signed content webhook and the bearer-token purge authenticate themselves and are not routed here.
 */
export function isCrossSiteRequest(request: Request, url: URL): boolean {
  if (SAFE_METHODS.has(request.method.toUpperCase())) return false
  const origin = request.headers.get('Origin')
  if (origin !== null) return origin !== url.origin
  const site = request.headers.get('Sec-Fetch-Site')
  if (site !== null) return site !== 'same-origin' && site !== 'none'
  return false
}

export function crossSiteRefusal(): Response {
  return new Response('Cross-site submissions are not accepted.', {
    status: 403,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
  })
}
