/** The search fields' own limit (their `maxLength`). */
export const MAX_SEARCH_TERM = 128
/** Fewer characters match too much to be worth suggesting. */
export const MIN_SUGGESTION_TERM = 2

/**
 * A search term as the shopper meant it, read from a query string or a field: control characters (C0, DEL, C1: an
 * encoded NUL, a pasted tab or line break) count as spaces, runs of white space as one, none at either end. Every
 * reader of `term` goes through this, so the backend, the page and its title see the same printable term.
 */
export function searchTerm(value: string | null | undefined): string {
  return (value ?? '')
    .replace(/\p{Cc}/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, MAX_SEARCH_TERM)
    .trimEnd()
}
