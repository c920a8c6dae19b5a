import type { FieldMetadata } from '@conform-to/react'
import { FieldError } from '~/components/form'
import type { SavedAddressOption } from '~/lib/checkout'

/** A signed-in customer's address book as choices; the empty choice means the address typed below. */
export function SavedAddresses({ field, addresses }: { field: FieldMetadata<string | undefined>; addresses: SavedAddressOption[] }) {
  if (addresses.length === 0) return null
  const initial = field.initialValue ?? String(addresses.find((address) => address.isDefault)?.id ?? '')
  return (
    <fieldset className="space-y-2">
      <legend className="font-semibold">Saved addresses</legend>
      {addresses.map((address) => (
        <label key={address.id} className="flex gap-3 rounded border border-stone-300 p-3">
          <input type="radio" name={field.name} value={String(address.id)} defaultChecked={initial === String(address.id)} />
          <span>{address.label}</span>
        </label>
      ))}
      <label className="flex gap-3 rounded border border-stone-300 p-3">
        <input type="radio" name={field.name} value="" defaultChecked={initial === ''} />
        <span>A new address (below)</span>
      </label>
      <FieldError id={field.errorId} errors={field.errors} />
    </fieldset>
  )
}
