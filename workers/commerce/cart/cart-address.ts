// Cart addresses are stored as JSON snapshots: later edits to the address book do not change a cart or an order.
import { z } from 'zod'

export const CartAddressSchema = z.object({
  firstname: z.string(),
  lastname: z.string(),
  company: z.string().nullish(),
  street: z.array(z.string()),
  city: z.string(),
  region: z.string().nullish(),
  region_code: z.string().nullish(),
  region_id: z.number().int().nullish(),
  postcode: z.string().nullish(),
  country_code: z.string(),
  telephone: z.string().nullish(),
  vat_id: z.string().nullish(),
  customer_address_id: z.number().int().nullish(),
  // Magento's flag: a signed-in customer's new address goes into the address book when the order is placed.
  save_in_address_book: z.boolean().nullish(),
})

export type CartAddress = z.infer<typeof CartAddressSchema>

export function parseAddress(json: string | null): CartAddress | null {
  if (!json) return null
  const parsed = CartAddressSchema.safeParse(JSON.parse(json))
  return parsed.success ? parsed.data : null
}
