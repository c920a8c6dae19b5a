import { useSnapshot } from 'valtio'
import type { FlashMessage } from '~/lib/message-cookie'
import { dismiss, notifications } from '~/state/notifications'
import { useHydrated } from '../cart/js-flag'
import { CloseIcon } from '../icons'

const TONES = {
  success: 'border-emerald-600 bg-emerald-50 text-emerald-900',
  danger: 'border-red-600 bg-red-50 text-red-900',
  warning: 'border-amber-500 bg-amber-50 text-amber-900',
  info: 'border-sky-600 bg-sky-50 text-sky-900',
} as const

/**
 * `flash` (a notice carried across a redirect) is drawn by the server too, so a shopper without JavaScript sees it;
 * once hydrated, the store holds it (the layout notifies it) and it behaves like any other notification.
 */
export function Notifications({ flash }: { flash?: FlashMessage | null }) {
  const snapshot = useSnapshot(notifications)
  const hydrated = useHydrated()
  const items = hydrated || !flash ? snapshot.items : [{ ...flash, id: 0 }]
  return (
    <div
      aria-live="polite"
      role="status"
      className="pointer-events-none fixed right-4 bottom-4 z-50 flex w-80 max-w-[calc(100vw-2rem)] flex-col gap-2"
    >
      {items.map((item) => (
        <div
          key={item.id}
          className={`pointer-events-auto flex gap-3 rounded border-l-4 p-3 shadow ${TONES[item.type]}`}
        >
          <div className="flex-1">
            {item.title ? <p className="font-semibold">{item.title}</p> : null}
            <p className="text-sm">{item.message}</p>
          </div>
          <button type="button" onClick={() => dismiss(item.id)} className="self-start rounded p-1 hover:bg-black/5">
            <CloseIcon title="Dismiss notification" width={16} height={16} />
          </button>
        </div>
      ))}
    </div>
  )
}
