import { type FieldMetadata, getInputProps } from '@conform-to/react'

/** A signed-in customer's new address can go into the address book with the order (Magento's save_in_address_book). */
export function SaveInAddressBook({ field }: { field: FieldMetadata<'on' | undefined> }) {
  const { key, ...props } = getInputProps(field, { type: 'checkbox' })
  return (
    <label className="flex items-center gap-3">
      <input key={key} {...props} />
      <span>Save this new address in my address book</span>
    </label>
  )
}
