import { type RefObject, useEffect, useEffectEvent } from 'react'

/**
 * A tap or click on the dimmed page around a modal <dialog> closes it, as the phone's menu does. Such a click reaches
 * the dialog element itself (its ::backdrop belongs to it) at a point outside its box; the dialog's own padding is
 * inside. Escape and the close button stay the keyboard's way out.
 */
export function useBackdropClose(ref: RefObject<HTMLDialogElement | null>, close: () => void): void {
  const onBackdrop = useEffectEvent(close)
  useEffect(() => {
    const dialog = ref.current
    if (!dialog) return
    const onClick = (event: MouseEvent) => {
      if (event.target !== dialog) return
      const box = dialog.getBoundingClientRect()
      const inside =
        event.clientX >= box.left &&
        event.clientX <= box.right &&
        event.clientY >= box.top &&
        event.clientY <= box.bottom
      if (!inside) onBackdrop()
    }
    dialog.addEventListener('click', onClick)
    return () => dialog.removeEventListener('click', onClick)
  }, [ref])
}
