import { type ComponentProps, Suspense, lazy, useEffect, useState } from 'react'
import { Await, useFetcher } from 'react-router'
import { useStore } from '~/state/use-store'
import { CART_MESSAGES, type Cart, isWholeCart } from '~/lib/cart'
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
 *
 * The contents stay in place while the layout reloads (after a wishlist toggle in the drawer, say): the layout's
 * new cart is often only a count, so the drawer keeps showing the cart it has while it reads the whole one again,
 * rather than unmounting the rows under the keyboard and the pending forms' answers.
 */
export function CartSidebar({ store }: { store: StoreCode }) {
  const cartSidebar = useStore(ui, (state) => state.cartSidebar)
  const { loaded, latest } = useCartContext()
  const [shown, setShown] = useState<Cart | null>(null)
  const close = () => setToggle('cartSidebar', false)
  const locale = STORES[store].iso
  // Kept while rendering (React's pattern for state that follows a prop), and only while the drawer is open: the
  // next layout reload finds it set, and a drawer opened later never shows a cart from before (an order since).
  if (!cartSidebar) {
    if (shown) setShown(null)
  } else if (latest && latest !== shown) setShown(latest)
  const cart = latest ?? shown

  return (
    <SidebarDialog id="cart-sidebar" title="Cart" closeLabel="Close cart" open={cartSidebar} onClose={close}>
      {cart ? (
        <Suspense fallback={<p>Loading your cart…</p>}>
          <CartContents cart={cart} store={store} locale={locale} idPrefix="sidebar" onNavigate={close} />
        </Suspense>
      ) : null}
      {latest ? null : (
        <Suspense fallback={cart ? null : <p>Loading your cart…</p>}>
          <Await resolve={loaded} errorElement={<p role="alert">The cart could not be loaded.</p>}>
            {(summary) =>
              isWholeCart(summary.cart) ? (
                <ShowWholeCart cart={summary.cart} onCart={setShown} />
              ) : (
                <WholeCart store={store} quiet={cart !== null} />
              )
            }
          </Await>
        </Suspense>
      )}
    </SidebarDialog>
  )
}

/** The layout's cart is already whole (the cart page, the checkout): the drawer shows it. */
function ShowWholeCart({ cart, onCart }: { cart: Cart; onCart: (cart: Cart) => void }) {
  useEffect(() => onCart(cart), [cart, onCart])
  return null
}

/**
 * Pages other than the cart and the checkout load only the cart's count for the badge: the drawer reads the whole
 * cart from the cart page's loader when it opens and hands it to the cart context, which then shows it here.
 */
function WholeCart({ store, quiet }: { store: StoreCode; quiet: boolean }) {
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
  return quiet ? null : <p>Loading your cart…</p>
}
