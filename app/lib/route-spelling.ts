/**
 * The router matches paths in any letter case, so `/us_et/BUSINESS` and `/us_et/customer/LOGIN` are pages too: the
 * same page at a second address, which search engines would list twice and links would spread. The one address
 * spells each fixed segment as the route does; parameters (`:sku`) and a splat's part (`*`) stay as written.
 * Returns the path with the route's spelling, or the path itself when it already has it.
 */
export function routeSpelling(pathname: string, pattern: string): string {
  // React Router joins the matched routes' paths without a leading slash (`:locale/Business`).
  const fixed = `/${pattern.replace(/^\/+/, '')}`.split('/')
  const segments = pathname.split('/')
  let changed = false
  for (const [index, part] of fixed.entries()) {
    if (part === '*') break
    const segment = segments[index]
    if (segment === undefined || part.startsWith(':') || segment === part) continue
    if (segment.toLowerCase() !== part.toLowerCase()) return pathname
    segments[index] = part
    changed = true
  }
  return changed ? segments.join('/') : pathname
}
