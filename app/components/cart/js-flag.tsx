import { useSyncExternalStore } from 'react'

const subscribe = () => () => {}

/** True once hydrated: forms then run through fetchers and the server answers with data instead of a redirect. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  )
}

/** Tells the action the form was sent by JavaScript (a fetcher), so it answers with data, not a redirect. */
export function JsFlag() {
  return useHydrated() ? <input type="hidden" name="js" value="1" /> : null
}

/**
 * Whether the document has finished hydrating (layout/client-effects.tsx marks it): false while the first page
 * renders in the browser, true for everything rendered later (client-side navigations, drawers).
 */
export function documentHydrated(): boolean {
  return typeof document !== 'undefined' && document.documentElement.dataset.hydrated === 'true'
}
