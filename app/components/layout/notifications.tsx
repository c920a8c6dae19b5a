import { useSyncExternalStore } from 'react'
import { createPortal } from 'react-dom'
import { useStore } from '~/state/use-store'
import type { FlashMessage } from '~/lib/message-cookie'
import { type Notification, dismiss, notifications } from '~/state/notifications'
import { useHydrated } from '../cart/js-flag'
import { CloseIcon } from '../icons'

const TONES = {
  success: 'border-emerald-600 bg-emerald-50 text-emerald-900',
  // `nerr`: the error icon before the title (app.css).
  danger: 'nerr border-red-600 bg-red-50 text-red-900',
  warning: 'border-amber-500 bg-amber-50 text-amber-900',
  info: 'border-sky-600 bg-sky-50 text-sky-900',
} as const

/**
 * The notifications (spec §4). Messages carried across a redirect (`serverMessages`) are rendered by the server
 * too, so a shopper without JavaScript sees them; once hydrated, the client store (which receives them) shows all.
 */
export function Notifications({ serverMessages = [] }: { serverMessages?: readonly (FlashMessage | null)[] }) {
  const items = useStore(notifications, (state) => state.items)
  const hydrated = useHydrated()
  const shown: readonly Notification[] = hydrated
    ? items
    : serverMessages.flatMap((message, index) => (message ? [{ ...message, id: -1 - index }] : []))
  const modal = useTopModal()
  const region = (
    <div
      aria-live="polite"
      role="status"
      // In an open dialog (the cart drawer) the notices sit below its heading and close button: at the bottom they
      // covered the drawer's main button (Go to checkout) on a phone.
      className={`pointer-events-none fixed right-4 z-50 flex w-80 max-w-[calc(100vw-2rem)] flex-col gap-2 ${modal ? 'top-20' : 'bottom-4'}`}
    >
      {shown.map((item) => (
        <div
          key={item.id}
          className={`pointer-events-auto flex gap-3 rounded border-l-4 p-3 shadow has-[.dismissed:checked]:hidden ${TONES[item.type]}`}
        >
          <div className="flex-1">
            {item.title ? <p className="font-semibold">{item.title}</p> : null}
            <p className="text-sm">{item.message}</p>
          </div>
          {hydrated ? (
            <button type="button" onClick={() => dismiss(item.id)} className="self-start rounded p-1 hover:bg-black/5">
              <CloseIcon title="Dismiss notification" width={16} height={16} />
            </button>
          ) : (
            // Without JavaScript a ticked box hides its notice (CSS `:has`): a notice fixed over the page's bottom
            // (a phone's sign-in page: its "Create an account" link) could not be put away otherwise.
            <label className="relative self-start rounded p-1 hover:bg-black/5 has-[:focus-visible]:ring-2">
              <input type="checkbox" className="dismissed absolute inset-0 cursor-pointer opacity-0" />
              <CloseIcon title="Dismiss notification" width={16} height={16} />
            </label>
          )}
        </div>
      ))}
    </div>
  )
  // An open modal makes the rest of the page inert: the notices then live in it, or no one would hear them.
  return modal ? createPortal(region, modal) : region
}

function subscribeToDialogs(onChange: () => void): () => void {
  const observer = new MutationObserver(onChange)
  observer.observe(document.body, { subtree: true, attributes: true, attributeFilter: ['open'] })
  return () => observer.disconnect()
}

/** The open modal dialog on top (the last opened), or null; always null on the server. */
function useTopModal(): HTMLDialogElement | null {
  return useSyncExternalStore(
    subscribeToDialogs,
    () =>
      [...document.querySelectorAll<HTMLDialogElement>('dialog[open]')]
        .filter((dialog) => dialog.matches(':modal'))
        .at(-1) ?? null,
    () => null,
  )
}
