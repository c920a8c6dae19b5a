// A minimal DataLoader: keys requested while graphql-js resolves one level of the tree are loaded with one query.

/**
 * How many promise jobs deep a batch waits for more keys. Sibling fields reach their loaders a few jobs apart (an
 * `await` or two in a resolver, graphql-js completing a list item); far fewer than this.
 */
export const BATCH_WAIT_JOBS = 32

/**
 * A loader waits before loading, so that sibling fields still being completed (promise jobs) can join its batch.
 * `setTimeout(fn, 0)` waits for every pending job but costs about a millisecond in workerd, and a product page's
 * query waited dozens of them; a MessageChannel is no cheaper macrotask there (workerd delivers its messages as
 * promise jobs). The task runs instead after a chain of BATCH_WAIT_JOBS promise jobs: by then the siblings have asked
 * for their keys, and no time has passed. The round-trip counts in tests/workers/commerce/request-cost.test.ts are
 * the ones the timers gave.
 */
export function afterPromiseJobs(task: () => void): void {
  let chain = Promise.resolve()
  for (let i = 0; i < BATCH_WAIT_JOBS; i++) chain = chain.then(() => undefined)
  void chain.then(task)
}

export type Loader<K, V> = ((key: K) => Promise<V | undefined>) & {
  /** Answers `key` with a value read together with something else (a cart with its products) without a query. */
  prime: (key: K, value: V | undefined) => void
}

export function createLoader<K, V>(loadMany: (keys: K[]) => Promise<Map<K, V>>): Loader<K, V> {
  const cache = new Map<K, Promise<V | undefined>>()
  let pending: { key: K; resolve: (value: V | undefined) => void; reject: (error: unknown) => void }[] = []

  const flush = (): void => {
    const batch = pending
    pending = []
    loadMany(batch.map((entry) => entry.key)).then(
      (values) => batch.forEach((entry) => entry.resolve(values.get(entry.key))),
      (error: unknown) => batch.forEach((entry) => entry.reject(error)),
    )
  }

  const load = (key: K): Promise<V | undefined> => {
    const cached = cache.get(key)
    if (cached) return cached
    const promise = new Promise<V | undefined>((resolve, reject) => {
      pending.push({ key, resolve, reject })
      // Not at once: sibling list items still being completed join the same batch.
      if (pending.length === 1) afterPromiseJobs(flush)
    })
    cache.set(key, promise)
    return promise
  }
  const prime = (key: K, value: V | undefined): void => {
    if (!cache.has(key)) cache.set(key, Promise.resolve(value))
  }
  return Object.assign(load, { prime })
}

export type StatementRunner = <R>(statement: D1PreparedStatement) => Promise<D1Result<R>>

/**
 * Reads asked for in the same turn go to D1 in one round trip (`db.batch`) instead of one each: the loaders of
 * sibling fields (a product's images and its URL rewrites) flush together. Reads only: a batch is one transaction,
 * and one failing statement fails every read in it, as it would fail the field that asked.
 */
export function createStatementBatcher(db: D1Database): StatementRunner {
  let pending: {
    statement: D1PreparedStatement
    resolve: (result: D1Result) => void
    reject: (error: unknown) => void
  }[] = []
  const flush = (): void => {
    const batch = pending
    pending = []
    const only = batch.length === 1 ? batch[0] : undefined
    const results = only ? only.statement.all().then((result) => [result]) : db.batch(batch.map((e) => e.statement))
    results.then(
      (answers) =>
        batch.forEach((entry, index) => {
          const answer = answers[index]
          if (answer) entry.resolve(answer)
          else entry.reject(new Error('D1 batch answered fewer results than statements'))
        }),
      (error: unknown) => batch.forEach((entry) => entry.reject(error)),
    )
  }
  return <R>(statement: D1PreparedStatement) =>
    new Promise<D1Result<R>>((resolve, reject) => {
      // D1Result's rows are untyped at run time; the statement's SQL decides their shape, as with `.all<R>()`.
      pending.push({ statement, resolve: (result) => resolve(result as D1Result<R>), reject })
      // Loaders flush after their own wait: waiting again from the first one's flush lets every loader of this
      // turn join the batch.
      if (pending.length === 1) afterPromiseJobs(flush)
    })
}

export function groupBy<T, K>(rows: readonly T[], keyOf: (row: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>()
  for (const row of rows) {
    const key = keyOf(row)
    const group = groups.get(key)
    if (group) group.push(row)
    else groups.set(key, [row])
  }
  return groups
}
