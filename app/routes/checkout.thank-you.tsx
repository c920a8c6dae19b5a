import { useEffect } from 'react'
import { Link, replace } from 'react-router'
import { forgetFormDrafts } from '~/components/form-draft'
import { OrderNumberSchema } from '~/lib/checkout.schema'
import { readLastOrder } from '~/lib/checkout.server'
import { servicesContext } from '~/lib/context.server'
import { formatMoney } from '~/lib/price'
import { STORES } from '~/lib/stores'
import type { Route } from './+types/checkout.thank-you'
import { checkoutMeta } from '~/lib/checkout'

/**
 * The order this browser just placed (its checkout-order cookie), confirmed by the number in the address. Any other
 * number (a shared or made-up link) gets the thanks without it: a page of this shop never vouches for a number it
 * cannot tie to the visitor.
 */
export function loader({ context, url }: Route.LoaderArgs) {
  const services = context.get(servicesContext)
  const number = OrderNumberSchema.safeParse(url.searchParams.get('order'))
  if (!number.success) throw replace(`/${services.store}`)
  const order = readLastOrder(services)
  const own = order?.number === number.data ? order : undefined
  return {
    store: services.store,
    number: own?.number ?? null,
    email: own?.email ?? null,
    total:
      own?.total !== null && own?.total !== undefined
        ? formatMoney(own.total, own.currency, STORES[services.store].iso)
        : null,
    payment: own?.payment ?? null,
  }
}

export default function ThankYou({ loaderData }: Route.ComponentProps) {
  const { store, number, email, total, payment } = loaderData
  // The order is placed: the addresses typed on the way are not kept in this tab any longer.
  useEffect(forgetFormDrafts, [])
  return (
    <section aria-labelledby="thank-you-title" className="mx-auto max-w-xl space-y-4 py-8 text-center">
      <h1 id="thank-you-title" className="font-serif text-3xl font-bold">
        Thank you for your order
      </h1>
      {number ? (
        <p className="text-lg">
          Your order number is <strong data-testid="order-number">{number}</strong>.
        </p>
      ) : (
        <p className="text-lg">You will find your order number in the confirmation we sent you by e-mail.</p>
      )}
      {email ? <p>We have sent a confirmation to {email}.</p> : null}
      {total ? <p>Order total: {total}</p> : null}
      {payment ? <p>Payment: {payment}. The confirmation says how to pay.</p> : null}
      <Link to={`/${store}`} className="inline-block rounded-full bg-stone-900 px-6 py-3 font-medium text-white">
        Continue shopping
      </Link>
    </section>
  )
}

export function meta() {
  return checkoutMeta('Thank you for your order')
}
