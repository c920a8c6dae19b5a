import { isbot } from 'isbot'
import { renderToReadableStream } from 'react-dom/server'
import { type EntryContext, ServerRouter } from 'react-router'

/** Deferred data that has not arrived after this long is rejected, so a stuck upstream cannot hold a page open. */
export const streamTimeout = 10_000

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
): Promise<Response> {
  let shellRendered = false
  let status = responseStatusCode
  const userAgent = request.headers.get('user-agent')

  const body = await renderToReadableStream(<ServerRouter context={routerContext} url={request.url} />, {
    signal: AbortSignal.timeout(streamTimeout + 1000),
    onError(error: unknown) {
      status = 500
      // Errors before the shell are reported by React Router's error handling; later ones only here.
      if (shellRendered) console.error(error)
    },
  })
  shellRendered = true

  // Crawlers and SPA mode get the complete document; people get the shell first and the rest as it streams.
  if ((userAgent && isbot(userAgent)) || routerContext.isSpaMode) await body.allReady

  responseHeaders.set('Content-Type', 'text/html; charset=utf-8')
  return new Response(body, { headers: responseHeaders, status })
}
