/**
 * Work that must run once when a shopper sends it twice: a double click without JavaScript, a form sent from two
 * tabs. Within this isolate (where a browser's requests usually land), a call with a key already running gets that
 * run's result instead of running again; a result is remembered `rememberMs` after it finished, for a second request
 * that came just too late, as the second answer is the one a browser shows. A failure is not remembered.
 *
 * Keys hold what the work is for (a cart id, a wishlist item and its owner's session) and stay in memory only.
 */
export function singleFlight<T>(rememberMs: number) {
  const entries = new Map<string, { promise: Promise<T>; settledAt?: number }>()

  function prune(now: number) {
    for (const [key, entry] of entries)
      if (entry.settledAt !== undefined && now - entry.settledAt > rememberMs) entries.delete(key)
  }

  function run(key: string, work: () => Promise<T>, now = Date.now()): Promise<T> {
    prune(now)
    const earlier = entries.get(key)
    if (earlier) return earlier.promise
    const entry: { promise: Promise<T>; settledAt?: number } = { promise: work() }
    entries.set(key, entry)
    entry.promise.then(
      () => {
        entry.settledAt = Date.now()
      },
      () => {
        if (entries.get(key) === entry) entries.delete(key)
      },
    )
    return entry.promise
  }

  /** Whether work of this key runs now or finished a moment ago (its result is still remembered). */
  function has(key: string, now = Date.now()): boolean {
    prune(now)
    return entries.has(key)
  }

  return { run, has }
}

/** A short digest of a text for a key (FNV-1a, 32 bits): not a secret, only shorter. */
export function digest(text: string): string {
  let hash = 0x811c9dc5
  for (let index = 0; index < text.length; index++) {
    hash ^= text.charCodeAt(index)
    hash = Math.imul(hash, 0x01000193)
  }
  return (hash >>> 0).toString(36)
}
