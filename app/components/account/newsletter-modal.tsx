import { useEffect, useRef } from 'react'
import { useStore } from '~/state/use-store'
import type { StoreCode } from '~/lib/stores'
import { setToggle, ui } from '~/state/ui'
import { CloseIcon } from '../icons'
import { NewsletterForm } from './newsletter-form'
import { useCustomer } from './use-customer'
import { useCloseOnNavigation } from '../lazy-dialog'

/** The newsletter modal (spec §2 UI toggle) on the native <dialog>, for guests and customers (email prefilled). */
export function NewsletterModal({ store }: { store: StoreCode }) {
  const newsletterModal = useStore(ui, (state) => state.newsletterModal)
  const { email } = useCustomer()
  const dialog = useRef<HTMLDialogElement>(null)

  useEffect(() => {
    const element = dialog.current
    if (!element) return
    if (newsletterModal && !element.open) element.showModal()
    if (!newsletterModal && element.open) element.close()
  }, [newsletterModal])

  // Following a link out of it closes it.
  useCloseOnNavigation('newsletterModal')

  return (
    <dialog
      ref={dialog}
      aria-labelledby="newsletter-modal-title"
      onClose={() => setToggle('newsletterModal', false)}
      className="m-auto w-full max-w-md rounded-xl p-0 shadow-2xl backdrop:bg-black/40"
    >
      {newsletterModal ? (
        <div className="space-y-5 p-6">
          <div className="flex items-center justify-between">
            <h2 id="newsletter-modal-title" className="font-serif text-2xl font-bold">
              Newsletter
            </h2>
            <button
              type="button"
              onClick={() => setToggle('newsletterModal', false)}
              className="rounded p-2 hover:bg-stone-100"
            >
              <CloseIcon title="Close newsletter" />
            </button>
          </div>
          <p className="text-sm text-stone-600">Sign up for care tips, training dates and exclusive offers.</p>
          <NewsletterForm id="newsletter-modal" store={store} defaultEmail={email} />
        </div>
      ) : null}
    </dialog>
  )
}
