import type { FieldMetadata } from '@conform-to/react'
import { FieldError } from '~/components/form'
import { NEW_ADDRESS_CHOICE, type SavedAddressOption } from '~/lib/checkout'

/**
 * The classes of the new address's fields beside SavedAddresses, inside a `group/choice`: hidden while a saved
 * address is chosen (without JavaScript too), so nothing can be typed there that the chosen address would override.
 */
export const NEW_ADDRESS_FIELDS =
  'space-y-6 group-has-[input[name=savedAddressId]:checked:not([value=new])]/choice:hidden'

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
