// A minimal DataLoader: keys requested while graphql-js resolves one level of the tree are loaded with one query.

export type Loader<K, V> = (key: K) => Promise<V | undefined>

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

  return (key) => {
    const cached = cache.get(key)
    if (cached) return cached
    const promise = new Promise<V | undefined>((resolve, reject) => {
      pending.push({ key, resolve, reject })
      // A timer, not a microtask, so sibling list items still being completed join the same batch.
      if (pending.length === 1) setTimeout(flush, 0)
    })
    cache.set(key, promise)
    return promise
  }
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
