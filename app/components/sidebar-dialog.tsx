import { type ReactNode, useEffect, useRef } from 'react'
import { useBackdropClose } from './backdrop-close'
import { CloseIcon } from './icons'

/**
 * A side drawer (cart, wishlist): a modal native <dialog> shown while `open` is true. The modal keeps focus
 * inside, Escape closes, and focus returns to the element that opened it. Its contents render only while open.
 */
export function SidebarDialog({
  id,
  title,
  closeLabel,
  open,
  onOpen,
  onClose,
  children,
}: {
  /** Prefix of the heading's id, which names the dialog. */
  id: string
  title: string
  closeLabel: string
  open: boolean
  /** Called each time the drawer is shown, e.g. to load what it lists. */
  onOpen?: () => void
  /** Called when the drawer closes by any means (button, Escape, the state); it should set `open` to false. */
  onClose: () => void
  children: ReactNode
}) {
  const ref = useRef<HTMLDialogElement>(null)
  const opener = useRef<HTMLElement | null>(null)
  useBackdropClose(ref, onClose)

  useEffect(() => {
    const dialog = ref.current
    if (!dialog) return
    if (open && !dialog.open) {
      opener.current ??= document.activeElement instanceof HTMLElement ? document.activeElement : null
      dialog.showModal()
      onOpen?.()
    } else if (!open && dialog.open) {
      dialog.close()
    }
  }, [open, onOpen])

  return (
    <dialog
      ref={ref}
      aria-labelledby={`${id}-title`}
      onClose={(event) => {
        // React passes a nested dialog's close (a removal confirmation) up to here: only this dialog's own counts,
        // else confirming a removal would close the drawer and drop the removal's answer with it.
        if (event.target !== event.currentTarget) return
        onClose()
        opener.current?.focus()
        opener.current = null
      }}
      className="fixed inset-y-0 right-0 left-auto m-0 h-full max-h-none w-[min(32rem,100vw)] max-w-none overflow-y-auto bg-white p-6 shadow-xl backdrop:bg-black/40"
    >
      {open ? (
        <div className="space-y-6">
          <div className="flex items-center justify-between">
            <h2 id={`${id}-title`} className="font-serif text-2xl font-semibold">
              {title}
            </h2>
            <button type="button" onClick={onClose} className="rounded p-2 hover:bg-stone-100">
              <CloseIcon title={closeLabel} />
            </button>
          </div>
          {children}
        </div>
      ) : null}
    </dialog>
  )
}
