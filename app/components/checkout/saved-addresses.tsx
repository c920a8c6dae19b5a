import type { FieldMetadata } from '@conform-to/react'
import { FieldError } from '~/components/form'
import { type CountryOption, NEW_ADDRESS_CHOICE, type SavedAddressOption } from '~/lib/checkout'
import { type AddressFieldName, AddressFields } from './address-fields'
import { SaveInAddressBook } from './save-in-address-book'

/** The new address's fields, hidden while a saved address is chosen (see AddressChoice). */
const NEW_ADDRESS_FIELDS = 'space-y-6 group-has-[input[name=savedAddressId]:checked:not([value=new])]/choice:hidden'

type AddressChoiceProps = {
  fields: Record<AddressFieldName | 'savedAddressId', FieldMetadata<string | undefined>> & {
    saveInAddressBook: FieldMetadata<'on' | undefined>
  }
  countries: CountryOption[]
  savedAddresses: SavedAddressOption[]
  signedIn: boolean
  className?: string
}

/**
 * A checkout step's address: a saved one or a new one typed below. The new address's fields are hidden while a saved
 * address is chosen (CSS `:has`, without JavaScript too), so nothing can be typed there that the chosen address
 * would silently override.
 */
export function AddressChoice({ fields, countries, savedAddresses, signedIn, className = '' }: AddressChoiceProps) {
  return (
    <div className={`group/choice space-y-6 ${className}`}>
      <SavedAddresses field={fields.savedAddressId} addresses={savedAddresses} />
      <div className={NEW_ADDRESS_FIELDS}>
        <AddressFields fields={fields} countries={countries} />
        {signedIn ? <SaveInAddressBook field={fields.saveInAddressBook} /> : null}
      </div>
    </div>
  )
}

/**
 * A signed-in customer's address book as choices, and "a new address" for the one typed below. The choice starts
 * where the step's loader put it (lib/checkout.ts initialAddressChoice) and stays as sent when a form comes back.
 */
export function SavedAddresses({
  field,
  addresses,
}: {
  field: FieldMetadata<string | undefined>
  addresses: SavedAddressOption[]
}) {
  if (addresses.length === 0) return null
  const initial = field.initialValue ?? NEW_ADDRESS_CHOICE
  return (
    <fieldset className="space-y-2">
      <legend className="font-semibold">Saved addresses</legend>
      {addresses.map((address) => (
        <label key={address.id} className="flex gap-3 rounded border border-stone-300 p-3">
          <input
            type="radio"
            name={field.name}
            value={String(address.id)}
            defaultChecked={initial === String(address.id)}
          />
          <span className="user-text min-w-0">{address.label}</span>
        </label>
      ))}
      <label className="flex gap-3 rounded border border-stone-300 p-3">
        <input
          type="radio"
          name={field.name}
          value={NEW_ADDRESS_CHOICE}
          defaultChecked={initial === NEW_ADDRESS_CHOICE}
        />
        <span>A new address (below)</span>
      </label>
      <FieldError id={field.errorId} errors={field.errors} />
    </fieldset>
  )
}
