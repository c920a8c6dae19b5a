import { type ComponentProps, Suspense, lazy, useEffect } from 'react'
import { Await, useFetcher } from 'react-router'
import { useStore } from '~/state/use-store'
import { CART_MESSAGES, isWholeCart } from '~/lib/cart'
import { STORES, type StoreCode } from '~/lib/stores'
import type { loader as cartPageLoader } from '~/routes/cart'
import { setToggle, ui } from '~/state/ui'
import { SidebarDialog } from '../sidebar-dialog'
import { useCartContext } from './cart-context'

// The drawer's contents (forms, validation) load when it first opens, keeping them out of every page's first load.
const CartContents = lazy(() =>
  Promise.all([import('./cart-contents'), import('./cart-forms')]).then(([contents, { CART_FORMS }]) => ({
    default: (props: Omit<ComponentProps<typeof contents.CartContents>, 'forms'>) => (
      <contents.CartContents {...props} forms={CART_FORMS} />
    ),
  })),
)

/**
 * The cart drawer: a modal dialog opened by the header's cart link once JavaScript runs (without it the link
 * simply leads to the cart page). The native modal keeps focus inside; Escape closes; focus returns to the opener.
 */
export function CartSidebar({ store }: { store: StoreCode }) {
  const cartSidebar = useStore(ui, (state) => state.cartSidebar)
  const { loaded, latest } = useCartContext()
  const close = () => setToggle('cartSidebar', false)
  const locale = STORES[store].iso

  return (
    <SidebarDialog id="cart-sidebar" title="Cart" closeLabel="Close cart" open={cartSidebar} onClose={close}>
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
    </SidebarDialog>
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
