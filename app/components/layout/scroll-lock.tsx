import { useEffect } from 'react'
import { useSnapshot } from 'valtio'
import { isScrollLocked, ui } from '~/state/ui'

/** Locks body scroll while the cart sidebar or the mobile menu is open (spec §2). */
export function ScrollLock() {
  const snapshot = useSnapshot(ui)
  const locked = isScrollLocked(snapshot)
  useEffect(() => {
    if (!locked) return
    const previous = document.body.style.overflow
    document.body.style.overflow = 'hidden'
    return () => {
      document.body.style.overflow = previous
    }
  }, [locked])
  return null
}
