import { type RouteObject, type ServerBuild, matchRoutes } from 'react-router'

/**
 * Whether a document's form submission has a route to take it. React Router answers a POST to a page without an
 * action with a 405 whose message names the route's module ("did not provide an `action` for route
 * routes/search"), in the page and in its serialized data, before any code of ours could reword it. Such a request
 * is only ever made by hand, so it is answered here instead (workers/app.ts), plainly.
 */
const trees = new WeakMap<ServerBuild, RouteObject[]>()

function routeTree(build: ServerBuild): RouteObject[] {
  const cached = trees.get(build)
  if (cached) return cached
  const byParent = new Map<string | undefined, string[]>()
  for (const [id, route] of Object.entries(build.routes)) {
    if (!route) continue
    const siblings = byParent.get(route.parentId) ?? []
    siblings.push(id)
    byParent.set(route.parentId, siblings)
  }
  const build_ = (parentId: string | undefined): RouteObject[] =>
    (byParent.get(parentId) ?? []).flatMap((id) => {
      const route = build.routes[id]
      if (!route) return []
      const shared = { id, path: route.path, caseSensitive: route.caseSensitive }
      return [route.index ? { ...shared, index: true as const } : { ...shared, children: build_(id) }]
    })
  const tree = build_(undefined)
  trees.set(build, tree)
  return tree
}

/** True when the deepest route matching `pathname` has an action (or nothing matches: that is a 404's to tell). */
export function hasFormTarget(build: ServerBuild, url: URL): boolean {
  const matches = matchRoutes(routeTree(build), url.pathname)
  if (!matches || matches.length === 0) return true
  // `?index` sends a form to a layout's index route rather than to the layout itself, as React Router does.
  const leaf = url.searchParams.has('index')
    ? (matches.find((match) => match.route.index) ?? matches[matches.length - 1])
    : matches[matches.length - 1]
  const id = leaf?.route.id
  return id === undefined || typeof build.routes[id]?.module.action === 'function'
}

export const METHOD_NOT_ALLOWED = 'This page can only be opened; it does not take a form.'

export function methodNotAllowedPage(url: URL): Response {
  const href = `${url.pathname}${url.search}`.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;')
  const body = `<!doctype html>
<html lang="en">
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Method not allowed | Estelle Tijs</title>
<main style="font-family: system-ui, sans-serif; max-width: 32rem; margin: 4rem auto; padding: 0 1rem">
<h1>Method not allowed</h1>
<p>${METHOD_NOT_ALLOWED}</p>
<p><a href="${href}">Open the page</a></p>
</main>
</html>
`
  return new Response(body, {
    status: 405,
    headers: { Allow: 'GET, HEAD', 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' },
  })
}
