import { Component, type ErrorInfo, type ReactNode, useEffect } from 'react'
import {
  Link,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  type ShouldRevalidateFunctionArgs,
  isRouteErrorResponse,
  useLocation,
  useRouteError,
  useRouteLoaderData,
} from 'react-router'
import { CartTotalQtyDocument } from '~graphql/generated'
import type { Route } from './+types/root'
import stylesheet from './app.css?url'
import { Notifications } from './components/layout/notifications'
import { LoadingBar } from './components/layout/loading-bar'
import { ScrollLock } from './components/layout/scroll-lock'
import { SiteFooter } from './components/layout/site-footer'
import { SiteHeader } from './components/layout/site-header'
import { CHUNK_RELOAD_KEY, shouldReloadForChunkError } from './lib/chunk-reload'
import { type RequestServices, servicesContext } from './lib/context.server'
import { COOKIE, deleteCookie, isPlausibleCartId } from './lib/cookies'
import {
  DEFAULT_STORE_SETTINGS,
  loadFooter,
  loadMainMenu,
  loadMenu,
  loadStoreSettings,
  loadTopbar,
  orFallback,
} from './lib/layout.server'
import { logoForPath } from './lib/menu'
import { parseFlashMessage } from './lib/message-cookie'
import { DEFAULT_STORE, isStoreCode } from './lib/stores'
import { failLoading } from './state/loading-bar'
import { notify } from './state/notifications'

export const links: Route.LinksFunction = () => [
  { rel: 'stylesheet', href: stylesheet },
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
]

export async function loader({ context }: Route.LoaderArgs) {
  const services = context.get(servicesContext)
  const [settings, categories, topbar, mainMenu, footer] = await Promise.all([
    orFallback(loadStoreSettings(services), DEFAULT_STORE_SETTINGS, 'store config'),
    orFallback(loadMenu(services), [], 'category tree'),
    orFallback(loadTopbar(services), [], 'top bar'),
    orFallback(loadMainMenu(services), [], 'main menu'),
    orFallback(loadFooter(services), null, 'footer'),
  ])
  const flash = parseFlashMessage(services.cookies.get(COOKIE.message))
  if (services.cookies.has(COOKIE.message)) services.responseCookies.push(deleteCookie(COOKIE.message))
  return {
    store: services.store,
    settings,
    categories,
    topbar,
    mainMenu,
    footer,
    flash,
    isLoggedIn: Boolean(services.customerToken),
    // Personal and never cached: streamed after the shell so it cannot hold the page.
    cartQuantity: loadCartQuantity(services),
  }
}

async function loadCartQuantity(services: RequestServices): Promise<number> {
  const cartId = services.cookies.get(COOKIE.cart)
  if (!isPlausibleCartId(cartId)) return 0
  try {
    const data = await services.commerce.query(CartTotalQtyDocument, { cartId })
    return data.cart?.total_quantity ?? 0
  } catch {
    return 0
  }
}

/** Layout data changes with the store or after a submission, not on every navigation. */
export function shouldRevalidate({ currentParams, nextParams, formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if (formMethod && formMethod !== 'GET') return defaultShouldRevalidate
  return currentParams.locale !== nextParams.locale
}

export function Layout({ children }: { children: ReactNode }) {
  return (
    // Spec §1: the page language attribute is fa, although interface texts are English.
    <html lang="fa">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <Links />
      </head>
      <body className="min-h-screen bg-white text-stone-900 antialiased">
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  )
}

export default function App({ loaderData }: Route.ComponentProps) {
  const { store, settings, categories, topbar, mainMenu, footer, flash, isLoggedIn, cartQuantity } = loaderData
  const location = useLocation()
  const slug = location.pathname.split('/').slice(2).join('/')

  useEffect(() => {
    if (flash) notify(flash)
  }, [flash])

  return (
    <>
      <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:z-50 focus:bg-white focus:p-2">
        Skip to content
      </a>
      <LoadingBar />
      <ScrollLock />
      <SiteHeader
        store={store}
        slug={slug}
        brand={logoForPath(slug, categories)}
        logo={{ width: settings.logoWidth, height: settings.logoHeight, alt: settings.logoAlt }}
        topbar={topbar}
        categories={categories}
        links={mainMenu}
        isLoggedIn={isLoggedIn}
        cartQuantity={cartQuantity}
      />
      <main id="main" className="mx-auto min-h-[50vh] max-w-screen-xl px-4 py-6">
        <Outlet />
      </main>
      <SiteFooter footer={footer} store={store} storeName={settings.storeName} />
      <Notifications />
    </>
  )
}

export function ErrorBoundary() {
  return (
    <ErrorPageGuard>
      <ErrorPage />
    </ErrorPageGuard>
  )
}

function ErrorPage() {
  const error = useRouteError()
  const rootData = useRouteLoaderData<typeof loader>('root')
  const location = useLocation()
  const fromPath = location.pathname.split('/')[1]
  const store = rootData?.store ?? (isStoreCode(fromPath) ? fromPath : DEFAULT_STORE)
  const notFound = isRouteErrorResponse(error) && error.status === 404

  useEffect(() => {
    if (notFound) return
    failLoading()
    const last = Number(sessionStorage.getItem(CHUNK_RELOAD_KEY) ?? '') || undefined
    if (shouldReloadForChunkError(error, last, Date.now())) {
      sessionStorage.setItem(CHUNK_RELOAD_KEY, String(Date.now()))
      window.location.reload()
    }
  }, [error, notFound])

  return (
    <main id="main" className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center gap-4 px-4 text-center">
      <h1 className="text-3xl font-semibold">{notFound ? 'Page not found' : 'An error occurred'}</h1>
      {notFound ? <p className="text-stone-600">This page could not be found</p> : null}
      <Link to={`/${store}`} reloadDocument={!rootData} className="rounded-full bg-stone-900 px-6 py-3 text-white hover:bg-stone-700">
        Back to Home page
      </Link>
    </main>
  )
}

/** Spec §2: an error while showing the error page gets its own minimal page. */
class ErrorPageGuard extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false }

  static getDerivedStateFromError() {
    return { failed: true }
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('Error page failed', error, info.componentStack)
  }

  override render() {
    if (!this.state.failed) return this.props.children
    return (
      <main id="main" className="p-8 text-center">
        <h1 className="text-2xl font-semibold">An error occurred while showing the error page</h1>
        <a href="/" className="mt-4 inline-block underline">
          Go back to home
        </a>
      </main>
    )
  }
}
