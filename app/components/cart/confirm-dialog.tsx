import { type ReactNode, useEffect, useId, useRef } from 'react'

type Props = { open: boolean; title: string; onClose: () => void; children: ReactNode }

/**
 * A modal confirmation on the native dialog: the page behind is inert, focus stays inside, Escape closes, and
 * focus returns to what opened it.
 */
export function ConfirmDialog({ open, title, onClose, children }: Props) {
  const ref = useRef<HTMLDialogElement>(null)
  const titleId = useId()
  useEffect(() => {
    const dialog = ref.current
    if (!dialog) return
    if (open && !dialog.open) {
      const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null
      dialog.showModal()
      return () => opener?.focus()
    }
    if (!open && dialog.open) dialog.close()
  }, [open])
  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      onClose={(event) => {
        if (event.target === event.currentTarget) onClose()
      }}
      className="m-auto w-[min(28rem,90vw)] rounded-lg p-6 shadow-xl backdrop:bg-black/40"
    >
      {open ? (
        <div className="space-y-4">
          <h2 id={titleId} className="text-lg font-semibold">
            {title}
          </h2>
          {children}
        </div>
      ) : null}
    </dialog>
  )
}
