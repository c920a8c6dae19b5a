import { type ReactNode, useLayoutEffect, useRef } from 'react'

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"])'

/**
 * A list item that hands the keyboard focus on when it leaves the page holding it (a line removed from the cart, an
 * item moved from the wishlist to the cart): to the next item, else the previous one, else the heading of the
 * dialog or page it was in. Without this the focus would fall to the document and a keyboard user start over.
 */
export function FocusSafeItem({ className, children }: { className?: string; children: ReactNode }) {
  const ref = useRef<HTMLLIElement>(null)
  useLayoutEffect(() => {
    const item = ref.current
    return () => {
      // Runs while the item is still in the document, so the focus and the neighbours can be read.
      if (!item?.contains(document.activeElement)) return
      const neighbour = item.nextElementSibling ?? item.previousElementSibling
      const region = item.closest('dialog') ?? item.closest('main') ?? document.body
      queueMicrotask(() => {
        const target =
          (neighbour?.isConnected ? neighbour.querySelector<HTMLElement>(FOCUSABLE) : null) ??
          region.querySelector<HTMLElement>('h1, h2')
        if (!target) return
        if (!target.matches(`${FOCUSABLE}, [tabindex]`)) target.setAttribute('tabindex', '-1')
        target.focus()
      })
    }
  }, [])
  return (
    <li ref={ref} className={className}>
      {children}
    </li>
  )
}
