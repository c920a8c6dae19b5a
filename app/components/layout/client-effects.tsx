import { useEffect, useRef } from 'react'
import { NavigationType, useFetchers, useLocation, useNavigation, useNavigationType } from 'react-router'
import { PREFETCH_IDLE_MS, type ConnectionHint, allowsPrefetch } from '~/lib/prefetch'
import { ui } from '~/state/ui'
import { takeFocusAfterReload } from './focus-after-reload'

/**
 * Browser-only housekeeping: registers the service worker (missing support is silently ignored) and, after the
 * page has been idle for a while on a good connection, lets links prefetch the pages they show.
 */
export function ClientEffects() {
  useFocusAfterUpdates()
  useEffect(() => {
    // A marker for tools and tests: from here on the page's controls are interactive.
    document.documentElement.dataset.hydrated = 'true'
    takeFocusAfterReload()
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

/**
 * Where the keyboard goes when the page changes under it (WCAG 2.4.3): after a navigation to another page, and
 * after an update that took the focused element away (a deleted address, a form replaced by its result), it
 * starts at the page's heading (or at what the update brought, when the page marks it) instead of staying on a link
 * of the page before or falling to <body>. An open modal keeps its own focus; the first load leaves focus to the
 * browser.
 */
function useFocusAfterUpdates() {
  const { pathname } = useLocation()
  // Back and forward: the scroll position is the one the shopper left (ScrollRestoration); focus must not move it.
  const restored = useNavigationType() === NavigationType.Pop
  const navigation = useNavigation()
  const fetchers = useFetchers()
  const busy = navigation.state !== 'idle' || fetchers.some((fetcher) => fetcher.state !== 'idle')
  const last = useRef({ pathname, busy })
  useEffect(() => {
    const moved = last.current.pathname !== pathname
    const settled = last.current.busy && !busy
    last.current = { pathname, busy }
    if (busy || !(moved || settled)) return
    const timer = setTimeout(() => {
      const active = document.activeElement
      if (document.querySelector('dialog[open]') || (!moved && active && active !== document.body)) return
      // An update may name where its result is (`data-focus-after-update`: the shipping methods a button asked for),
      // a page where its visitor starts (`data-focus-on-arrival`: the search field of the search page without a term).
      const target =
        document.querySelector<HTMLElement>(`#main [data-focus-${moved ? 'on-arrival' : 'after-update'}]`) ??
        document.querySelector<HTMLElement>('#main h1') ??
        document.getElementById('main')
      if (!target) return
      if (!target.hasAttribute('tabindex')) target.tabIndex = -1
      target.focus({ preventScroll: !moved || restored })
    })
    return () => clearTimeout(timer)
  }, [pathname, busy, restored])
}
