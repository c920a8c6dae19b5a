const SLUG_SEGMENT = /^[A-Za-z0-9][A-Za-z0-9._~-]*$/
const MAX_SLUG_LENGTH = 512

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

/** A redirect target from a form or query string: only same-site absolute paths are accepted. */
export function safeRedirectPath(input: string | null | undefined, fallback: string): string {
  if (!input || !input.startsWith('/') || input.startsWith('//') || input.includes('\\')) return fallback
  try {
    const url = new URL(input, 'http://localhost')
    if (url.origin !== 'http://localhost') return fallback
    return `${url.pathname}${url.search}`
  } catch {
    return fallback
  }
}
