import { type ReactNode, useEffect, useMemo } from 'react'
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  type ShouldRevalidateFunctionArgs,
  useLocation,
} from 'react-router'
import type { Route } from './+types/root'
import stylesheet from './app.css?url'
import { IconSprite } from './components/icons'
import { ClientEffects } from './components/layout/client-effects'
import { Notifications } from './components/layout/notifications'
import { LoadingBar } from './components/layout/loading-bar'
import { ScrollLock } from './components/layout/scroll-lock'
import { SiteFooter } from './components/layout/site-footer'
import { SiteHeader } from './components/layout/site-header'
import { CartSidebar, LoginModal, NewsletterModal, WishlistSidebar } from './components/layout/dialogs'
import { RouteErrorPage, errorMeta } from './components/error-page'
import { CART_ADD_COOKIE, parseAddResult } from './components/cart/add-result.server'
import { CartProvider, type CartSummary, useCartBadge } from './components/cart/cart-context'
import { isWholeCartPath } from './lib/cart'
import { getCartSummaryOrEmpty } from './lib/cart.server'
import { type RequestServices, servicesContext } from './lib/context.server'
import { deleteCookie } from './lib/cookies'
import {
  DEFAULT_STORE_SETTINGS,
  loadFooter,
  loadMainMenu,
  loadPackedMenu,
  loadRecaptchaConfig,
  loadStoreSettings,
  loadTopbar,
  orFallback,
} from './lib/layout.server'
import { logoForPath, unpackMenu } from './lib/menu'
import { takeFlash } from './lib/message-cookie.server'
import { loadCustomerSummary } from './lib/account/account.server'
import { valueWithin } from './lib/settled'
import { loadLayoutWishlist, makesPendingAdd } from './lib/wishlist/wishlist.server'
import { WishlistProvider, WithWishlist } from './components/wishlist/wishlist-context'
import { dismissTitled, notify } from './state/notifications'
import { REGISTRATION_CONFIRMATION, REGISTRATION_ERROR_TITLE } from './lib/account/register'

/**
 * The stylesheet is a hashed, immutable file (public/_headers): a browser fetches it once for the whole site
 * instead of receiving its 39 KB again inside every document, which keeps a page's HTML within issue 11's 60 KB.
 */
export const links: Route.LinksFunction = () => [
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
  // Added to a phone's home screen: the shop's name, icons and colours (public/manifest.webmanifest, public/icons).
  { rel: 'manifest', href: '/manifest.webmanifest' },
  { rel: 'apple-touch-icon', href: '/icons/apple-touch-icon.png' },
]

/** How long a customer's page waits for the wishlist before letting it stream (longer for an add after sign-in). */
const WISHLIST_WAIT_MS = 1500
const WISHLIST_PENDING_WAIT_MS = 5000
/**
 * How long a customer's page waits for their summary (is_b2b, e-mail): past it the page goes on without, as a
 * consumer's, instead of every page waiting out the backend's whole budget. The token's refusal is still caught by
 * the cart read, which is awaited.
 */
const CUSTOMER_WAIT_MS = 1000

export async function loader({ context, url, request }: Route.LoaderArgs) {
  const services = context.get(servicesContext)
  const cart = loadCartSummary(services, url.pathname)
  // Personal like the cart: never cached; a pending add from before sign-in is made first.
  // Only a page load makes the add waiting for sign-in, never the prefetches and revalidations running beside it.
  const pendingWishlistAdd = makesPendingAdd(services, request)
  const wishlistLoad = loadLayoutWishlist(services, { completePending: pendingWishlistAdd })
  const [settings, menu, topbar, mainMenu, footer, recaptcha] = await Promise.all([
    orFallback(services, loadStoreSettings(services), DEFAULT_STORE_SETTINGS, 'store config'),
    orFallback(services, loadPackedMenu(services), '', 'category tree'),
    orFallback(services, loadTopbar(services), [], 'top bar'),
    orFallback(services, loadMainMenu(services), [], 'main menu'),
    orFallback(services, loadFooter(services), null, 'footer'),
    orFallback(services, loadRecaptchaConfig(services), null, 'reCAPTCHA config'),
  ])
  // Spec §6: is_b2b is asked only when a customer token exists; shared with My Account's loader in this request.
  const customer = loadCustomerSummary(services).catch(() => null)
  // A customer's cart is awaited: a refused token must sign the shopper out, and cookies can only change before
  // the response starts. A guest's streams.
  if (services.customerToken) await cart.catch(() => undefined)
  // A customer's wishlist ran beside the cart and gets a short wait of its own: ready, it is plain data, so the
  // header count and every toggle's state are in the first HTML (without JavaScript too); slower, it streams like
  // the cart badge. An add waiting for this sign-in is awaited, so its outcome shows on the page the shopper returns to.
  // A guest's is empty and ready at once: awaited without a timer (one costs a millisecond in workerd).
  const waitMs = pendingWishlistAdd ? WISHLIST_PENDING_WAIT_MS : WISHLIST_WAIT_MS
  const readyWishlist = services.customerToken ? await valueWithin(wishlistLoad, waitMs) : { value: await wishlistLoad }
  const signedIn = services.customerToken ? ((await valueWithin(customer, CUSTOMER_WAIT_MS))?.value ?? null) : null
  const flash = takeFlash(services)
  // The document gets the script that fills the protected forms' tokens (entry.server.tsx).
  services.recaptcha = recaptcha
  return {
    store: services.store,
    origin: url.origin,
    settings,
    // The category tree in the compact form the menus unpack (lib/menu.ts): the page carries it once, small.
    menu,
    topbar,
    mainMenu,
    footer,
    // Null unless the store protects forms with reCAPTCHA v3 (lib/recaptcha.ts).
    recaptcha,
    flash,
    isLoggedIn: Boolean(services.customerToken),
    // Shared state for the whole site (spec §3 client state isB2b, default false); read with useCustomer().
    isB2b: signedIn?.is_b2b === true,
    customerEmail: signedIn?.email ?? null,
    // Personal and never cached: streamed after the shell so it cannot hold the page.
    cart,
    wishlist: readyWishlist ? readyWishlist.value : wishlistLoad,
    cartAddResult: takeCartAddResult(services),
  }
}

/**
 * The header badge and the cart sidebar read this; it never fails the page. Elsewhere than the cart and the
 * checkout only the count is read: the sidebar loads the whole cart when it opens (without JavaScript the cart
 * link leads to the cart page).
 */
async function loadCartSummary(services: RequestServices, pathname: string): Promise<CartSummary> {
  return getCartSummaryOrEmpty(services, isWholeCartPath(pathname))
}

/** A refused add-to-cart sent without JavaScript, kept for one page view (see routes/cart-actions.tsx). */
function takeCartAddResult(services: RequestServices) {
  const raw = services.cookies.get(CART_ADD_COOKIE)
  if (raw === undefined) return null
  services.responseCookies.push(deleteCookie(CART_ADD_COOKIE))
  return parseAddResult(raw)
}

/** The checkout steps whose answer changes only the cart's email, addresses and shipping method. */
const CHECKOUT_STEP_ACTION = /^\/[a-z_]+\/checkout\/(user-account|shipping|billing)$/

/**
 * Layout data changes with the store or after a submission, not on every navigation. A checkout step that stays in
 * the checkout is the exception: the checkout layout loads the changed cart and hands it to the header and the
 * sidebar, so the site layout (menus, footer, settings, cart) is not loaded and sent again on every step.
 */
export function shouldRevalidate({
  currentParams,
  nextParams,
  nextUrl,
  formMethod,
  formAction,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  if (formMethod && formMethod !== 'GET') {
    const action = formAction ? new URL(formAction, nextUrl).pathname : ''
    if (CHECKOUT_STEP_ACTION.test(action) && nextUrl.pathname.includes('/checkout/')) return false
    return defaultShouldRevalidate
  }
  return currentParams.locale !== nextParams.locale
}

export function Layout({ children }: { children: ReactNode }) {
  return (
    // Spec §1: the page language attribute is fa, although interface texts are English.
    <html lang="fa" className="no-js" suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        {/* Styles that only matter without JavaScript key off this class; it goes before first paint. */}
        <script dangerouslySetInnerHTML={{ __html: "document.documentElement.classList.remove('no-js')" }} />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        {/* A precedence makes it a React stylesheet resource: first in the head, before the scripts' preloads. */}
        {/* (The worker tests' build has no stylesheet file: its URL is empty there.) */}
        {stylesheet ? <link rel="stylesheet" href={stylesheet} precedence="default" /> : null}
        <Links />
      </head>
      <body className="min-h-screen bg-white text-stone-900 antialiased">
        <IconSprite />
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  )
}

export default function App({ loaderData }: Route.ComponentProps) {
  const { store, settings, menu, topbar, mainMenu, footer, flash, isLoggedIn, cart, wishlist, cartAddResult } =
    loaderData
  const categories = useMemo(() => unpackMenu(menu), [menu])
  const location = useLocation()
  const slug = location.pathname.split('/').slice(2).join('/')

  useEffect(() => {
    if (flash) notify(flash)
  }, [flash])
  // Sign-in or registration went through: its persistent error notices from earlier attempts are out of date.
  const accountSucceeded = isLoggedIn || flash?.title === REGISTRATION_CONFIRMATION.title
  useEffect(() => {
    if (accountSucceeded) dismissTitled(REGISTRATION_ERROR_TITLE)
  }, [accountSucceeded])

  return (
    <CartProvider loaded={cart} addResult={cartAddResult}>
      <WishlistProvider loaded={wishlist} isLoggedIn={isLoggedIn} store={store}>
        <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:z-50 focus:bg-white focus:p-2">
          Skip to content
        </a>
        <LoadingBar />
        <ScrollLock />
        <ClientEffects />
        <CartQuantity>
          {(cartBadge) => (
            <SiteHeader
              store={store}
              slug={slug}
              brand={logoForPath(slug, categories)}
              logo={{ width: settings.logoWidth, height: settings.logoHeight }}
              topbar={topbar}
              categories={categories}
              links={mainMenu}
              isLoggedIn={isLoggedIn}
              cartBadge={cartBadge}
            />
          )}
        </CartQuantity>
        <main id="main" className="mx-auto min-h-[50vh] max-w-screen-xl px-4 py-6">
          <Outlet />
        </main>
        <SiteFooter footer={footer} store={store} storeName={settings.storeName} />
        <CartSidebar store={store} />
        {isLoggedIn ? <WishlistSidebar store={store} /> : null}
        {isLoggedIn ? null : <LoginModal store={store} />}
        <NewsletterModal store={store} />
        <WithWishlist fallback={<Notifications serverMessages={[flash]} />}>
          {(wishlist) => <Notifications serverMessages={[flash, wishlist.notice]} />}
        </WithWishlist>
      </WishlistProvider>
    </CartProvider>
  )
}

/** The badge follows the newest cart answer without a reload of the layout. */
function CartQuantity({ children }: { children: (badge: ReturnType<typeof useCartBadge>) => ReactNode }) {
  return children(useCartBadge())
}

export function meta({ error }: Route.MetaArgs) {
  return error ? errorMeta(error) : []
}

export function ErrorBoundary() {
  return (
    <main id="main">
      <RouteErrorPage />
    </main>
  )
}
