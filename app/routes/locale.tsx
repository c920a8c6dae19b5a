import { Outlet, data, redirect } from 'react-router'
import { RouteErrorPage, errorMeta } from '~/components/error-page'
import { routeSpelling } from '~/lib/route-spelling'
import { safeRedirectPath } from '~/lib/safe-path'
import { isStoreCode } from '~/lib/stores'
import type { Route } from './+types/locale'

/**
 * A page read at another letter case of its route (`/us_et/BUSINESS`; the router matches any) is moved to its one
 * address. In middleware, which sees the request as sent: a form posted to such an address is answered, not lost.
 */
export const middleware: Route.MiddlewareFunction[] = [
  ({ request, url, pattern, params }) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return
    const spelt = routeSpelling(url.pathname, pattern)
    if (spelt !== url.pathname) throw redirect(safeRedirectPath(`${spelt}${url.search}`, `/${params.locale}`), 301)
  },
]

/** Every page lives under a store code; the edge redirects unknown prefixes, so this only guards the contract. */
export function loader({ params }: Route.LoaderArgs) {
  if (!isStoreCode(params.locale)) throw data(null, { status: 404 })
  return null
}

export default function LocaleLayout() {
  return <Outlet />
}

/** Headers of a page's thrown answer (`Allow` on a 405, `Retry-After` on a 503) reach the error page's response. */
export function headers({ errorHeaders }: Route.HeadersArgs) {
  return errorHeaders ?? new Headers()
}

/** Pages give their own title; an error page shown here gets one saying what happened. */
export function meta({ error }: Route.MetaArgs) {
  return error ? errorMeta(error) : []
}

export function ErrorBoundary() {
  return <RouteErrorPage />
}
