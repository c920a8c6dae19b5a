import { isbot } from 'isbot'
import { renderToReadableStream } from 'react-dom/server'
import {
  type EntryContext,
  type HandleDataRequestFunction,
  type RouterContextProvider,
  ServerRouter,
} from 'react-router'
import stylesheet from './app.css?url'
import { DATA_AGE_HEADER, servicesContext, wholeDocumentContext } from './lib/context.server'
import { SCRIPTS_COOKIE, SCRIPTS_COOKIE_SCRIPT } from './lib/cookies'
// The islands' server-side components (components/island.tsx), registered before any page renders.
import './lib/islands.server'
import { settleFlash } from './lib/message-cookie.server'
import { recaptchaScript } from './lib/recaptcha.server'
import { signedOutRedirect } from './lib/session.server'
import { valueWithin } from './lib/settled'
import { STORES } from './lib/stores'

/** Deferred data that has not arrived after this long is rejected, so a stuck upstream cannot hold a page open. */
export const streamTimeout = 10_000

/**
 * How long a render for the edge page cache waits for its streamed parts. Past it the page streams as usual and is
 * marked `no-store`, so a page missing a part is never shared (the next visitor renders it again).
 */
export const WHOLE_DOCUMENT_WAIT_MS = 3000

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
): Promise<Response> {
  responseHeaders.set('Content-Type', 'text/html; charset=utf-8')
  // The stylesheet is the one resource that blocks the first paint: the browser may fetch it as soon as the headers
  // arrive, before it parses the head (and Cloudflare sends this as a 103 Early Hint while the page renders).
  if (stylesheet) responseHeaders.append('Link', `<${stylesheet}>; rel=preload; as=style`)
  // A HEAD answer has no body: status and headers are settled by the loaders, so rendering would be wasted work
  // (link checkers and monitors send HEAD for every page), and a one-time message is kept for the real view.
  if (request.method === 'HEAD') return new Response(null, { headers: responseHeaders, status: responseStatusCode })

  const services = loadContext.get(servicesContext)
  settleFlash(services)
  // A page with a part missing (its backend failed) is this shopper's only: the next visitor renders it again.
  if (services.degraded) responseHeaders.set('Cache-Control', 'no-store')
  let shellRendered = false
  let status = responseStatusCode
  const userAgent = request.headers.get('user-agent')

  const body = await renderToReadableStream(<ServerRouter context={routerContext} url={request.url} />, {
    signal: AbortSignal.timeout(streamTimeout + 1000),
    // A finished Suspense boundary stays in place. React otherwise moves one past the first 12.8 KB behind the
    // shell (shown by a script), and a browser without JavaScript would never show it: the islands'
    // (components/island.tsx) product view and newsletter form are such boundaries.
    progressiveChunkSize: Number.POSITIVE_INFINITY,
    // A store that protects forms with reCAPTCHA: the script that fills their tokens, right after the shell (before
    // the page's own code and its islands), and nothing in any bundle (lib/recaptcha.server.ts).
    // And the mark that this browser runs scripts (see SCRIPTS_COOKIE).
    bootstrapScriptContent: [
      ...(services.recaptcha
        ? [recaptchaScript(services.recaptcha, STORES[services.store].contentLanguage ?? 'en')]
        : []),
      SCRIPTS_COOKIE_SCRIPT,
    ].join(';\n'),
    onError(error: unknown) {
      status = 500
      // Errors before the shell are reported by React Router's error handling; later ones only here.
      if (shellRendered) console.error(error)
    },
  })
  shellRendered = true

  // Crawlers and SPA mode get the complete document; people get the shell first and the rest as it streams.
  if ((userAgent && isbot(userAgent)) || routerContext.isSpaMode) await body.allReady
  else if (loadContext.get(wholeDocumentContext) && !(await valueWithin(body.allReady, WHOLE_DOCUMENT_WAIT_MS))) {
    responseHeaders.set('Cache-Control', 'no-store')
  } else if (!services.cookies.has(SCRIPTS_COOKIE)) {
    // A browser not known to run scripts (one without JavaScript; or a first page, before the mark is set) gets the
    // parts in place, waited for as long as a page for the cache; past that it streams like any other.
    await valueWithin(body.allReady, WHOLE_DOCUMENT_WAIT_MS)
  }
  // A streamed part that failed (a size guide whose content did not come) is known once the parts have settled: a
  // page awaited whole for the page cache, or for a crawler, is then this visitor's only.
  if (services.degraded) responseHeaders.set('Cache-Control', 'no-store')
  if (loadContext.get(wholeDocumentContext)) {
    const age = Math.floor(services.cache.catalogueAgeSeconds())
    if (age > 0) responseHeaders.set(DATA_AGE_HEADER, String(age))
  }

  return new Response(body, { headers: responseHeaders, status })
}

/**
 * Client-side navigations and fetcher submissions (`.data`): a refused customer token answers exactly as a
 * document load does (spec §4), with a redirect React Router encodes for the client (instead of a 500 and "An
 * error occurred"). A message the layout read is removed only when the data is really delivered, not redirected.
 */
export const handleDataRequest: HandleDataRequestFunction = (response, { request, context }) => {
  const services = context.get(servicesContext)
  if (services.authorizationFailed) return signedOutRedirect(services.store, request.method)
  // A method a route does not take (a POST to a page without an action) is only ever sent by hand: React Router's
  // own answer would name the route's module, so it gets a plain 405 instead.
  if (response.status === 405) {
    return new Response('Method Not Allowed', {
      status: 405,
      headers: { Allow: response.headers.get('Allow') ?? 'GET, HEAD', 'Content-Type': 'text/plain; charset=utf-8' },
    })
  }
  // React Router answers a `.data` redirect with 202 and the target in the body.
  const redirected = response.status === 202 || (response.status >= 300 && response.status < 400)
  if (!redirected) settleFlash(services)
  return response
}
