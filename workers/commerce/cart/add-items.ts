// addProductsToCart: each requested item either joins the cart or becomes a user error with Magento's codes;
// the mutation itself does not fail.
import { z } from 'zod'
import { ATTRIBUTE_IDS } from '../seed/attributes.ts'
import { toProductSource, type ProductSource } from '../catalog/product-source.ts'
import type { Context } from '../graphql/context.ts'
import { UNLIMITED_QTY, uidParts, type CartLine } from './cart-items.ts'

export const CartItemInputSchema = z.object({
  sku: z.string(),
  quantity: z.number(),
  parent_sku: z.string().nullish(),
  selected_options: z.array(z.string().nullish()).nullish(),
  entered_options: z.array(z.object({ uid: z.string(), value: z.string() })).nullish(),
})
type CartItemInput = z.infer<typeof CartItemInputSchema>

export type UserError = {
  code: 'INSUFFICIENT_STOCK' | 'NOT_SALABLE' | 'PRODUCT_NOT_FOUND' | 'UNDEFINED'
  message: string
}

type Resolved = {
  product: ProductSource
  variant: ProductSource | null
  selected: string[]
  entered: { uid: string; value: string }[]
  qty: number
}

/** Magento's StockStateProvider::checkQuoteItemQty for a product without "Qty Uses Decimals" (none here has it). */
export const DECIMAL_QTY = 'You cannot use decimal quantity for this product.'

/** Magento's refusal of a bundle whose chosen selection cannot be sold. */
export const BUNDLE_OPTION_UNAVAILABLE = 'The required options you selected are not available.'

// A bundle keeps no quantity of its own (its parts do: cart-items.ts stockMoves); unlimited goods neither.
const isTangible = (product: ProductSource): boolean =>
  product.type_id !== 'bundle' &&
  (!['virtual', 'downloadable'].includes(product.type_id) || product.qty < UNLIMITED_QTY)

async function bySku(ctx: Context, sku: string): Promise<ProductSource | null> {
  const id = await ctx.catalog.productIdBySku(sku)
  const row = id === undefined ? undefined : await ctx.catalog.product(id)
  return row ? toProductSource(row) : null
}

async function resolveItem(ctx: Context, input: CartItemInput): Promise<Resolved[] | UserError> {
  const requested = await bySku(ctx, input.parent_sku ?? input.sku)
  if (!requested)
    return {
      code: 'PRODUCT_NOT_FOUND',
      message: `Could not find a product with SKU "${input.parent_sku ?? input.sku}"`,
    }
  if (input.quantity <= 0) return { code: 'UNDEFINED', message: 'The product quantity should be greater than 0' }
  if (!Number.isInteger(input.quantity)) return { code: 'UNDEFINED', message: DECIMAL_QTY }
  const selected = (input.selected_options ?? []).filter((uid): uid is string => typeof uid === 'string')
  const entered = input.entered_options ?? []

  const customOptions = (await ctx.catalog.customOptions(requested.product_id)) ?? []
  for (const option of customOptions) {
    const value = entered.find((e) => uidParts(e.uid).join('/') === `custom-option/${option.option_id}`)?.value.trim()
    if (option.required === 1 && !value) {
      return {
        code: 'UNDEFINED',
        message: "The product's required option(s) weren't entered. Make sure the options are entered and try again.",
      }
    }
    if (option.type === 'date' && value && Number.isNaN(Date.parse(value))) {
      return { code: 'UNDEFINED', message: `Invalid date provided for the "${option.title}" option.` }
    }
    // Magento\Catalog\Model\Product\Option\Type\Text::validateUserValue: a text option's own length limit.
    // Counted in characters as PHP's mb_strlen does (a pair of surrogates is one).
    if (
      option.max_characters > 0 &&
      value &&
      value.replace(/[\uD800-\uDBFF][\uDC00-\uDFFF]/g, '_').length > option.max_characters
    ) {
      return { code: 'UNDEFINED', message: 'The text is too long. Shorten the text and try again.' }
    }
  }

  if (requested.type_id === 'configurable') {
    let variant: ProductSource | null = null
    if (input.parent_sku) {
      variant = await bySku(ctx, input.sku)
    } else {
      const choices = new Map<string, number>()
      for (const uid of selected) {
        const [kind, attributeId, value] = uidParts(uid)
        const code = Object.entries(ATTRIBUTE_IDS).find(([, id]) => String(id) === attributeId)?.[0]
        if (kind === 'configurable' && code) choices.set(code, Number(value))
      }
      const attributes = (await ctx.catalog.configurableAttributes(requested.product_id)) ?? []
      if (attributes.some((attribute) => !choices.has(attribute.attribute_code))) {
        return { code: 'UNDEFINED', message: 'You need to choose options for your item.' }
      }
      const links = (await ctx.catalog.configurableChildren(requested.product_id)) ?? []
      const children = await Promise.all(links.map((link) => ctx.catalog.product(link.child_id)))
      const match = children.find(
        (child) => child && attributes.every((a) => child[a.attribute_code] === choices.get(a.attribute_code)),
      )
      variant = match ? toProductSource(match) : null
    }
    if (!variant) return { code: 'NOT_SALABLE', message: 'Could not find specified product.' }
    return [{ product: requested, variant, selected, entered, qty: input.quantity }]
  }
  if (requested.type_id === 'grouped') {
    // A grouped product goes into the cart as its associated products.
    const links = (await ctx.catalog.grouped(requested.product_id)) ?? []
    const children = await Promise.all(links.map((link) => ctx.catalog.product(link.child_id)))
    return links.flatMap((link, index) => {
      const child = children[index]
      return child
        ? [
            {
              product: toProductSource(child),
              variant: null,
              selected: [],
              entered: [],
              qty: link.qty * input.quantity,
            },
          ]
        : []
    })
  }
  if (requested.type_id === 'bundle') {
    const selections = (await ctx.catalog.bundleSelections(requested.product_id)) ?? []
    const chosen = new Set(selected.map((uid) => uidParts(uid).slice(0, 3).join('/')))
    const missing =
      selections.some((s) => s.required === 1) &&
      [...new Set(selections.filter((s) => s.required === 1).map((s) => s.option_id))].some(
        (optionId) =>
          !selections.some((s) => s.option_id === optionId && chosen.has(`bundle/${s.option_id}/${s.selection_id}`)),
      )
    if (missing) return { code: 'UNDEFINED', message: 'Please select all required options.' }
    // A radio or select option is one part: more than one chosen is refused as an option not specified.
    const single = new Set(selections.filter((s) => s.type === 'radio' || s.type === 'select').map((s) => s.option_id))
    const overchosen = [...single].some(
      (optionId) =>
        selections.filter((s) => s.option_id === optionId && chosen.has(`bundle/${s.option_id}/${s.selection_id}`))
          .length > 1,
    )
    if (overchosen) return { code: 'UNDEFINED', message: 'Please specify product option(s).' }
    // Magento's Bundle\Model\Product\Type::checkSelectionsIsSale: every chosen selection must be salable itself.
    const picked = selections.filter((s) => chosen.has(`bundle/${s.option_id}/${s.selection_id}`))
    const rows = await Promise.all(picked.map((s) => ctx.catalog.product(s.product_id)))
    if (rows.some((row) => !row || row.in_stock !== 1)) return { code: 'UNDEFINED', message: BUNDLE_OPTION_UNAVAILABLE }
  }
  if (requested.type_id === 'downloadable' && !selected.some((uid) => uidParts(uid)[0] === 'downloadable')) {
    const [first] = (await ctx.catalog.downloadableLinks(requested.product_id)) ?? []
    if (first) selected.push(btoa(`downloadable/${first.link_id}`))
  }
  return [{ product: requested, variant: null, selected, entered, qty: input.quantity }]
}

function stockError(stock: ProductSource, qty: number): UserError | null {
  if (stock.in_stock !== 1)
    return { code: 'NOT_SALABLE', message: 'Product that you are trying to add is not available.' }
  if (isTangible(stock) && qty > stock.qty)
    return { code: 'INSUFFICIENT_STOCK', message: 'The requested qty is not available' }
  return null
}

/**
 * Magento's AddProductsToCart reports a cart already flagged by its stock validation (a line over the stock left, or
 * out of stock) before the add's own errors, on every add, and still adds and saves the items sent: the quote-level
 * messages of the QuantityValidator, coded UNDEFINED (they match none of AddProductsToCartError's message codes).
 */
export function flaggedCartErrors(lines: readonly CartLine[]): UserError[] {
  const unsalable = lines.filter((line) => !line.salable)
  if (unsalable.length === 0) return []
  return unsalable.some((line) => line.stockProduct.in_stock !== 1)
    ? [{ code: 'UNDEFINED', message: 'Some of the products are out of stock.' }]
    : [{ code: 'UNDEFINED', message: 'Not all of your products are available in the requested quantity.' }]
}

// Every item is resolved at once, so the per-request loaders read each kind of data for all of them in one query,
// and the cart rows are written in one batch (one transaction): adding 100 lines costs a few statements, not
// hundreds. Items are still judged in order, so an earlier item's quantity counts against a later one's stock.
export async function addItems(
  ctx: Context,
  cartId: string,
  inputs: CartItemInput[],
  existing: CartLine[],
): Promise<UserError[]> {
  const errors: UserError[] = []
  const resolvedAll = await Promise.all(inputs.map((input) => resolveItem(ctx, input)))
  const updates = new Map<number, number>()
  const inserts = new Map<string, { productId: number; variantId: number | null; qty: number; optionsJson: string }>()
  const added = new Map<number, number>()
  for (const resolved of resolvedAll) {
    if (!Array.isArray(resolved)) {
      errors.push(resolved)
      continue
    }
    for (const entry of resolved) {
      const optionsJson = JSON.stringify({ selected: [...entry.selected].sort(), entered: entry.entered })
      const same = existing.find(
        (line) =>
          line.product.product_id === entry.product.product_id &&
          (line.variant?.product_id ?? null) === (entry.variant?.product_id ?? null) &&
          line.item.options_json === optionsJson,
      )
      const stock = entry.variant ?? entry.product
      const inCart =
        existing
          .filter((line) => line.stockProduct.product_id === stock.product_id)
          .reduce((sum, line) => sum + line.item.qty, 0) + (added.get(stock.product_id) ?? 0)
      const error = stockError(stock, inCart + entry.qty)
      if (error) {
        errors.push(error)
        continue
      }
      added.set(stock.product_id, (added.get(stock.product_id) ?? 0) + entry.qty)
      if (same) {
        updates.set(same.item.item_id, (updates.get(same.item.item_id) ?? 0) + entry.qty)
        continue
      }
      const key = `${entry.product.product_id}/${entry.variant?.product_id ?? ''}/${optionsJson}`
      const insert = inserts.get(key)
      if (insert) insert.qty += entry.qty
      else
        inserts.set(key, {
          productId: entry.product.product_id,
          variantId: entry.variant?.product_id ?? null,
          qty: entry.qty,
          optionsJson,
        })
    }
  }
  const statements = [
    ...[...updates].map(([itemId, qty]) =>
      ctx.db.prepare('UPDATE cart_item SET qty = qty + ? WHERE item_id = ?').bind(qty, itemId),
    ),
    ...[...inserts.values()].map((insert) =>
      ctx.db
        .prepare('INSERT INTO cart_item (cart_id, product_id, variant_id, qty, options_json) VALUES (?, ?, ?, ?, ?)')
        .bind(cartId, insert.productId, insert.variantId, insert.qty, insert.optionsJson),
    ),
  ]
  if (statements.length > 0) await ctx.db.batch(statements)
  for (const line of existing) line.item.qty += updates.get(line.item.item_id) ?? 0
  return errors
}

export { stockError }
