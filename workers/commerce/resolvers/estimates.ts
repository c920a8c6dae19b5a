// estimateShippingMethods and estimateTotals: the cart's shipping methods and totals for a destination (country,
// postcode, region) and optionally a method, without changing the cart, as Magento's estimates on the cart page do.
import { z } from 'zod'
import { loadCart, type CartRow } from '../cart/cart-row.ts'
import { cartView, shippingMethodSource } from '../cart/cart-view.ts'
import { resolveRegion } from '../customer/region.ts'
import type { Context } from '../graphql/context.ts'
import { inputError } from '../graphql/errors.ts'
import type { ResolverMap } from '../graphql/resolver-types.ts'

const EstimateSchema = z.object({
  input: z.object({
    cart_id: z.string(),
    address: z.object({
      country_code: z.string(),
      postcode: z.string().nullish(),
      region: z
        .object({
          region: z.string().nullish(),
          region_code: z.string().nullish(),
          region_id: z.number().int().nullish(),
        })
        .nullish(),
    }),
    shipping_method: z.object({ carrier_code: z.string(), method_code: z.string() }).nullish(),
  }),
})

// The cart as it would be with the estimated destination; nothing is stored.
async function estimated(ctx: Context, args: Record<string, unknown>) {
  const { input } = EstimateSchema.parse(args)
  if (!input.cart_id.trim()) throw inputError('Required parameter "cart_id" is missing')
  const cart = await loadCart(ctx, input.cart_id)
  const region = await resolveRegion(ctx, input.address.country_code, input.address.region ?? {})
  const address = {
    firstname: '',
    lastname: '',
    street: [],
    city: '',
    postcode: input.address.postcode ?? null,
    country_code: input.address.country_code,
    ...region,
  }
  const probe: CartRow = {
    ...cart,
    shipping_address_json: JSON.stringify(address),
    shipping_carrier_code: input.shipping_method?.carrier_code ?? cart.shipping_carrier_code,
    shipping_method_code: input.shipping_method?.method_code ?? cart.shipping_method_code,
  }
  return cartView(ctx, probe)
}

export const estimateResolvers: ResolverMap = {
  Mutation: {
    estimateShippingMethods: async (_source: unknown, args, ctx) => {
      const view = await estimated(ctx, args)
      return view.shippingMethods.map((method) => shippingMethodSource(ctx, method))
    },
    estimateTotals: async (_source: unknown, args, ctx) => ({ cart: await estimated(ctx, args) }),
  },
}
