/**
 * Work that must run once when a shopper sends it twice: a double click without JavaScript, a form sent from two
 * tabs. Within this isolate (where a browser's requests usually land), a call with a key already running waits for
 * that run and answers its result instead of running again; a result stays `rememberMs` after it finished, for a
 * second request that came just too late (the second answer is the one a browser shows).
 *
 * The second request never awaits the first one's promise: workerd ties a promise to the request that made it, and
 * a first request the browser abandoned (the double click) may be cancelled with it. It looks at the shared entry
 * every POLL_MS instead, and does the work itself when the first failed, or has not finished after `waitMs`.
 *
 * Keys hold what the work is for (a cart id, a wishlist item and its owner's session) and stay in memory only.
 */
const POLL_MS = 50

type Entry<T> = { startedAt: number; done?: { value: T; at: number }; failed?: boolean }

export function singleFlight<T>(rememberMs: number, waitMs = 15_000) {
  const entries = new Map<string, Entry<T>>()

  function prune(now: number) {
    for (const [key, entry] of entries) {
      const over = entry.done ? now - entry.done.at >= rememberMs : now - entry.startedAt > waitMs
      if (over) entries.delete(key)
    }
  }

  /** The first run's result once it has one; undefined when it failed or is still running after `waitMs`. */
  async function settled(entry: Entry<T>): Promise<{ value: T } | undefined> {
    while (!entry.done && !entry.failed && Date.now() - entry.startedAt < waitMs)
      await new Promise((resolve) => setTimeout(resolve, POLL_MS))
    return entry.done
  }

  async function run(key: string, work: () => Promise<T>, now = Date.now()): Promise<T> {
    prune(now)
    const earlier = entries.get(key)
    if (earlier) {
      const result = await settled(earlier)
      if (result) return result.value
    }
    const entry: Entry<T> = { startedAt: Date.now() }
    entries.set(key, entry)
    try {
      const value = await work()
      entry.done = { value, at: Date.now() }
      return value
    } catch (error) {
      entry.failed = true
      if (entries.get(key) === entry) entries.delete(key)
      throw error
    }
  }

  /** Whether work of this key runs now or finished a moment ago (its result is still remembered). */
  function has(key: string, now = Date.now()): boolean {
    prune(now)
    return entries.has(key)
  }

  return { run, has }
}
