/**
 * `npm start` serves the build through `vite preview`. When a request fails before the worker answers (Miniflare's
 * dispatch throws, say, on a connection the client broke), the preview's server (connect) is handed the error, and
 * its last handler answers with the error's stack, server paths included. This handler answers instead: a plain
 * page, no details, and the error in the terminal. Cloudflare never runs this code; it only guards local serving.
 */
const PAGE = `<!doctype html>
<html lang="en">
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>The shop could not answer</title>
<main style="font-family: system-ui, sans-serif; max-width: 32rem; margin: 4rem auto; padding: 0 1rem">
<h1>The shop could not answer</h1>
<p>Something went wrong on our side while loading this page. Please try again in a moment.</p>
<p><a href="/">Go to the home page</a></p>
</main>
</html>
`

// connect tells an error handler by its four parameters, so the last one stays though it is not called.
export function previewErrorPage(error, request, response, _next) {
  console.error(
    `preview: ${request.method} ${request.url} failed before the worker answered:`,
    error instanceof Error ? error.message : error,
  )
  // Part of an answer already went out: the connection is closed, as a broken upstream would leave it.
  if (response.headersSent) {
    response.destroy()
    return
  }
  response.statusCode = 502
  response.setHeader('Content-Type', 'text/html; charset=utf-8')
  response.setHeader('Cache-Control', 'no-store')
  response.end(request.method === 'HEAD' ? undefined : PAGE)
}

/**
 * Methods that the Fetch standard forbids (TRACE, TRACK, CONNECT) cannot become a Request for the worker, so the
 * preview would fail on them: they are refused here as Cloudflare refuses them, before anything else runs.
 */
const FORBIDDEN_METHODS = new Set(['CONNECT', 'TRACE', 'TRACK'])

export function refuseForbiddenMethods(request, response, next) {
  if (!FORBIDDEN_METHODS.has((request.method ?? '').toUpperCase())) {
    next()
    return
  }
  response.statusCode = 405
  response.setHeader('Allow', 'GET, HEAD, POST')
  response.setHeader('Content-Type', 'text/plain; charset=utf-8')
  response.end('Method not allowed')
}

/**
 * The most of a body the worker reads before it answers, even when it refuses it (MAX_DRAINED_BYTES in
 * app/lib/form-body.server.ts), with room for a multipart envelope. Under `vite preview` a worker answering while the
 * client was still sending broke the preview's dispatch, and the client got a 502: a larger body is refused here.
 */
export const MAX_PREVIEW_BODY_BYTES = 4 * 1024 * 1024 + 64 * 1024

/** A body declared larger than the worker reads is read to its end here and refused with 413. */
export function refuseOversizedBodies(request, response, next) {
  const length = Number(request.headers['content-length'] ?? 0)
  if (!(length > MAX_PREVIEW_BODY_BYTES)) {
    next()
    return
  }
  request.resume()
  request.on('end', () => {
    response.statusCode = 413
    response.setHeader('Content-Type', 'text/plain; charset=utf-8')
    response.setHeader('Cache-Control', 'no-store')
    response.end('The request is too large.')
  })
}

/**
 * The request target as the worker should see it. An absolute-form target (`GET http://other.example/us_et`) would
 * make the preview build the worker's URL, and so the page's canonical links, on that host: only its path is kept.
 * A path that starts with several slashes (`//`, `//x`) is read as a protocol-relative URL and fails before the
 * worker answers: it is redirected to the same path with one slash, as the worker itself redirects odd paths.
 */
export function normalizeRequestTarget(request, response, next) {
  const target = request.url ?? '/'
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(target)) {
    let path = '/'
    try {
      const parsed = new URL(target)
      path = `${parsed.pathname}${parsed.search}`
    } catch {
      // Not a URL after all: the home page.
    }
    // connect keeps the first target as originalUrl, which the worker's URL is built from.
    request.url = path
    request.originalUrl = path
  } else if (target.startsWith('//')) {
    response.statusCode = 301
    response.setHeader('Location', target.replace(/^\/{2,}/, '/'))
    response.setHeader('Cache-Control', 'no-store')
    response.end()
    return
  }
  next()
}
