import { useCallback, useSyncExternalStore } from 'react'
import { type Snapshot, snapshot, subscribe } from 'valtio/vanilla'

/**
 * One value of a Valtio store, for rendering: the component renders again when that value changes. Valtio's own
 * useSnapshot tracks every property read through proxies (proxy-compare), about 1 KB gzipped on every page for
 * what a selector does here; a snapshot is cached per version, so an unchanged store gives the same value.
 */
export function useStore<State extends object, Value>(store: State, select: (state: Snapshot<State>) => Value): Value {
  const onChange = useCallback((notify: () => void) => subscribe(store, notify), [store])
  const read = () => select(snapshot(store))
  return useSyncExternalStore(onChange, read, read)
}
