import { useEffect, useRef } from 'react'
import { Link, Outlet, isRouteErrorResponse, useLocation, useRevalidator, useRouteError } from 'react-router'
import { useCartContext } from '~/components/cart/cart-context'
import { OrderSummary } from '~/components/checkout/order-summary'
import { StepIndicator } from '~/components/checkout/step-indicator'
import { RouteErrorPage } from '~/components/error-page'
import { type Cart, cartItems } from '~/lib/cart'
import {
  CHECKOUT_MESSAGES,
  CHECKOUT_STEPS,
  type CheckoutStep,
  STEP_LABELS,
  checkoutMeta,
  checkoutProgress,
} from '~/lib/checkout'
import { checkoutCart } from '~/lib/checkout.server'
import { servicesContext } from '~/lib/context.server'
import { STORES } from '~/lib/stores'
import type { Route } from './+types/checkout'

/**
 * The checkout frame: step indicator and order summary. The cart comes from the same per-request load as the
 * step's own loader (one backend read); the steps guard and redirect, this layout never does.
 */
export async function loader({ context, url }: Route.LoaderArgs) {
  const services = context.get(servicesContext)
  const signedIn = Boolean(services.customerToken)
  if (url.pathname.endsWith('/thank-you')) return { store: services.store, cart: null, progress: null }
  const cart = await checkoutCart(services).catch(() => null)
  if (!cart || cartItems(cart).length === 0) return { store: services.store, cart: null, progress: null }
  return { store: services.store, cart, progress: checkoutProgress(cart, signedIn) }
}

export default function CheckoutLayout({ loaderData }: Route.ComponentProps) {
  const { store, cart, progress } = loaderData
  const { pathname } = useLocation()
  const { latest, publish } = useCartContext()
  const revalidator = useRevalidator()
  // The header badge and the sidebar show this cart: the site layout is not reloaded after each step (root.tsx).
  useEffect(() => {
    if (cart) publish(cart)
  }, [cart, publish])
  // A change made in the cart sidebar over the checkout: the summary, the review's total and the step's guard
  // (an emptied cart goes to the cart page) follow it, instead of offering to place a cart that is gone.
  // Once per change: a cart that still differs after the reload (it never should) does not reload again and again.
  const changedTo = cart && latest && cartFingerprint(latest) !== cartFingerprint(cart) ? cartFingerprint(latest) : null
  const reloadedFor = useRef<string | null>(null)
  useEffect(() => {
    if (!changedTo || reloadedFor.current === changedTo || revalidator.state !== 'idle') return
    reloadedFor.current = changedTo
    void revalidator.revalidate()
  }, [changedTo, revalidator])
  const current = CHECKOUT_STEPS.find((step: CheckoutStep) => pathname.endsWith(`/checkout/${step}`))

  if (!cart || !progress || !current) return <Outlet />
  return (
    <div className="space-y-6">
      {/* The step is part of the heading's name: a step's navigation puts the keyboard here (client-effects). */}
      <h1 aria-label={`Checkout: ${STEP_LABELS[current]}`} className="font-serif text-3xl font-bold">
        Checkout
      </h1>
      <StepIndicator store={store} progress={progress} current={current} />
      <div className="grid grid-cols-[minmax(0,1fr)] gap-8 lg:grid-cols-[minmax(0,1fr)_24rem]">
        <div className="min-w-0">
          <Outlet />
        </div>
        <OrderSummary cart={cart} locale={STORES[store].iso} />
      </div>
    </div>
  )
}

export function meta() {
  return checkoutMeta()
}

/** A backend outage while loading a step is a message with a way back, never a lost cart. */
export function ErrorBoundary() {
  const error = useRouteError()
  const { pathname } = useLocation()
  if (!isRouteErrorResponse(error) || error.status !== 503) return <RouteErrorPage />
  const store = pathname.split('/')[1] ?? ''
  return (
    <section className="mx-auto max-w-xl space-y-4 py-12 text-center">
      <h1 className="text-2xl font-semibold">Checkout</h1>
      <p role="alert">{CHECKOUT_MESSAGES.unavailable}</p>
      <p className="flex justify-center gap-4">
        <Link to={pathname} reloadDocument className="rounded-full bg-stone-900 px-6 py-3 text-white">
          Try again
        </Link>
        <Link to={`/${store}/cart`} className="rounded-full border border-stone-300 px-6 py-3">
          Back to cart
        </Link>
      </p>
    </section>
  )
}

/** What the checkout shows of a cart: its lines, their quantities and what it costs. */
function cartFingerprint(cart: Cart): string {
  const lines = cartItems(cart).map((item) => `${item.uid}:${item.quantity}`)
  return `${lines.join(',')}|${cart.prices?.grand_total?.value ?? ''}`
}
