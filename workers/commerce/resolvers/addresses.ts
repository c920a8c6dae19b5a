// Customer address book. A customer may only read and change their own addresses.
import { z } from 'zod'
import { parseAddress } from '../cart/cart-address.ts'
import { requireCustomer, type CustomerRow } from '../customer/customer-row.ts'
import { resolveRegion } from '../customer/region.ts'
import type { Context } from '../graphql/context.ts'
import { authorizationError, inputError, noSuchEntityError } from '../graphql/errors.ts'
import type { ResolverMap } from '../graphql/resolver-types.ts'

export type AddressRow = {
  address_id: number
  customer_id: number
  firstname: string
  lastname: string
  company: string | null
  street_json: string
  city: string
  region: string | null
  region_code: string | null
  region_id: number | null
  postcode: string | null
  country_code: string
  telephone: string | null
  vat_id: string | null
}

export const AddressInputSchema = z.object({
  firstname: z.string().nullish(),
  lastname: z.string().nullish(),
  middlename: z.string().nullish(),
  prefix: z.string().nullish(),
  suffix: z.string().nullish(),
  company: z.string().nullish(),
  street: z.array(z.string().nullish()).nullish(),
  city: z.string().nullish(),
  region: z
    .object({ region: z.string().nullish(), region_code: z.string().nullish(), region_id: z.number().int().nullish() })
    .nullish(),
  postcode: z.string().nullish(),
  country_code: z.string().nullish(),
  country_id: z.string().nullish(),
  telephone: z.string().nullish(),
  vat_id: z.string().nullish(),
  fax: z.string().nullish(),
  default_shipping: z.boolean().nullish(),
  default_billing: z.boolean().nullish(),
})

const StreetSchema = z.array(z.string())
const AddressIdArgsSchema = z.object({ id: z.number().int() })

/**
 * Street lines as Magento keeps them: joined by newlines and trimmed at the ends only, so an empty middle line
 * keeps the later lines in their positions (a storefront reads them back by position).
 */
export const streetInput = (lines: readonly (string | null | undefined)[]): string[] => {
  const kept = lines.map((line) => line ?? '')
  while (kept.length > 0 && !kept.at(-1)?.trim()) kept.pop()
  while (kept.length > 0 && !kept[0]?.trim()) kept.shift()
  return kept
}

export const streetLines = (json: string): string[] => {
  const parsed = StreetSchema.safeParse(JSON.parse(json))
  return parsed.success ? parsed.data : []
}

function addressSource(row: AddressRow, customer: Pick<CustomerRow, 'default_billing' | 'default_shipping'>) {
  return {
    id: row.address_id,
    customer_id: row.customer_id,
    firstname: row.firstname,
    lastname: row.lastname,
    company: row.company,
    street: streetLines(row.street_json),
    city: row.city,
    region: { region: row.region, region_code: row.region_code, region_id: row.region_id },
    region_id: row.region_id,
    postcode: row.postcode,
    country_code: row.country_code,
    country_id: row.country_code,
    telephone: row.telephone,
    vat_id: row.vat_id,
    default_billing: customer.default_billing === row.address_id,
    default_shipping: customer.default_shipping === row.address_id,
    extension_attributes: [],
    custom_attributes: [],
  }
}

export async function listAddresses(ctx: Context, customer: CustomerRow) {
  const { results } = await ctx.db
    .prepare('SELECT * FROM customer_address WHERE customer_id = ? ORDER BY address_id')
    .bind(customer.customer_id)
    .all<AddressRow>()
  return results.map((row) => addressSource(row, customer))
}

async function ownAddress(ctx: Context, id: number, customerId: number): Promise<AddressRow> {
  const row = await ctx.db.prepare('SELECT * FROM customer_address WHERE address_id = ?').bind(id).first<AddressRow>()
  if (!row) throw noSuchEntityError(`Could not find a address with ID "${id}"`)
  if (row.customer_id !== customerId)
    throw authorizationError(`Current customer does not have permission to address with ID "${id}"`)
  return row
}

async function saveAddress(ctx: Context, customerId: number, rawInput: unknown, existing: AddressRow | null) {
  const input = AddressInputSchema.parse(rawInput ?? {})
  const merged = {
    firstname: input.firstname ?? existing?.firstname ?? '',
    lastname: input.lastname ?? existing?.lastname ?? '',
    street: input.street ? streetInput(input.street) : existing ? streetLines(existing.street_json) : [],
    city: input.city ?? existing?.city ?? '',
    country: input.country_code ?? input.country_id ?? existing?.country_code ?? '',
    telephone: input.telephone ?? existing?.telephone ?? '',
  }
  const missing = Object.entries({
    firstname: merged.firstname,
    lastname: merged.lastname,
    street: merged.street.join(''),
    city: merged.city,
    country_id: merged.country,
    telephone: merged.telephone,
  })
    .filter(([, value]) => !value.trim())
    .map(([key]) => key)
  if (missing.length > 0) throw inputError(`Required parameters are missing: ${missing.join(', ')}`)
  const country = await ctx.db
    .prepare('SELECT country_id FROM country WHERE country_id = ?')
    .bind(merged.country)
    .first()
  if (!country) throw inputError(`Invalid value of "${merged.country}" provided for the countryId field.`)
  const region = await resolveRegion(
    ctx,
    merged.country,
    input.region ?? {
      region: existing?.region ?? null,
      region_code: existing?.region_code ?? null,
      region_id: existing?.region_id ?? null,
    },
  )
  const values = [
    merged.firstname,
    merged.lastname,
    input.company ?? existing?.company ?? null,
    JSON.stringify(merged.street),
    merged.city,
    region.region,
    region.region_code,
    region.region_id,
    input.postcode ?? existing?.postcode ?? null,
    merged.country,
    merged.telephone,
    input.vat_id ?? existing?.vat_id ?? null,
  ]
  const row = existing
    ? await ctx.db
        .prepare(
          `UPDATE customer_address SET firstname = ?, lastname = ?, company = ?, street_json = ?, city = ?, region = ?,
        region_code = ?, region_id = ?, postcode = ?, country_code = ?, telephone = ?, vat_id = ? WHERE address_id = ? RETURNING *`,
        )
        .bind(...values, existing.address_id)
        .first<AddressRow>()
    : await ctx.db
        .prepare(
          `INSERT INTO customer_address (firstname, lastname, company, street_json, city, region, region_code, region_id,
        postcode, country_code, telephone, vat_id, customer_id) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING *`,
        )
        .bind(...values, customerId)
        .first<AddressRow>()
  if (!row) throw new Error('Address write returned no row')
  if (input.default_billing)
    await ctx.db
      .prepare('UPDATE customer SET default_billing = ? WHERE customer_id = ?')
      .bind(row.address_id, customerId)
      .run()
  if (input.default_shipping)
    await ctx.db
      .prepare('UPDATE customer SET default_shipping = ? WHERE customer_id = ?')
      .bind(row.address_id, customerId)
      .run()
  const customer = await ctx.db
    .prepare('SELECT default_billing, default_shipping FROM customer WHERE customer_id = ?')
    .bind(customerId)
    .first<Pick<CustomerRow, 'default_billing' | 'default_shipping'>>()
  return addressSource(row, customer ?? { default_billing: null, default_shipping: null })
}

/**
 * After an order: the cart addresses flagged save_in_address_book join the customer's address book (once, when
 * billing is a copy of shipping), and become the defaults the customer does not have yet, as Magento's
 * QuoteManagement does.
 */
export async function saveOrderAddresses(
  ctx: Context,
  customerId: number,
  shippingJson: string | null,
  billingJson: string | null,
): Promise<void> {
  const shipping = parseAddress(shippingJson)
  const billing = parseAddress(billingJson)
  const key = (address: NonNullable<typeof shipping>) =>
    JSON.stringify({ ...address, save_in_address_book: null, customer_address_id: null })
  const wanted = [
    { address: shipping, kind: 'shipping' as const },
    { address: billing, kind: 'billing' as const },
  ].filter((entry) => entry.address?.save_in_address_book && !entry.address.customer_address_id)
  const saved = new Map<string, number>()
  for (const { address, kind } of wanted) {
    if (!address) continue
    let id = saved.get(key(address))
    if (id === undefined) {
      const row = await ctx.db
        .prepare(
          `INSERT INTO customer_address (firstname, lastname, company, street_json, city, region, region_code, region_id,
        postcode, country_code, telephone, vat_id, customer_id) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING address_id`,
        )
        .bind(
          address.firstname,
          address.lastname,
          address.company ?? null,
          JSON.stringify(address.street),
          address.city,
          address.region ?? null,
          address.region_code ?? null,
          address.region_id ?? null,
          address.postcode ?? null,
          address.country_code,
          address.telephone ?? null,
          address.vat_id ?? null,
          customerId,
        )
        .first<{ address_id: number }>()
      if (!row) continue
      id = row.address_id
      saved.set(key(address), id)
    }
    const column = kind === 'shipping' ? 'default_shipping' : 'default_billing'
    await ctx.db
      .prepare(`UPDATE customer SET ${column} = ? WHERE customer_id = ? AND ${column} IS NULL`)
      .bind(id, customerId)
      .run()
  }
}

export const addressResolvers: ResolverMap = {
  Mutation: {
    createCustomerAddress: (_source: unknown, args, ctx) => saveAddress(ctx, requireCustomer(ctx), args.input, null),
    updateCustomerAddress: async (_source: unknown, args, ctx) => {
      const customerId = requireCustomer(ctx)
      const { id } = AddressIdArgsSchema.parse(args)
      return saveAddress(ctx, customerId, args.input, await ownAddress(ctx, id, customerId))
    },
    deleteCustomerAddress: async (_source: unknown, args, ctx) => {
      const customerId = requireCustomer(ctx)
      const { id } = AddressIdArgsSchema.parse(args)
      await ownAddress(ctx, id, customerId)
      const customer = await ctx.db
        .prepare('SELECT default_billing, default_shipping FROM customer WHERE customer_id = ?')
        .bind(customerId)
        .first<Pick<CustomerRow, 'default_billing' | 'default_shipping'>>()
      if (customer?.default_billing === id)
        throw inputError(`Customer Address ${id} is set as default billing address and can not be deleted`)
      if (customer?.default_shipping === id)
        throw inputError(`Customer Address ${id} is set as default shipping address and can not be deleted`)
      await ctx.db.prepare('DELETE FROM customer_address WHERE address_id = ?').bind(id).run()
      return true
    },
  },
  Customer: {
    addresses: (customer: CustomerRow, _args, ctx) => listAddresses(ctx, customer),
  },
}
