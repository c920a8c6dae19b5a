import { z } from 'zod'
import type { CountryOption } from '../checkout'
import { looseAddressShape, parseNewAddress } from '../checkout.schema'
import type { AddressBookValue } from './addresses'

/** The address book forms' schemas: server code and dynamic imports (useValidatedForm) only. */

/** The create and edit form: the checkout's address rules (spec §3 and §5) plus the two default flags. */
export function createAddressBookSchema(countries: readonly CountryOption[]) {
  return z
    .object({
      ...looseAddressShape,
      defaultShipping: z.literal('on').optional(),
      defaultBilling: z.literal('on').optional(),
    })
    .transform((value, context): AddressBookValue => {
      const address = parseNewAddress(value, countries, context)
      if (!address) return z.NEVER
      return { address, defaultShipping: value.defaultShipping === 'on', defaultBilling: value.defaultBilling === 'on' }
    })
}

export type AddressBookInput = z.input<ReturnType<typeof createAddressBookSchema>>

export const DeleteAddressSchema = z.object({
  intent: z.literal('delete'),
  addressId: z
    .string()
    .trim()
    .regex(/^\d{1,10}$/)
    .transform(Number),
})
