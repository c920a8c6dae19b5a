import { useEffect } from 'react'
import { PREFETCH_IDLE_MS, type ConnectionHint, allowsPrefetch } from '~/lib/prefetch'
import { ui } from '~/state/ui'

/**
 * Browser-only housekeeping: registers the service worker (missing support is silently ignored) and, after the
 * page has been idle for a while on a good connection, lets links prefetch the pages they show.
 */
export function ClientEffects() {
  useEffect(() => {
    // A marker for tools and tests: from here on the page's controls are interactive.
    document.documentElement.dataset.hydrated = 'true'
  }, [])

  useEffect(() => {
    if ('serviceWorker' in navigator) navigator.serviceWorker.register('/sw.js').catch(() => undefined)
  }, [])

  useEffect(() => {
    const connection = (navigator as Navigator & { connection?: ConnectionHint }).connection
    if (!allowsPrefetch(connection)) return
    const timer = setTimeout(() => {
      const enable = () => (ui.prefetchLinks = true)
      if ('requestIdleCallback' in window) window.requestIdleCallback(enable)
      else enable()
    }, PREFETCH_IDLE_MS)
    return () => clearTimeout(timer)
  }, [])

  return null
}
