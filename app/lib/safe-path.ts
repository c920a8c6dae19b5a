import { type StoreCode, isStoreCode } from './stores'

const SLUG_SEGMENT = /^[A-Za-z0-9][A-Za-z0-9._~-]*$/
const MAX_SLUG_LENGTH = 512
const MAX_REDIRECT_LENGTH = 1024
/** A base no request ever has: a target that resolves anywhere else is another site. */
const PROBE_ORIGIN = 'https://storefront.invalid'
/** Percent-encoded slash, backslash and dot: a later decoding (a proxy, a browser, a router) could turn them into `//` or `..`. */
const ENCODED_SEPARATOR = /%(2f|5c|2e)/i
const DOT_SEGMENT = /(^|\/)\.{1,2}(\/|$)/

/**
 * Turns untrusted input into a path below the store prefix, or undefined. Used for redirect targets, so
 * anything that could leave the site ('//evil.example', 'https:', '\\', '..') or is not a plain path is refused.
 */
export function safeSlug(input: string | null | undefined): string | undefined {
  if (!input || input.length > MAX_SLUG_LENGTH) return undefined
  const trimmed = input.replace(/^\/+/, '').replace(/\/+$/, '')
  if (!trimmed || trimmed.includes('//')) return undefined
  const segments = trimmed.split('/')
  if (input.startsWith('//')) return undefined
  const ok = segments.every((segment) => SLUG_SEGMENT.test(segment) && segment !== '..' && !segment.includes('..'))
  return ok ? segments.join('/') : undefined
}

/** Query parameters that act on their own wherever they arrive (a session, a coupon, a wishlist move, the switch). */
const ACTING_PARAMS = new Set(['token', 'salesperson_session', 'coupon', 'wishlist', 'store', 'slug', 'query'])
const MAX_QUERY_LENGTH = 512

/**
 * A page's query string carried through the store switch (a search term, filters, sorting), re-encoded, without
 * the parameters that act on their own; undefined when nothing is left or it is too long.
 */
export function safeQuery(input: string | null | undefined): string | undefined {
  if (!input || input.length > MAX_QUERY_LENGTH) return undefined
  const params = new URLSearchParams(input)
  for (const name of [...params.keys()]) if (ACTING_PARAMS.has(name)) params.delete(name)
  const query = params.toString()
  return query || undefined
}

/**
 * A redirect target from a form, a query string or a computed path: only our own pages under a store prefix.
 * The *normalised* target is what a browser follows, so that is what is checked: `/..//evil.example` is
 * `//evil.example` once resolved, another site. Anything whose meaning could change on a second decoding or
 * resolution (dot segments, encoded slashes or dots, backslashes, control characters) is refused outright.
 */
export function safeRedirectPath(input: string | null | undefined, fallback: string): string {
  return ownPath(input) ?? fallback
}

/**
 * A redirect target after a form of `store` (sign-in, registration): a page of another store is taken to the same
 * page of this one. The shopper chose this store (the switcher keeps the rest of the address, `redirectTo` too):
 * signing in must not take them back.
 */
export function storeRedirectPath(input: string | null | undefined, store: StoreCode, fallback: string): string {
  const own = ownPath(input)
  return own ? own.replace(/^\/[a-z]{2}_et(?=[/?]|$)/, `/${store}`) : fallback
}

/** The normalised own path (pathname and query) of a redirect target, or undefined when it is not one. */
export function ownPath(input: string | null | undefined): string | undefined {
  if (typeof input !== 'string' || !input.startsWith('/') || input.length > MAX_REDIRECT_LENGTH) return undefined
  if (hasControlCharacter(input) || input.includes('\\')) return undefined
  const rawPath = input.split(/[?#]/, 1)[0] ?? ''
  if (ENCODED_SEPARATOR.test(rawPath) || DOT_SEGMENT.test(rawPath) || rawPath.includes('//')) return undefined
  let url: URL
  try {
    url = new URL(input, PROBE_ORIGIN)
  } catch {
    return undefined
  }
  if (url.origin !== PROBE_ORIGIN || url.pathname.includes('//')) return undefined
  const [, store] = url.pathname.split('/')
  if (!isStoreCode(store)) return undefined
  const target = `${url.pathname}${url.search}`
  // Resolving the result again must give the same place: no second normalisation may move it.
  return new URL(target, PROBE_ORIGIN).href === `${PROBE_ORIGIN}${target}` ? target : undefined
}

function hasControlCharacter(value: string): boolean {
  for (let index = 0; index < value.length; index++) {
    const code = value.charCodeAt(index)
    if (code < 0x20 || code === 0x7f) return true
  }
  return false
}
