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

/**
 * Routes whose action answers other methods itself: the catch-all (by the address: a product takes a review, a
 * category nothing) and the JSON APIs (their 405 is JSON, as their clients read).
 */
const DECIDED_BY_ADDRESS = new Set(['routes/catch-all', 'routes/middleware-api', 'routes/fast-order-api'])

/**
 * What the deepest route matching the address does with a sent form: `none` (it has no action), `action`, or
 * `address` (its action decides, answering 405 itself). Nothing matching is a 404's to tell, so it counts as an action.
 */
export function formTarget(build: ServerBuild, url: URL): 'none' | 'action' | 'address' {
  const matches = matchRoutes(routeTree(build), url.pathname)
  if (!matches || matches.length === 0) return 'action'
  // `?index` sends a form to a layout's index route rather than to the layout itself, as React Router does.
  const leaf = url.searchParams.has('index')
    ? (matches.find((match) => match.route.index) ?? matches[matches.length - 1])
    : matches[matches.length - 1]
  const id = leaf?.route.id
  if (id === undefined) return 'action'
  if (typeof build.routes[id]?.module.action !== 'function') return 'none'
  return DECIDED_BY_ADDRESS.has(id) ? 'address' : 'action'
}

export const METHOD_NOT_ALLOWED = 'This page can only be opened; it does not take a form.'
/** A form action reached with PUT, DELETE, PATCH or any method but POST: forms are sent with POST only. */
export const POST_ONLY = 'This address takes a form sent with POST only.'

/**
 * The 405 page: for a page without a form (`Allow: GET, HEAD`), or, with `takesPost`, for a form's address reached
 * with another method than POST (a careless client or a proxy retrying a DELETE must not add to a cart).
 */
export function methodNotAllowedPage(url: URL, takesPost = false): Response {
  const href = `${url.pathname}${url.search}`.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;')
  const body = `<!doctype html>
<html lang="en">
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Method not allowed | Estelle Tijs</title>
<main style="font-family: system-ui, sans-serif; max-width: 32rem; margin: 4rem auto; padding: 0 1rem">
<h1>Method not allowed</h1>
<p>${takesPost ? POST_ONLY : METHOD_NOT_ALLOWED}</p>
<p><a href="${href}">Open the page</a></p>
</main>
</html>
`
  return new Response(body, {
    status: 405,
    headers: {
      Allow: takesPost ? 'GET, HEAD, POST' : 'GET, HEAD',
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'no-store',
    },
  })
}
