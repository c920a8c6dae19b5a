import { ResolveRouteDocument, type ResolveRouteQuery } from '~graphql/generated'
import type { RequestServices } from './context.server'
import { KvCache } from './kv-cache.server'
import { isUnavailable } from './outage.server'

export type ResolvedRoute =
  | { type: 'category'; uid: string }
  | { type: 'product'; sku: string }
  | { type: 'cms'; identifier: string }
  | { type: 'redirect'; to: string; status: 301 | 302 }

type Route = NonNullable<ResolveRouteQuery['route']>

/** Paths the resolver is asked about: plain URL paths of reasonable length. */
export function isResolvablePath(path: string): boolean {
  return (
    path.length > 0 &&
    path.length <= 255 &&
    /^[A-Za-z0-9][A-Za-z0-9._~/-]*$/.test(path) &&
    !path.includes('..') &&
    !path.includes('//')
  )
}

/**
 * Spec §2: the resolver is given the path with locale (and type prefix) removed. Found answers are cached per store;
 * "nothing here" and resolver errors are not cached and read as null, so the caller falls back to content.
 */
export async function resolveUrl(services: RequestServices, path: string): Promise<ResolvedRoute | null> {
  if (!isResolvablePath(path)) return null
  let route: Route | null = null
  try {
    const result = await services.cache.get(
      KvCache.key(services.store, 'route', path),
      'medium',
      () => services.catalogue.query(ResolveRouteDocument, { url: path }, { get: true }),
      (value) => value.route !== null,
    )
    route = result.route
  } catch (error) {
    // The resolver down is not "nothing here": a 404 would tell crawlers the page is gone.
    if (isUnavailable(error)) throw error
    console.warn(`url resolver failed for ${path}`, error instanceof Error ? error.message : error)
    return null
  }
  return route ? toResolved(route, path) : null
}

function toResolved(route: Route, path: string): ResolvedRoute | null {
  const target = route.relative_url?.replace(/^\/+/, '')
  if (
    (route.redirect_code === 301 || route.redirect_code === 302) &&
    target &&
    target !== path &&
    isResolvablePath(target)
  ) {
    return { type: 'redirect', to: target, status: route.redirect_code }
  }
  switch (route.__typename) {
    case 'CategoryTree':
      return { type: 'category', uid: route.uid }
    case 'CmsPage':
      return route.identifier ? { type: 'cms', identifier: route.identifier } : null
    default:
      return 'sku' in route && route.sku ? { type: 'product', sku: route.sku } : null
  }
}
