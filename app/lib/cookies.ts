/**
 * Cookie names and a small, defensive cookie reader/writer. Cookies come from the outside world: every read
 * tolerates malformed or oversized input and returns undefined instead of throwing.
 */
export const COOKIE = {
  currency: 'vsf-currency',
  country: 'vsf-country',
  locale: 'vsf-locale',
  cart: 'vsf-cart',
  customer: 'vsf-customer',
  store: 'vsf-store',
  message: 'vsf-message',
  salePerson: 'vsf-sale-person',
  coupon: 'coupon-code',
  i18nRedirected: 'i18n_redirected',
} as const

/**
 * Set by the page's first inline script: this browser runs scripts. A page rendered for one shopper streams its late
 * parts only to such a browser; to any other it is sent whole (a browser without JavaScript never shows a part React
 * streams after the shell). It changes how a page is sent, never what it says.
 */
export const SCRIPTS_COOKIE = 'vsf-js'
/** The script that sets it for a year, written into every document by the server (app/entry.server.tsx). */
export const SCRIPTS_COOKIE_SCRIPT = `document.cookie="${SCRIPTS_COOKIE}=1; Path=/; Max-Age=31536000; SameSite=Lax"`

/**
 * The order this browser placed last (number, e-mail, total), for its thank-you page; httpOnly. It belongs to the
 * session that placed it: signing out, a refused token and a sales person's link for another customer delete it.
 */
export const LAST_ORDER_COOKIE = 'checkout-order'

/**
 * Past this the header is not read at all (Cloudflare itself refuses far larger ones). It is well above what
 * browsers send: analytics and consent tools on the shop's domain can make a header of 10–20 KB, and the shop's own
 * cookies in it must still be read.
 */
const MAX_COOKIE_HEADER = 64 * 1024
const MAX_COOKIE_VALUE = 4096
export const LOCALE_COOKIE_MAX_AGE = 365 * 24 * 60 * 60

/**
 * The request's cookies by name. A name sent twice is read from its last copy: the shop sets its cookies at `Path=/`,
 * and browsers send a cookie of a longer path first (RFC 6265 §5.4), so a copy an older version left below a page
 * (`Path=/us_et`) never hides the shop's own (and is deleted with it: workers/storefront/stray-cookies.ts).
 */
export function readCookies(header: string | null): Map<string, string> {
  const cookies = new Map<string, string>()
  if (!header || header.length > MAX_COOKIE_HEADER) return cookies
  for (const part of header.split(';').reverse()) {
    const eq = part.indexOf('=')
    if (eq <= 0) continue
    const name = part.slice(0, eq).trim()
    const raw = part.slice(eq + 1).trim()
    if (!name || raw.length > MAX_COOKIE_VALUE || cookies.has(name)) continue
    try {
      cookies.set(name, decodeURIComponent(raw))
    } catch {
      // A malformed percent-encoding makes the cookie unusable, not the request.
    }
  }
  return cookies
}

export function readCookie(request: Request, name: string): string | undefined {
  return readCookies(request.headers.get('Cookie')).get(name)
}

export type CookieOptions = {
  maxAge?: number
  httpOnly?: boolean
  secure?: boolean
}

/** Spec §9 defaults: not httpOnly, not secure, SameSite=Lax, Path=/. */
export function serializeCookie(name: string, value: string, options: CookieOptions = {}): string {
  const parts = [`${name}=${encodeURIComponent(value)}`, 'Path=/', 'SameSite=Lax']
  if (options.maxAge !== undefined) parts.push(`Max-Age=${options.maxAge}`)
  if (options.httpOnly) parts.push('HttpOnly')
  if (options.secure) parts.push('Secure')
  return parts.join('; ')
}

export function deleteCookie(name: string): string {
  return serializeCookie(name, '', { maxAge: 0 })
}

/** The customer token is the one cookie client JavaScript must never read. */
export function customerTokenCookie(token: string, requestUrl: URL): string {
  return serializeCookie(COOKIE.customer, token, {
    httpOnly: true,
    secure: requestUrl.protocol === 'https:',
    maxAge: 60 * 60 * 24 * 7,
  })
}

/** Magento tokens are opaque strings or JWTs; anything else is not a token. */
export function isPlausibleToken(value: string | undefined): value is string {
  return typeof value === 'string' && /^[A-Za-z0-9._~+/=-]{8,2048}$/.test(value)
}

/**
 * A sales person's session from the `?token=` link (spec §2): its format is the sales tool's, not ours, so any short
 * value of plain characters is kept (an id like `abc` or `42` included); nothing that could break a cookie.
 */
export function isPlausibleSalePersonSession(value: string | undefined): value is string {
  return typeof value === 'string' && /^[A-Za-z0-9._~+/=-]{1,512}$/.test(value)
}

/** Magento cart ids are 32 alphanumeric characters. */
export function isPlausibleCartId(value: string | undefined): value is string {
  return typeof value === 'string' && /^[A-Za-z0-9]{1,64}$/.test(value)
}
