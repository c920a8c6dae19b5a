/**
 * The shop sets and deletes its cookies at `Path=/`. A copy of one at a deeper path (an older version of the shop, or
 * a cookie written without a Path on a page below, which then belongs to that page's directory) is sent with every
 * request under that path, and a deletion at `Path=/` never reaches it: a refused token would sign the shopper out on
 * every request (a redirect loop at the store's home), a refused cart id would empty each new cart, a notice would
 * show for ever. So every deletion an answer carries is repeated at each path the request's own address could hold
 * such a copy at (`/us_et`, `/us_et/customer`, … : a cookie the browser sends has a path that prefixes the address).
 */

/** Deeper than this, a stray copy is not looked for (the shop's addresses are at most a few segments deep). */
const MAX_DEPTH = 4
/** Only plain path segments are written into a header. */
const PLAIN_SEGMENT = /^[A-Za-z0-9._~-]{1,100}$/

/** The paths below `/` a cookie sent with a request to `pathname` may have been set at. */
export function cookiePathsOf(pathname: string): string[] {
  const paths: string[] = []
  let path = ''
  for (const segment of pathname.split('/').slice(1, MAX_DEPTH + 1)) {
    if (!PLAIN_SEGMENT.test(segment)) break
    path += `/${segment}`
    paths.push(path)
  }
  return paths
}

/**
 * The answer's cookie deletions, each also at the request's deeper paths, right after it: the cookies keep their
 * order (a deletion followed by a new value of the same cookie still ends with the value).
 */
export function deleteStrayCopies(headers: Headers, pathname: string): void {
  const paths = cookiePathsOf(pathname)
  const cookies = headers.getSetCookie()
  if (paths.length === 0 || !cookies.some(isDeletion)) return
  headers.delete('Set-Cookie')
  for (const cookie of cookies) {
    headers.append('Set-Cookie', cookie)
    if (isDeletion(cookie))
      for (const path of paths) headers.append('Set-Cookie', cookie.replace(/;\s*Path=\/(?=;|$)/i, `; Path=${path}`))
  }
}

/** A deletion at `Path=/`, as the shop writes them (lib/cookies.ts deleteCookie). */
function isDeletion(cookie: string): boolean {
  return /;\s*Max-Age=0(?:;|$)/i.test(cookie) && /;\s*Path=\/(?:;|$)/i.test(cookie)
}
