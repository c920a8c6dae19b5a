import { Form, useNavigation } from 'react-router'
import { AddressChoice } from '~/components/checkout/saved-addresses'
import { ShippingMethods } from '~/components/checkout/shipping-methods'
import { SessionField } from '~/components/session-field'
import { FormError, SubmitButton } from '~/components/form'
import { useFormDraft } from '~/components/form-draft'
import { useValidatedForm } from '~/components/use-validated-form'
import { STORES } from '~/lib/stores'
import type { Route } from '../../routes/+types/checkout.shipping'
import { pendingButtonProps } from '~/components/pending-button'

type Props = Pick<Route.ComponentProps, 'loaderData' | 'actionData'>

/** The checkout's shipping step: the address (saved or new) and, once the address gives them, the methods. */
export function ShippingForm({ loaderData, actionData }: Props) {
  const { store, countries, savedAddresses, signedIn, session, defaults, methods, selected } = loaderData
  const navigation = useNavigation()
  const draft = useFormDraft('shipping')
  const { form, fields, formProps } = useValidatedForm({
    id: 'shipping',
    lastResult: navigation.state === 'idle' ? actionData?.result : undefined,
    defaultValue: draft.values ?? { ...defaults, saveInAddressBook: signedIn ? 'on' : undefined },
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
      <Form method="post" {...draft.bind(formProps)} className="space-y-6">
        <FormError errors={form.errors} />
        <AddressChoice fields={fields} countries={countries} savedAddresses={savedAddresses} signedIn={signedIn} />
        <SessionField mark={session} />
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
                {...pendingButtonProps(pending)}
                className="rounded-full border border-stone-300 px-6 py-3 aria-disabled:opacity-60"
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
            {...pendingButtonProps(pending)}
            className="rounded-full bg-stone-900 px-6 py-3 font-medium text-white aria-disabled:opacity-60"
          >
            Show shipping methods
          </button>
        )}
      </Form>
    </section>
  )
}
