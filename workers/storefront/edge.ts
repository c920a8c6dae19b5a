import {
  COOKIE,
  LAST_ORDER_COOKIE,
  LOCALE_COOKIE_MAX_AGE,
  customerTokenCookie,
  deleteCookie,
  isPlausibleCartId,
  isPlausibleSalePersonSession,
  isPlausibleToken,
  readCookies,
  serializeCookie,
} from '~/lib/cookies'
import { CART_MESSAGES } from '~/lib/cart'
import { DEFAULT_STORE, STORES, type StoreCode, isDataRequestPath, isStoreCode, storeFromPath } from '~/lib/stores'
import { safeQuery, safeRedirectPath, safeSlug } from '~/lib/safe-path'
import { PENDING_WISHLIST_COOKIE } from '~/lib/wishlist/pending-add'

/**
 * Edge behaviour of spec §2 "Root-path behaviours" and §4 "Store and language change", run before React Router.
 * It either answers (a redirect) or lets the request through with the cookies the response must set.
 */
export type EdgeResult =
  { kind: 'respond'; response: Response } | { kind: 'continue'; store: StoreCode; setCookies: string[] }

/**
 * The backend's verdict on a coupon: applied, refused with its reason (spec §8: its messages, joined), or held
 * because the cart has nothing to apply it to yet (kept for the next add, as without a cart).
 */
export type CouponOutcome = { applied: true } | { applied: false; reason: string } | { applied: false; held: true }

export type EdgeDeps = {
  /**
   * Applies a coupon to the shopper's cart in `store`: a signed-in customer's own cart there (the cookie may name
   * another store's), else the guest cart `cartId`.
   */
  applyCoupon: (store: StoreCode, cartId: string | undefined, code: string) => Promise<CouponOutcome>
}

/** Title of the notice that carries a refused coupon's reason to the home page. */
export const COUPON_NOTICE_TITLE = 'Coupon'

/** What a `?coupon=` link's notice says (spec §2 names the behaviour, not the words). */
export const COUPON_LINK_MESSAGES = {
  applied: (code: string) => `The coupon code ${code} was applied to your cart.`,
  held: CART_MESSAGES.couponHeld,
  /** The cart form's own words for a code it cannot use. */
  invalid: "The coupon code isn't valid. Verify the code and try again.",
} as const

export const SWITCH_STORE_PATH = 'switch-store'
const COUPON_PATTERN = /^[A-Za-z0-9_-]{1,64}$/

export async function runEdge(request: Request, deps: EdgeDeps): Promise<EdgeResult> {
  const url = new URL(request.url)
  const cookies = readCookies(request.headers.get('Cookie'))
  const [, first = '', second] = url.pathname.split('/')

  // Client-side navigations fetch `.data`; they only follow documents the edge already let through.
  if (isDataRequestPath(url.pathname)) {
    const store = storeFromPath(url.pathname)
    if (!store) return respond(new Response('Not found', { status: 404 }))
    return { kind: 'continue', store, setCookies: storeCookies(store, cookies) }
  }

  // One address per page: doubled slashes and a trailing slash (typed, or an old link) are moved for good to the
  // address without them, before anything else reads the path.
  // A store in capitals is tidied in the same move (`/US_ET//hair.html` → `/us_et/hair.html`).
  const tidy = url.pathname.replace(/\/{2,}/g, '/').replace(/(.)\/+$/, '$1')
  const [, tidyStore = '', ...tidyRest] = tidy.split('/')
  const tidyLower = tidyStore.toLowerCase()
  if (tidy !== url.pathname && isStoreCode(tidyLower) && (request.method === 'GET' || request.method === 'HEAD'))
    return respond(redirect(`${['', tidyLower, ...tidyRest].join('/')}${url.search}`, [], 301))

  if (!isStoreCode(first)) {
    // A store written in capitals (`/DE_ET/…`, typed or from an old link) is that store, not a path in the default one.
    const lower = first.toLowerCase()
    if (isStoreCode(lower))
      return respond(redirect(`/${lower}${url.pathname.slice(first.length + 1)}${url.search}`, [], 301))
    const remembered = cookies.get(COOKIE.locale)
    const store = isStoreCode(remembered) ? remembered : DEFAULT_STORE
    const rest = url.pathname === '/' ? '' : url.pathname
    return respond(redirect(`/${store}${rest}${url.search}`, [serializeCookie(COOKIE.i18nRedirected, store)]))
  }
  const store = first

  if (second === SWITCH_STORE_PATH && url.pathname === `/${store}/${SWITCH_STORE_PATH}`) {
    return respond(switchStore(url, store))
  }

  const home = `/${store}`
  const token = cookies.get(COOKIE.customer)

  if (url.searchParams.has('token')) {
    const candidate = url.searchParams.getAll('token').find(isPlausibleToken)
    if (!candidate) return respond(redirect(withoutParams(url, ['token', 'salesperson_session'])))
    const salesperson = url.searchParams.getAll('salesperson_session').find(isPlausibleSalePersonSession)
    // The session passes to another customer: nothing of the last visitor's (cart, sales person, last order, a
    // wishlist add waiting for a sign-in, a coupon held for the first add) stays.
    const setCookies = [
      customerTokenCookie(candidate, url),
      deleteCookie(COOKIE.cart),
      deleteCookie(COOKIE.salePerson),
      deleteCookie(LAST_ORDER_COOKIE),
      deleteCookie(PENDING_WISHLIST_COOKIE),
      deleteCookie(COOKIE.coupon),
    ]
    if (salesperson) setCookies.push(serializeCookie(COOKIE.salePerson, salesperson))
    // A coupon in the same link follows the coupon rule once the new session is set: the next address applies it
    // to the customer's cart or holds it for the first add.
    const code = couponParam(url)
    return respond(redirect(code ? `${home}?${new URLSearchParams({ coupon: code }).toString()}` : home, setCookies))
  }
  // A sales person's session without the token it belongs to does nothing; it is not left in the address (nor in
  // the links and forms built from it), where it would be shared, bookmarked and logged.
  if (url.searchParams.has('salesperson_session')) {
    return respond(redirect(withoutParams(url, ['salesperson_session'])))
  }

  if (url.searchParams.has('coupon')) {
    // The shopper followed a marketing link: whatever becomes of its code, a notice says so.
    const notice = (type: 'success' | 'info' | 'danger', message: string) =>
      serializeCookie(
        COOKIE.message,
        JSON.stringify({ message: message.slice(0, 500), type, title: COUPON_NOTICE_TITLE }),
      )
    const code = couponParam(url)
    if (!code)
      return respond(redirect(withoutParams(url, ['coupon']), [notice('danger', COUPON_LINK_MESSAGES.invalid)]))
    const held = () =>
      respond(
        redirect(withoutParams(url, ['coupon']), [
          serializeCookie(COOKIE.coupon, code),
          notice('info', COUPON_LINK_MESSAGES.held(code)),
        ]),
      )
    const cartId = cookies.get(COOKIE.cart)
    if (isPlausibleCartId(cartId) || isPlausibleToken(token)) {
      const outcome = await deps.applyCoupon(store, isPlausibleCartId(cartId) ? cartId : undefined, code)
      if (outcome.applied)
        return respond(
          redirect(home, [deleteCookie(COOKIE.coupon), notice('success', COUPON_LINK_MESSAGES.applied(code))]),
        )
      if ('held' in outcome) return held()
      // Refused (unknown, expired, already applied): the shopper sees the backend's reason on the home page.
      return respond(redirect(home, [deleteCookie(COOKIE.coupon), notice('danger', outcome.reason)]))
    }
    return held()
  }

  if (cookies.has(COOKIE.salePerson) && !isPlausibleToken(token)) {
    const clear = [deleteCookie(COOKIE.salePerson)]
    if (url.pathname !== home) return respond(redirect(home, clear))
    return { kind: 'continue', store, setCookies: [...clear, ...storeCookies(store, cookies)] }
  }

  return { kind: 'continue', store, setCookies: storeCookies(store, cookies) }
}

/** Store, currency, country and locale cookies follow the route's store (spec §4); only changed ones are sent. */
export function storeCookies(store: StoreCode, current: Map<string, string>): string[] {
  const wanted: [string, string, number | undefined][] = [
    [COOKIE.store, store, undefined],
    [COOKIE.currency, STORES[store].defaultCurrency, undefined],
    [COOKIE.country, 'NL', undefined],
    [COOKIE.locale, store, LOCALE_COOKIE_MAX_AGE],
  ]
  return wanted
    .filter(([name, value]) => current.get(name) !== value)
    .map(([name, value, maxAge]) => serializeCookie(name, value, maxAge === undefined ? {} : { maxAge }))
}

function switchStore(url: URL, current: StoreCode): Response {
  const requested = url.searchParams.get('store')
  const target = isStoreCode(requested) ? requested : current
  const slug = safeSlug(url.searchParams.get('slug'))
  // The same page in the other store: its search term, filters and sorting come along.
  const query = slug ? safeQuery(url.searchParams.get('query')) : undefined
  const location = `/${target}${slug ? `/${slug}` : ''}${query ? `?${query}` : ''}`
  return redirect(location, storeCookies(target, new Map()))
}

/** The address's coupon code, when one of its `coupon` values is a plausible code. */
function couponParam(url: URL): string | undefined {
  return url.searchParams
    .getAll('coupon')
    .map((value) => value.trim())
    .find((value) => COUPON_PATTERN.test(value))
}

function withoutParams(url: URL, names: string[]): string {
  const params = new URLSearchParams(url.search)
  for (const name of names) params.delete(name)
  const query = params.toString()
  return `${url.pathname}${query ? `?${query}` : ''}`
}

function respond(response: Response): EdgeResult {
  return { kind: 'respond', response }
}

function redirect(location: string, setCookies: string[] = [], status: 301 | 302 = 302): Response {
  // Every Location the edge builds comes partly from the request (its path, a slug): only our own store paths leave.
  const store = storeFromPath(location) ?? DEFAULT_STORE
  const headers = new Headers({ Location: safeRedirectPath(location, `/${store}`), 'Cache-Control': 'no-store' })
  for (const cookie of setCookies) headers.append('Set-Cookie', cookie)
  return new Response(null, { status, headers })
}
