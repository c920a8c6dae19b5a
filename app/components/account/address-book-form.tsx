import { type SubmissionResult, getInputProps } from '@conform-to/react'
import { Form, Link, useNavigation } from 'react-router'
import { AddressFields } from '~/components/checkout/address-fields'
import { FormError, SubmitButton } from '~/components/form'
import { useFormDraft } from '~/components/form-draft'
import { ADDRESS_MESSAGES } from '~/lib/account/addresses'
import type { CountryOption } from '~/lib/checkout'
import { useValidatedForm } from '~/components/use-validated-form'
import { SessionField } from '~/components/session-field'

type Props = {
  id: string
  title: string
  countries: CountryOption[]
  defaults: Record<string, string | undefined>
  lastResult: SubmissionResult | undefined
  cancelTo: string
  /** The customer has no address yet: this one becomes both defaults, so the flags are not asked. */
  first: boolean
  /** An address that already is a default stays one (Magento has no "no default"); the form says so. */
  isDefault: { shipping: boolean; billing: boolean }
  /** The session the form is drawn for (lib/session-field.ts). */
  session: string | null
}

/** Create and edit an address (spec §3 fields, §5 texts); the same schema runs in the browser and the action. */
export function AddressBookForm({
  id,
  title,
  countries,
  defaults,
  lastResult,
  cancelTo,
  first,
  isDefault,
  session,
}: Props) {
  const navigation = useNavigation()
  const draft = useFormDraft(id)
  const { form, fields, formProps } = useValidatedForm({
    id,
    lastResult: navigation.state === 'idle' ? lastResult : undefined,
    defaultValue: draft.values ?? defaults,
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    loadSchema: () => import('~/lib/account/addresses.schema'),
    schema: (module) => module.createAddressBookSchema(countries),
  })
  const { key: shippingKey, ...shippingProps } = getInputProps(fields.defaultShipping, { type: 'checkbox' })
  const { key: billingKey, ...billingProps } = getInputProps(fields.defaultBilling, { type: 'checkbox' })

  return (
    <section aria-labelledby={`${id}-title`} className="max-w-2xl space-y-4">
      <h2 data-focus-on-arrival id={`${id}-title`} className="text-xl font-semibold">
        {title}
      </h2>
      <Form method="post" {...draft.bind(formProps)} className="space-y-6">
        <FormError errors={form.errors} />
        <SessionField mark={session} />
        <AddressFields fields={fields} countries={countries} />
        {first ? (
          <p className="text-sm text-stone-600">{ADDRESS_MESSAGES.firstIsDefault}</p>
        ) : (
          <fieldset className="space-y-2">
            <legend className="sr-only">Default addresses</legend>
            {isDefault.shipping ? (
              <p className="text-sm">This is your default shipping address.</p>
            ) : (
              <label className="flex items-center gap-3">
                <input key={shippingKey} {...shippingProps} />
                <span>Use as my default shipping address</span>
              </label>
            )}
            {isDefault.billing ? (
              <p className="text-sm">This is your default billing address.</p>
            ) : (
              <label className="flex items-center gap-3">
                <input key={billingKey} {...billingProps} />
                <span>Use as my default billing address</span>
              </label>
            )}
          </fieldset>
        )}
        <div className="flex flex-wrap items-center gap-4">
          <SubmitButton pending={navigation.state === 'submitting'}>Save address</SubmitButton>
          <Link to={cancelTo} className="underline">
            Back to addresses
          </Link>
        </div>
      </Form>
    </section>
  )
}
