import { Suspense, lazy, useEffect, useRef } from 'react'
import { Await, useFetcher } from 'react-router'
import { useSnapshot } from 'valtio'
import { CART_MESSAGES, isWholeCart } from '~/lib/cart'
import { STORES, type StoreCode } from '~/lib/stores'
import type { loader as cartPageLoader } from '~/routes/cart'
import { setToggle, ui } from '~/state/ui'
import { useCartContext } from './cart-context'

// The drawer's contents (forms, validation) load when it first opens, keeping them out of every page's first load.
const CartContents = lazy(() => import('./cart-contents').then((module) => ({ default: module.CartContents })))

/**
 * The cart drawer: a modal dialog opened by the header's cart link once JavaScript runs (without it the link
 * simply leads to the cart page). The native modal keeps focus inside; Escape closes; focus returns to the opener.
 */
export function CartSidebar({ store }: { store: StoreCode }) {
  const { cartSidebar } = useSnapshot(ui)
  const { loaded, latest } = useCartContext()
  const ref = useRef<HTMLDialogElement>(null)
  const opener = useRef<HTMLElement | null>(null)

  useEffect(() => {
    const dialog = ref.current
    if (!dialog) return
    if (cartSidebar && !dialog.open) {
      opener.current ??= document.activeElement instanceof HTMLElement ? document.activeElement : null
      dialog.showModal()
    } else if (!cartSidebar && dialog.open) {
      dialog.close()
    }
  }, [cartSidebar])

  const close = () => setToggle('cartSidebar', false)
  const locale = STORES[store].iso

  return (
    <dialog
      ref={ref}
      aria-labelledby="cart-sidebar-title"
      onClose={(event) => {
        // React passes a nested dialog's close (the removal confirmation) up to here: only this dialog's own counts,
        // else confirming a removal closed the drawer and dropped the removal's answer with it.
        if (event.target !== event.currentTarget) return
        close()
        opener.current?.focus()
        opener.current = null
      }}
      className="fixed inset-y-0 right-0 left-auto m-0 h-full max-h-none w-[min(32rem,100vw)] max-w-none overflow-y-auto bg-white p-6 shadow-xl backdrop:bg-black/40"
    >
      {cartSidebar ? (
        <div className="space-y-6">
          <div className="flex items-center justify-between">
            <h2 id="cart-sidebar-title" className="font-serif text-2xl font-semibold">
              Cart
            </h2>
            <button type="button" onClick={close} className="rounded p-2 hover:bg-stone-100" aria-label="Close cart">
              ✕
            </button>
          </div>
          <Suspense fallback={<p>Loading your cart…</p>}>
            {latest ? (
              <CartContents cart={latest} store={store} locale={locale} idPrefix="sidebar" onNavigate={close} />
            ) : (
              <>
                <Await resolve={loaded} errorElement={<p role="alert">The cart could not be loaded.</p>}>
                  {(summary) =>
                    isWholeCart(summary.cart) ? (
                      <CartContents
                        cart={summary.cart}
                        store={store}
                        locale={locale}
                        idPrefix="sidebar"
                        onNavigate={close}
                      />
                    ) : (
                      <WholeCart store={store} />
                    )
                  }
                </Await>
              </>
            )}
          </Suspense>
        </div>
      ) : null}
    </dialog>
  )
}

/**
 * Pages other than the cart and the checkout load only the cart's count for the badge: the drawer reads the whole
 * cart from the cart page's loader when it opens and hands it to the cart context, which then shows it here.
 */
function WholeCart({ store }: { store: StoreCode }) {
  const fetcher = useFetcher<typeof cartPageLoader>()
  const { publish } = useCartContext()
  const { load, state, data } = fetcher
  useEffect(() => {
    if (state === 'idle' && !data) void load(`/${store}/cart`)
  }, [load, state, data, store])
  useEffect(() => {
    if (data && !data.unavailable) publish(data.cart)
  }, [data, publish])
  if (data?.unavailable) return <p role="alert">{CART_MESSAGES.unavailable}</p>
  return <p>Loading your cart…</p>
}
