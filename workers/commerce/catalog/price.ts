// Magento's price_range: the lowest and highest price a shopper can pay, with the discount off the regular price.
import { round } from '../cart/totals.ts'
import type { Context } from '../graphql/context.ts'
import type { ProductRow } from './rows.ts'

export type Money = { value: number; currency: string }
type Amounts = { regular: number; final: number }

export const finalPrice = (row: ProductRow): number =>
  row.special_price !== null && row.special_price < row.price ? row.special_price : row.price

export function productPrice(amounts: Amounts, currency: string) {
  const amountOff = round(Math.max(amounts.regular - amounts.final, 0))
  return {
    regular_price: { value: round(amounts.regular), currency },
    final_price: { value: round(amounts.final), currency },
    discount: {
      amount_off: amountOff,
      percent_off: amounts.regular > 0 ? round((amountOff / amounts.regular) * 100) : 0,
    },
    fixed_product_taxes: [],
  }
}

async function childRows(ctx: Context, ids: number[]): Promise<ProductRow[]> {
  const rows = await Promise.all(ids.map((id) => ctx.catalog.product(id)))
  return rows.filter((row): row is ProductRow => row !== undefined)
}

const single = (row: ProductRow): Amounts => ({ regular: row.price, final: finalPrice(row) })

const extremes = (amounts: Amounts[]): [Amounts, Amounts] => {
  const sorted = [...amounts].sort((a, b) => a.final - b.final)
  const zero = { regular: 0, final: 0 }
  return [sorted[0] ?? zero, sorted.at(-1) ?? zero]
}

async function rangeOf(row: ProductRow, ctx: Context): Promise<[Amounts, Amounts]> {
  if (row.type_id === 'configurable') {
    const links = (await ctx.catalog.configurableChildren(row.product_id)) ?? []
    const children = await childRows(
      ctx,
      links.map((link) => link.child_id),
    )
    // Like Magento, sold-out variants do not count unless every variant is sold out.
    const inStock = children.filter((child) => child.in_stock === 1)
    return extremes((inStock.length > 0 ? inStock : children).map(single))
  }
  if (row.type_id === 'grouped') {
    const links = (await ctx.catalog.grouped(row.product_id)) ?? []
    return extremes(
      (
        await childRows(
          ctx,
          links.map((link) => link.child_id),
        )
      ).map(single),
    )
  }
  if (row.type_id === 'bundle') {
    const selections = (await ctx.catalog.bundleSelections(row.product_id)) ?? []
    const products = new Map(
      (
        await childRows(
          ctx,
          selections.map((s) => s.product_id),
        )
      ).map((p) => [p.product_id, p]),
    )
    const minimum = { regular: 0, final: 0 }
    const maximum = { regular: 0, final: 0 }
    const byOption = new Map<number, Amounts[]>()
    for (const selection of selections) {
      const product = products.get(selection.product_id)
      if (!product) continue
      const amounts = { regular: product.price * selection.qty, final: finalPrice(product) * selection.qty }
      byOption.set(selection.option_id, [...(byOption.get(selection.option_id) ?? []), amounts])
    }
    for (const selection of selections) {
      const options = byOption.get(selection.option_id)
      if (!options) continue
      byOption.delete(selection.option_id)
      const [low, high] = extremes(options)
      if (selection.required === 1) {
        minimum.regular += low.regular
        minimum.final += low.final
      }
      // Checkbox and multi-select options can take every selection at once.
      const all = selection.type === 'checkbox' || selection.type === 'multi'
      maximum.regular += all ? options.reduce((sum, a) => sum + a.regular, 0) : high.regular
      maximum.final += all ? options.reduce((sum, a) => sum + a.final, 0) : high.final
    }
    return [minimum, maximum]
  }
  return [single(row), single(row)]
}

export async function priceRange(row: ProductRow, ctx: Context) {
  const [minimum, maximum] = await rangeOf(row, ctx)
  return {
    minimum_price: productPrice(minimum, ctx.store.currency),
    maximum_price: productPrice(maximum, ctx.store.currency),
  }
}
