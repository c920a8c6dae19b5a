/**
 * `npm run bench`'s same-path baseline (issue 11 item 6), behind the development switch like every /_dev/* path:
 * the storefront worker itself answers a fixed body through the same server and compression as its pages, so the
 * bench's ratios compare rendering with the platform's floor and nothing else. The bench posts each page's HTML
 * once (`POST /_dev/bench/body/<name>`), then loads `GET /_dev/bench/body/<name>`.
 */
export const BENCH_BODY_PREFIX = '/_dev/bench/body/'
const NAME = /^[a-z0-9-]{1,40}$/
const MAX_BODY = 1024 * 1024
const MAX_BODIES = 32
/** Kept per isolate (the local server runs one); KV keeps them across a restart of the isolate. */
const bodies = new Map<string, string>()

export async function handleBenchBaseline(request: Request, pathname: string, env: Env): Promise<Response> {
  const name = pathname.slice(BENCH_BODY_PREFIX.length)
  if (!NAME.test(name)) return new Response('Not found', { status: 404 })
  const key = `dev-bench:${name}`
  if (request.method === 'POST') {
    const body = await request.text()
    if (body.length > MAX_BODY || (bodies.size >= MAX_BODIES && !bodies.has(name)))
      return new Response('Too large', { status: 413 })
    bodies.set(name, body)
    await env.CACHE.put(key, body, { expirationTtl: 24 * 60 * 60 })
    return new Response(null, { status: 204 })
  }
  let body = bodies.get(name)
  if (body === undefined) {
    body = (await env.CACHE.get(key)) ?? undefined
    if (body === undefined) return new Response('Not found', { status: 404 })
    bodies.set(name, body)
  }
  return new Response(body, { headers: { 'Content-Type': 'text/html; charset=utf-8' } })
}
