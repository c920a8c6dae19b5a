import { type ComponentType, Suspense, lazy, useEffect, useRef, useState } from 'react'
import { useLocation } from 'react-router'
import { useStore } from '~/state/use-store'
import { type Toggle, setToggle, ui } from '~/state/ui'

/**
 * A dialog of the layout (cart drawer, login modal...) whose code loads when it first opens, or earlier when its
 * trigger is pointed at or focused (`preload`). Until then nothing is rendered: a closed native <dialog> shows
 * nothing, and without JavaScript every trigger is a link to the page that does the same (cart, sign-in...).
 * Once loaded it stays mounted, so it opens and closes, with its focus handling, as before.
 */
export function lazyDialog<Props extends object>(toggle: Toggle, load: () => Promise<ComponentType<Props>>) {
  let loading: Promise<{ default: ComponentType<Props> }> | undefined
  const preload = () => {
    loading ??= load().then(
      (component) => ({ default: component }),
      (error: unknown) => {
        // A chunk that failed (offline, a new deploy) is asked for again next time.
        loading = undefined
        throw error
      },
    )
    return loading
  }
  const Dialog = lazy(preload)

  function LazyDialog(props: Props) {
    const open = useStore(ui, (state) => state[toggle])
    const [wanted, setWanted] = useState(open)
    if (open && !wanted) setWanted(true)
    if (!wanted) return null
    return (
      <Suspense fallback={null}>
        <Dialog {...props} />
      </Suspense>
    )
  }
  return Object.assign(LazyDialog, { preload: () => void preload().catch(() => undefined) })
}

/**
 * Following a link closes the dialog. Not when it mounts: a dialog loaded on its first opening mounts open.
 */
export function useCloseOnNavigation(toggle: Toggle) {
  const { pathname } = useLocation()
  const shownAt = useRef(pathname)
  useEffect(() => {
    if (shownAt.current === pathname) return
    shownAt.current = pathname
    setToggle(toggle, false)
  }, [pathname, toggle])
}
