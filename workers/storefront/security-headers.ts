/**
 * Headers every answer of the storefront carries, whatever route, cache or error made it.
 *
 * - `X-Content-Type-Options: nosniff`: a JSON answer that echoes input (search suggestions) is never read as HTML.
 * - `Referrer-Policy`: an address with a secret in it (a password reset link) is never sent to another site.
 * - A document may be framed by this shop only (clickjacking of sign-in, account and checkout), and by Storyblok's
 *   visual editor when it opens a preview (`_storyblok` in the address), which shows the page in its own frame.
 *   Anyone can point a Storyblok space's preview at any address, so the exception never covers a page of the
 *   shopper's own (account, sign-in, cart, checkout and the forms that create or change an account).
 * - The rest of the document's policy limits what a slip of the HTML sanitiser could do: no plugins (`object-src`),
 *   no `<base>` that moves every relative address elsewhere, forms sent only to this shop (and to the configured
 *   external checkout, which a step may redirect a form to). Scripts are not restricted: a page from the edge page
 *   cache is one body for every visitor, so a nonce per answer cannot be written into its inline scripts.
 * - `Strict-Transport-Security` on answers over HTTPS: a browser that has seen the shop never asks for it over HTTP.
 */
export const STORYBLOK_EDITOR_ORIGIN = 'https://app.storyblok.com'

/** The first path segments after the store of the pages that are never framed, `_storyblok` or not (lowercase). */
const NEVER_FRAMED = new Set([
  'customer',
  'checkout',
  'cart',
  'register',
  'forgotpassword',
  'reset-password',
  'business',
  'wishlist',
  'newsletter',
])

/** Whether the address may be shown in Storyblok's editor: a preview of a page that is not the shopper's own. */
function isEditorPreview(url: URL): boolean {
  if (![...url.searchParams.keys()].some((name) => name.startsWith('_storyblok'))) return false
  let section = url.pathname.split('/').filter(Boolean)[1] ?? ''
  try {
    section = decodeURIComponent(section)
  } catch {
    return false
  }
  return !NEVER_FRAMED.has(section.replace(/\.data$/, '').toLowerCase())
}

/** A year: browsers keep the shop on HTTPS for that long after each visit (subdomains are left as they are). */
const HSTS_MAX_AGE_SECONDS = 31_536_000

/** `formOrigins`: other origins forms may be sent to (the external checkout's). */
export function withSecurityHeaders(response: Response, url: URL, formOrigins: readonly string[] = []): Response {
  // A Response from fetch() or the cache has immutable headers: the copy is a new Response on the same body.
  const secured = new Response(response.body, response)
  const headers = secured.headers
  if (!headers.has('X-Content-Type-Options')) headers.set('X-Content-Type-Options', 'nosniff')
  if (!headers.has('Referrer-Policy')) headers.set('Referrer-Policy', 'strict-origin-when-cross-origin')
  if ((headers.get('Content-Type') ?? '').startsWith('text/html') && !headers.has('Content-Security-Policy')) {
    const preview = isEditorPreview(url)
    const policy = [
      `frame-ancestors ${["'self'", ...(preview ? [STORYBLOK_EDITOR_ORIGIN] : [])].join(' ')}`,
      "object-src 'none'",
      "base-uri 'self'",
      `form-action ${["'self'", ...formOrigins].join(' ')}`,
    ]
    headers.set('Content-Security-Policy', policy.join('; '))
    if (!preview) headers.set('X-Frame-Options', 'SAMEORIGIN')
  }
  if (url.protocol === 'https:' && !headers.has('Strict-Transport-Security'))
    headers.set('Strict-Transport-Security', `max-age=${HSTS_MAX_AGE_SECONDS}`)
  return secured
}
