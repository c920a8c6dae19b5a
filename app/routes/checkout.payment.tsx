import { parseWithZod } from '@conform-to/zod/v4'
import { sessionMark } from '~/lib/session.server'
import { useState } from 'react'
import { Form, Link, data, redirect, useNavigation } from 'react-router'
import { SessionField } from '~/components/session-field'
import { AddressSummary } from '~/components/checkout/address-summary'
import { FormError, SubmitButton } from '~/components/form'
import { ChoiceGroup } from '~/components/choice-group'
import { RecaptchaField } from '~/components/recaptcha-field'
import { PaymentStepSchema } from '~/lib/checkout.schema'
import {
  finishOrder,
  loadStep,
  placeOrder,
  readLastOrder,
  redirectAfterRefusal,
  redirectToCart,
  reviewedLinesOf,
  signedOutMeanwhile,
  redirectWithNotice,
  stepPath,
  toCheckoutError,
} from '~/lib/checkout.server'
import { getCartId } from '~/lib/cart.server'
import { servicesContext } from '~/lib/context.server'
import { readFormBody } from '~/lib/form-body.server'
import { recaptchaTokenOf } from '~/lib/recaptcha'
import { formatMoney } from '~/lib/price'
import { STORES } from '~/lib/stores'
import type { Route } from './+types/checkout.payment'
import { useValidatedForm } from '~/components/use-validated-form'
import { FORM_CONSTRAINTS } from '~/lib/forms/constraints'
import { CHECKOUT_MESSAGES, checkoutMeta } from '~/lib/checkout'

export async function loader({ context }: Route.LoaderArgs) {
  const services = context.get(servicesContext)
  const { cart } = await loadStep(services, 'payment')
  const shipping = cart.shipping_addresses.find(Boolean)
  return {
    store: services.store,
    email: cart.email,
    shippingAddress: cart.is_virtual ? null : (shipping ?? null),
    shippingMethod: shipping?.selected_shipping_method ?? null,
    billingAddress: cart.billing_address,
    methods: (cart.available_payment_methods ?? []).flatMap((method) =>
      method?.code ? [{ code: method.code, title: method.title }] : [],
    ),
    selected: cart.selected_payment_method?.code || undefined,
    // Sent back with the order: a cart changed since (another tab) is not ordered at a total the shopper never saw.
    reviewedTotal: cart.prices?.grand_total?.value ?? null,
    reviewedLines: reviewedLinesOf(cart),
    session: sessionMark(services),
  }
}

function thankYouPath(store: string, orderNumber: string): string {
  return `/${store}/checkout/thank-you?order=${encodeURIComponent(orderNumber)}`
}

/**
 * Spec §4 steps 4 and 5: setPaymentMethodOnCart, then placeOrder; the cart id goes and the thank-you page shows the
 * order number. A second submit for the same cart (double click, reload, back button) lands on the first order.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const services = context.get(servicesContext)
  const formData = await readFormBody(request)
  const signedOut = signedOutMeanwhile(services, formData, 'payment')
  if (signedOut) return signedOut
  const submission = parseWithZod(formData, { schema: PaymentStepSchema })
  const lastOrder = readLastOrder(services)
  const cartId = getCartId(services)
  if (lastOrder && (!cartId || lastOrder.cartId === cartId))
    return redirect(thankYouPath(services.store, lastOrder.number))
  if (submission.status !== 'success') return data({ result: submission.reply() }, { status: 400 })
  try {
    const order = await placeOrder(
      services,
      submission.value.paymentMethod,
      recaptchaTokenOf(formData, 'PLACE_ORDER'),
      { total: submission.value.reviewedTotal, lines: submission.value.reviewedLines },
    )
    await finishOrder(services, order)
    return redirect(thankYouPath(services.store, order.number))
  } catch (error) {
    const failure = toCheckoutError(error, 'Your order could not be placed. Please try again.')
    // The cart is empty because this browser's order was just placed from it (a double click, or another tab): a
    // customer's cart id is already the next, empty cart, so the check above could not tell. The order stands.
    if (lastOrder && failure.message === CHECKOUT_MESSAGES.cartEmptied)
      return redirect(thankYouPath(services.store, lastOrder.number))
    if (failure.cartGone) return redirectToCart(services, failure.message)
    // The review again, loaded anew: its totals are the cart's as it is now.
    if (failure.reviewAgain) return redirectWithNotice(services, stepPath(services, 'payment'), failure.message)
    const elsewhere = await redirectAfterRefusal(services, failure.message)
    if (elsewhere) return elsewhere
    return data({ result: submission.reply({ formErrors: [failure.message] }) }, { status: 400 })
  }
}

export default function PaymentStep({ loaderData, actionData }: Route.ComponentProps) {
  const {
    store,
    email,
    shippingAddress,
    shippingMethod,
    billingAddress,
    methods,
    selected,
    reviewedTotal,
    reviewedLines,
    session,
  } = loaderData
  const navigation = useNavigation()
  const { form, fields, formProps } = useValidatedForm({
    id: 'payment',
    lastResult: navigation.state === 'idle' ? actionData?.result : undefined,
    defaultValue: { paymentMethod: selected },
    constraint: FORM_CONSTRAINTS.payment,
    shouldValidate: 'onBlur',
    // Choosing a method clears 'choose a method' at once: cleared on the button's blur instead, the message's
    // removal moved the button from under the pointer and the first click on "Place order" was lost.
    shouldRevalidate: 'onInput',
    loadSchema: () => import('~/lib/checkout.schema'),
    schema: (module) => module.PaymentStepSchema,
  })
  // Disabled from the first valid submit until the next page: a double click sends one order. A refused order
  // (a new answer from the server) gives the button back.
  const [placedWith, setPlacedWith] = useState<{ answer: typeof actionData } | null>(null)
  const placing = placedWith !== null && placedWith.answer === actionData
  const field = fields.paymentMethod

  return (
    <section aria-labelledby="payment-title" className="space-y-6">
      <h2 id="payment-title" className="text-xl font-semibold">
        Review and payment
      </h2>
      <dl className="grid gap-4 sm:grid-cols-2">
        <div>
          <dt className="font-medium">Email</dt>
          <dd>
            {email}{' '}
            <Link to={`/${store}/checkout/user-account`} className="text-sm underline">
              Change<span className="sr-only"> email</span>
            </Link>
          </dd>
        </div>
        {shippingAddress ? (
          <div>
            <dt className="font-medium">Shipping address</dt>
            <dd>
              <AddressSummary address={shippingAddress} />
              {shippingMethod ? (
                <p>
                  {shippingMethod.carrier_title} – {shippingMethod.method_title}:{' '}
                  {formatMoney(shippingMethod.amount.value, shippingMethod.amount.currency, STORES[store].iso)}
                </p>
              ) : null}
              <Link to={`/${store}/checkout/shipping`} className="text-sm underline">
                Change<span className="sr-only"> shipping address and method</span>
              </Link>
            </dd>
          </div>
        ) : null}
        {billingAddress ? (
          <div>
            <dt className="font-medium">Billing address</dt>
            <dd>
              <AddressSummary address={billingAddress} />
              <Link to={`/${store}/checkout/billing`} className="text-sm underline">
                Change<span className="sr-only"> billing address</span>
              </Link>
            </dd>
          </div>
        ) : null}
      </dl>
      <Form
        method="post"
        {...formProps}
        onSubmit={(event) => {
          formProps.onSubmit(event)
          if (!event.defaultPrevented) setPlacedWith({ answer: actionData })
        }}
        className="space-y-4"
      >
        <FormError errors={form.errors} />
        <ChoiceGroup id="payment-method-legend" legend="Payment method" field={field}>
          {methods.map((method) => (
            <label key={method.code} className="flex items-center gap-3 rounded border border-stone-300 p-3">
              <input
                type="radio"
                name={field.name}
                value={method.code}
                defaultChecked={method.code === (field.initialValue ?? selected)}
                required
              />
              <span>{method.title}</span>
            </label>
          ))}
        </ChoiceGroup>
        {reviewedTotal !== null ? <input type="hidden" name="reviewedTotal" value={reviewedTotal} /> : null}
        <input type="hidden" name="reviewedLines" value={reviewedLines} />
        <SessionField mark={session} />
        <RecaptchaField forms={['PLACE_ORDER']} />
        {/* The amount the shopper commits to, beside the button (on a phone the summary is further down). */}
        {reviewedTotal !== null ? (
          <p className="text-lg">
            Total to pay: <b>{formatMoney(reviewedTotal, 'EUR', STORES[store].iso)}</b>{' '}
            <span className="text-sm text-stone-600">incl. VAT</span>
          </p>
        ) : null}
        <SubmitButton pending={placing}>Place order</SubmitButton>
      </Form>
    </section>
  )
}

export function meta() {
  return checkoutMeta('Payment and review')
}
