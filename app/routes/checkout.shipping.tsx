import { parseWithZod } from '@conform-to/zod/v4'
import { Form, data, redirect, useNavigation } from 'react-router'
import { AddressFields } from '~/components/checkout/address-fields'
import { SaveInAddressBook } from '~/components/checkout/save-in-address-book'
import { SavedAddresses } from '~/components/checkout/saved-addresses'
import { ShippingMethods } from '~/components/checkout/shipping-methods'
import { FormError, SubmitButton } from '~/components/form'
import {
  CHECKOUT_MESSAGES,
  addressFormValues,
  availableShippingMethods,
  savedAddressOption,
  selectedShippingMethodKey,
  shippingMethodKey,
} from '~/lib/checkout'
import { createShippingSchema, parseShippingMethodKey } from '~/lib/checkout.schema'
import {
  loadCountries,
  loadSavedAddresses,
  loadStep,
  redirectToCart,
  setShippingAddress,
  setShippingMethod,
  stepPath,
  toCheckoutError,
} from '~/lib/checkout.server'
import { servicesContext } from '~/lib/context.server'
import { readFormBody } from '~/lib/form-body.server'
import { STORES } from '~/lib/stores'
import type { Route } from './+types/checkout.shipping'
import { useValidatedForm } from '~/components/use-validated-form'

export async function loader({ context }: Route.LoaderArgs) {
  const services = context.get(servicesContext)
  const [{ cart }, countries, saved] = await Promise.all([
    loadStep(services, 'shipping'),
    loadCountries(services),
    loadSavedAddresses(services),
  ])
  const address = cart.shipping_addresses.find(Boolean)
  return {
    store: services.store,
    countries,
    savedAddresses: saved.flatMap((entry) => savedAddressOption(entry, 'shipping') ?? []),
    signedIn: Boolean(services.customerToken),
    defaults: addressFormValues(address),
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
  const submission = parseWithZod(formData, { schema: createShippingSchema(countries) })
  if (submission.status !== 'success') return data({ result: submission.reply() }, { status: 400 })
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
    if (intent === 'address') return redirect(stepPath(services, 'shipping'))
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
  const { store, countries, savedAddresses, signedIn, defaults, methods, selected } = loaderData
  const navigation = useNavigation()
  const { form, fields, formProps } = useValidatedForm({
    id: 'shipping',
    lastResult: navigation.state === 'idle' ? actionData?.result : undefined,
    defaultValue: { ...defaults, saveInAddressBook: signedIn ? 'on' : undefined },
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    loadSchema: () => import('~/lib/checkout.schema'),
    schema: (module) => module.createShippingSchema(countries),
  })
  const pending = navigation.state === 'submitting'

  return (
    <section aria-labelledby="shipping-title" className="space-y-4">
      <h2 id="shipping-title" className="text-xl font-semibold">
        Shipping address
      </h2>
      <Form method="post" {...formProps} className="space-y-6">
        <FormError errors={form.errors} />
        <SavedAddresses field={fields.savedAddressId} addresses={savedAddresses} />
        <AddressFields fields={fields} countries={countries} />
        {signedIn ? <SaveInAddressBook field={fields.saveInAddressBook} /> : null}
        {methods.length > 0 ? (
          <>
            <ShippingMethods
              field={fields.shippingMethod}
              methods={methods}
              selected={selected}
              locale={STORES[store].iso}
            />
            <div className="flex flex-wrap gap-3">
              <SubmitButton pending={pending}>Continue to billing</SubmitButton>
              <button
                type="submit"
                name="intent"
                value="address"
                disabled={pending}
                className="rounded-full border border-stone-300 px-6 py-3"
              >
                Update shipping methods
              </button>
            </div>
          </>
        ) : (
          <button
            type="submit"
            name="intent"
            value="address"
            disabled={pending}
            aria-busy={pending}
            className="rounded-full bg-stone-900 px-6 py-3 font-medium text-white disabled:opacity-60"
          >
            Show shipping methods
          </button>
        )}
      </Form>
    </section>
  )
}
