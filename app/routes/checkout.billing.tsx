import { getInputProps } from '@conform-to/react'
import { sessionMark } from '~/lib/session.server'
import { parseWithZod } from '@conform-to/zod/v4'
import { Form, data, redirect, useNavigation } from 'react-router'
import { AddressChoice } from '~/components/checkout/saved-addresses'
import { SessionField } from '~/components/session-field'
import { FormError, SubmitButton } from '~/components/form'
import { useFormDraft } from '~/components/form-draft'
import {
  addressFormValues,
  checkoutMeta,
  countryNamer,
  initialAddressChoice,
  sameAddress,
  savedAddressOption,
} from '~/lib/checkout'
import { createBillingSchema } from '~/lib/checkout.schema'
import {
  loadCountries,
  loadSavedAddresses,
  loadStep,
  unshownErrors,
  redirectToCart,
  signedOutMeanwhile,
  setBillingAddress,
  stepPath,
  toCheckoutError,
} from '~/lib/checkout.server'
import { servicesContext } from '~/lib/context.server'
import { readFormBody } from '~/lib/form-body.server'
import type { Route } from './+types/checkout.billing'
import { useValidatedForm } from '~/components/use-validated-form'

export async function loader({ context }: Route.LoaderArgs) {
  const services = context.get(servicesContext)
  const [{ cart }, countries, saved] = await Promise.all([
    loadStep(services, 'billing'),
    loadCountries(services),
    loadSavedAddresses(services),
  ])
  const billing = cart.billing_address
  const shipping = cart.shipping_addresses.find(Boolean)
  // 'Same as shipping' is offered when there is a shipping address; it is ticked unless the saved billing differs.
  const savedAddresses = saved.flatMap((entry) => savedAddressOption(entry, 'billing', countryNamer(countries)) ?? [])
  const sameAsShipping = !cart.is_virtual && Boolean(shipping) && (!billing || sameAddress(billing, shipping))
  return {
    countries,
    canUseShipping: !cart.is_virtual && Boolean(shipping),
    sameAsShipping,
    savedAddresses,
    signedIn: Boolean(services.customerToken),
    session: sessionMark(services),
    defaults: {
      ...addressFormValues(billing ?? (cart.is_virtual ? null : shipping)),
      // The billing address chosen before, else the customer's default billing address (what "a different
      // address" most likely means), else the one matching the shipping address.
      savedAddressId: billing
        ? initialAddressChoice(billing, savedAddresses)
        : (initialAddressChoice(null, savedAddresses) ??
          initialAddressChoice(cart.is_virtual ? null : shipping, savedAddresses)),
    },
  }
}

/** Spec §4 step 2: setBillingAddressOnCart (same_as_shipping or an address), then the shipping method saved again. */
export async function action({ request, context }: Route.ActionArgs) {
  const services = context.get(servicesContext)
  const [formData, countries] = await Promise.all([readFormBody(request), loadCountries(services).catch(() => [])])
  const signedOut = signedOutMeanwhile(services, formData, 'billing')
  if (signedOut) return signedOut
  const submission = parseWithZod(formData, { schema: createBillingSchema(countries) })
  if (submission.status !== 'success') {
    const unshown = await unshownErrors(services, submission.error)
    return data({ result: submission.reply(unshown.length > 0 ? { formErrors: unshown } : {}) }, { status: 400 })
  }
  try {
    await setBillingAddress(services, submission.value)
    return redirect(stepPath(services, 'payment'))
  } catch (error) {
    const failure = toCheckoutError(error)
    if (failure.cartGone) return redirectToCart(services, failure.message)
    return data({ result: submission.reply({ formErrors: [failure.message] }) }, { status: 400 })
  }
}

export default function BillingStep({ loaderData, actionData }: Route.ComponentProps) {
  const { countries, canUseShipping, sameAsShipping, savedAddresses, signedIn, session, defaults } = loaderData
  const navigation = useNavigation()
  const draft = useFormDraft('billing')
  const { form, fields, formProps } = useValidatedForm({
    id: 'billing',
    lastResult: navigation.state === 'idle' ? actionData?.result : undefined,
    defaultValue: draft.values ?? {
      ...defaults,
      sameAsShipping: sameAsShipping ? 'on' : undefined,
      saveInAddressBook: signedIn ? 'on' : undefined,
    },
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    loadSchema: () => import('~/lib/checkout.schema'),
    schema: (module) => module.createBillingSchema(countries),
  })
  const { key, ...sameProps } = getInputProps(fields.sameAsShipping, { type: 'checkbox' })

  return (
    <section aria-labelledby="billing-title" className="space-y-4">
      <h2 id="billing-title" className="text-xl font-semibold">
        Billing address
      </h2>
      <Form method="post" {...draft.bind(formProps)} className="group space-y-6">
        <FormError errors={form.errors} />
        {canUseShipping ? (
          <label className="flex items-center gap-3">
            <input key={key} {...sameProps} className="peer" />
            <span>Same as shipping address</span>
          </label>
        ) : null}
        {/* Without JavaScript too: the address is only asked for while 'same as shipping' is not ticked. */}
        <AddressChoice
          fields={fields}
          countries={countries}
          savedAddresses={savedAddresses}
          signedIn={signedIn}
          className={canUseShipping ? 'group-has-[input[name=sameAsShipping]:checked]:hidden' : ''}
        />
        <SessionField mark={session} />
        <SubmitButton pending={navigation.state === 'submitting'}>Continue to payment</SubmitButton>
      </Form>
    </section>
  )
}

export function meta() {
  return checkoutMeta('Billing')
}
