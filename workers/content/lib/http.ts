// Browsers call the Content Delivery API directly in Storyblok setups, so every GET answer carries CORS headers.
export const CORS_HEADERS = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'GET, HEAD, OPTIONS',
  'access-control-allow-headers': 'Accept, Content-Type',
  'access-control-max-age': '86400',
} as const

// Answers are never cached by browsers: a publish must show up with the next cv at once.
const JSON_HEADERS = { 'content-type': 'application/json', 'cache-control': 'no-cache', ...CORS_HEADERS } as const

export function jsonResponse(body: unknown, status = 200, headers: HeadersInit = {}): Response {
  const merged = new Headers(JSON_HEADERS)
  new Headers(headers).forEach((value, key) => merged.set(key, value))
  return new Response(JSON.stringify(body), { status, headers: merged })
}

// Error bodies follow Storyblok: 404 is a JSON array of messages, others an `{ error }` object.
export const notFound = () => jsonResponse(['This record could not be found'], 404)
export const unauthorized = () => jsonResponse({ error: 'Unauthorized' }, 401)
export const unprocessable = (error: string) => jsonResponse({ error }, 422)
export const methodNotAllowed = () => jsonResponse({ error: 'Method not allowed' }, 405)
