import { data } from 'react-router'
import { CommerceError } from './commerce.server'

/** What the 503 page tells browsers and crawlers: try again in half a minute. */
export const RETRY_AFTER_SECONDS = 30

/** Cached catalogue and content answers are served this long past their normal life while the backend fails. */
export const STALE_IF_ERROR_SECONDS = 24 * 60 * 60

const issued = new WeakSet<object>()

/** How a page says its backend is unavailable: 503, try again in half a minute, never stored. */
export const UNAVAILABLE_INIT = {
  status: 503,
  headers: { 'Retry-After': String(RETRY_AFTER_SECONDS), 'Cache-Control': 'no-store' },
} as const

/** The 503 a loader throws when a backend it needs failed and nothing cached can stand in. */
export function unavailable() {
  const answer = data({ unavailable: true }, UNAVAILABLE_INIT)
  issued.add(answer)
  return answer
}

export function isUnavailable(error: unknown): boolean {
  return typeof error === 'object' && error !== null && issued.has(error)
}

/**
 * A backend failure rather than an answer: network errors, timeouts, 5xx, unreadable answers. A GraphQL error
 * (unknown CMS identifier, page past the end) is the backend answering and stays what it is.
 */
export function isBackendFailure(error: unknown): boolean {
  if (isUnavailable(error)) return true
  return !(error instanceof CommerceError && !error.network)
}

/**
 * A loader's read that nothing cached can stand in for (an account page): a backend that fails or is too slow is the
 * 503 page with its retry, never a 500. The backend's own answers (a refused token, which signs the shopper out;
 * an unknown order) pass through as they are.
 */
export async function orUnavailable<T>(read: Promise<T>): Promise<T> {
  try {
    return await read
  } catch (error) {
    if (!isBackendFailure(error)) throw error
    console.error('backend unavailable for a page:', error instanceof Error ? error.message : error)
    throw unavailable()
  }
}
