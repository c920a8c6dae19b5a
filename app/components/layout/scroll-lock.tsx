import { useEffect } from 'react'
import { useStore } from '~/state/use-store'
import { isScrollLocked, ui } from '~/state/ui'

/** Locks body scroll while the cart sidebar or the mobile menu is open (spec §2). */
export function ScrollLock() {
  const locked = useStore(ui, isScrollLocked)
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
