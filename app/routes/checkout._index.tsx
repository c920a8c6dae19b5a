import { redirect, replace } from 'react-router'
import { cartItems } from '~/lib/cart'
import { checkoutProgress, checkoutStartStep } from '~/lib/checkout'
import { cartPath, checkoutCart, externalCheckout, stepPath } from '~/lib/checkout.server'
import { servicesContext } from '~/lib/context.server'
import type { Route } from './+types/checkout._index'

/** `/checkout` starts at the first incomplete step, or at the external checkout when one is configured. */
export async function loader({ context }: Route.LoaderArgs) {
  const services = context.get(servicesContext)
  const cart = await checkoutCart(services).catch(() => null)
  // In place of /checkout in the history: Back from the step goes to the page before, not here and forward again.
  if (!cart || cartItems(cart).length === 0) throw replace(cartPath(services))
  const external = externalCheckout(services, cart.id)
  if (external) throw redirect(external)
  throw replace(stepPath(services, checkoutStartStep(checkoutProgress(cart, Boolean(services.customerToken)))))
}
