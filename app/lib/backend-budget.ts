/**
 * How long a page waits for one backend read (commerce query, content story) before it gives up: a shopper leaves
 * after about 3 s, so a slow backend becomes a clear "temporarily unavailable" page (lib/outage.server.ts) at 3 s
 * instead of a spinner and a 500 after 10. Mutations (add to cart, place order) wait longer: giving up on one
 * that went through is worse than waiting.
 */
export const BACKEND_BUDGET_MS = 3_000
export const MUTATION_BUDGET_MS = 10_000
