import { parseWithZod } from '@conform-to/zod/v4'
import { sessionMark } from '~/lib/session.server'
import { data, redirect } from 'react-router'
import { ShippingForm } from '~/components/form-islands'
import {
  CHECKOUT_MESSAGES,
  SHIPPING_METHODS_ANCHOR,
  addressFormValues,
  checkoutMeta,
  availableShippingMethods,
  initialAddressChoice,
  countryNamer,
  savedAddressOption,
  selectedShippingMethodKey,
  shippingMethodKey,
} from '~/lib/checkout'
import { createShippingSchema, parseShippingMethodKey } from '~/lib/checkout.schema'
import {
  loadCountries,
  loadSavedAddresses,
  loadStep,
  unshownErrors,
  redirectToCart,
  signedOutMeanwhile,
  setShippingAddress,
  setShippingMethod,
  stepPath,
  toCheckoutError,
} from '~/lib/checkout.server'
import { servicesContext } from '~/lib/context.server'
import { readFormBody } from '~/lib/form-body.server'
import type { Route } from './+types/checkout.shipping'

export async function loader({ context }: Route.LoaderArgs) {
  const services = context.get(servicesContext)
  const [{ cart }, countries, saved] = await Promise.all([
    loadStep(services, 'shipping'),
    loadCountries(services),
    loadSavedAddresses(services),
  ])
  const address = cart.shipping_addresses.find(Boolean)
  const savedAddresses = saved.flatMap((entry) => savedAddressOption(entry, 'shipping', countryNamer(countries)) ?? [])
  return {
    store: services.store,
    countries,
    savedAddresses,
    signedIn: Boolean(services.customerToken),
    session: sessionMark(services),
    defaults: { ...addressFormValues(address), savedAddressId: initialAddressChoice(address, savedAddresses) },
    methods: availableShippingMethods(cart),
    selected: selectedShippingMethodKey(cart),
  }
}

/**
 * Spec §4: setShippingAddressesOnCart, whose answer carries the available methods, then setShippingMethodsOnCart
 * with the chosen one. 'address' only saves the address and shows its methods (the first of two submits without
 * JavaScript); each of the three shipping failures has its own message on this form, the input kept.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const services = context.get(servicesContext)
  const [formData, countries] = await Promise.all([readFormBody(request), loadCountries(services).catch(() => [])])
  const signedOut = signedOutMeanwhile(services, formData, 'shipping')
  if (signedOut) return signedOut
  const submission = parseWithZod(formData, { schema: createShippingSchema(countries) })
  if (submission.status !== 'success') {
    const unshown = await unshownErrors(services, submission.error)
    return data({ result: submission.reply(unshown.length > 0 ? { formErrors: unshown } : {}) }, { status: 400 })
  }
  const { intent, address, shippingMethod } = submission.value
  const refuse = (message: string, field?: 'shippingMethod') =>
    data(
      { result: submission.reply(field ? { fieldErrors: { [field]: [message] } } : { formErrors: [message] }) },
      { status: 400 },
    )
  try {
    const cart = await setShippingAddress(services, address)
    const methods = availableShippingMethods(cart)
    if (methods.length === 0) return refuse(CHECKOUT_MESSAGES.noShippingMethods)
    // The methods the address asked for: without JavaScript the page opens there (its top is the address form).
    if (intent === 'address') return redirect(`${stepPath(services, 'shipping')}#${SHIPPING_METHODS_ANCHOR}`)
    const chosen = methods.find((method) => shippingMethodKey(method) === shippingMethod)
    const key = chosen ? parseShippingMethodKey(shippingMethodKey(chosen)) : undefined
    if (!key) return refuse(CHECKOUT_MESSAGES.chooseShippingMethod, 'shippingMethod')
    await setShippingMethod(services, key)
    return redirect(stepPath(services, 'billing'))
  } catch (error) {
    const failure = toCheckoutError(error, CHECKOUT_MESSAGES.shippingMethodsFailed)
    if (failure.cartGone) return redirectToCart(services, failure.message)
    return refuse(failure.message)
  }
}

export default function ShippingStep({ loaderData, actionData }: Route.ComponentProps) {
  return <ShippingForm loaderData={loaderData} actionData={actionData} />
}

export function meta() {
  return checkoutMeta('Shipping')
}
