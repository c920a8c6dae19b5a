// Cart lines with their products and unit prices, loaded in one pass per cart.
import { z } from 'zod'
import { finalPrice } from '../catalog/price.ts'
import { toProductSource, type ProductSource } from '../catalog/product-source.ts'
import type { CustomOptionRow, DownloadableLinkRow } from '../catalog/rows.ts'
import type { Context } from '../graphql/context.ts'
import { ATTRIBUTE_IDS } from '../seed/attributes.ts'
import { decodeUid, encodeUid } from '../graphql/uid.ts'

export const ItemOptionsSchema = z.object({
  selected: z.array(z.string()).default([]),
  entered: z.array(z.object({ uid: z.string(), value: z.string() })).default([]),
})
export type ItemOptions = z.infer<typeof ItemOptionsSchema>

export type CartItemRow = {
  item_id: number
  cart_id: string
  product_id: number
  variant_id: number | null
  qty: number
  options_json: string
}

export type BundlePick = {
  optionId: number
  optionTitle: string
  optionType: string
  selectionId: number
  product: ProductSource
  qty: number
}

export type CartLine = {
  item: CartItemRow
  options: ItemOptions
  product: ProductSource
  variant: ProductSource | null
  bundle: BundlePick[]
  links: DownloadableLinkRow[]
  customOptions: { option: CustomOptionRow; value: string }[]
  configurableOptions: {
    id: number
    configurable_product_option_uid: string
    configurable_product_option_value_uid: string
    option_label: string
    value_id: number
    value_label: string
  }[]
  unitPrice: number
  isVirtual: boolean
  // The product whose stock limits the line: the variant of a configurable, else the product itself.
  stockProduct: ProductSource
  /** Salable as it is: its stock product in stock, and the stock it takes there (stockMoves). */
  salable: boolean
}

/** Stock Magento does not count: virtual and downloadable goods kept at this quantity are never short. */
export const UNLIMITED_QTY = 9999

/** In stock, and (where the product keeps a quantity) at least `qty` of it. */
export function hasStock(product: ProductSource, qty: number): boolean {
  return product.in_stock === 1 && (product.qty >= UNLIMITED_QTY || qty <= product.qty)
}

/**
 * The stock a line takes: the variant's or the product's own; for a bundle its chosen parts (each part's quantity
 * per set), a bundle keeping no quantity of its own, as in Magento.
 */
export function stockMoves(
  line: Pick<CartLine, 'item' | 'stockProduct' | 'bundle'>,
): { product: ProductSource; qty: number }[] {
  if (line.stockProduct.type_id === 'bundle')
    return line.bundle.map((pick) => ({ product: pick.product, qty: pick.qty * line.item.qty }))
  return [{ product: line.stockProduct, qty: line.item.qty }]
}

export function parseOptions(json: string): ItemOptions {
  const parsed = ItemOptionsSchema.safeParse(JSON.parse(json))
  return parsed.success ? parsed.data : { selected: [], entered: [] }
}

// 'bundle/<option>/<selection>/<qty>', 'downloadable/<link>', 'custom-option/<id>' → their numeric parts.
export const uidParts = (uid: string): string[] => (decodeUid(uid) ?? '').split('/')

/** The cart's lines; `items` when they were read already (with their products primed, see cart-row.ts). */
export async function loadLines(ctx: Context, cartId: string, items?: CartItemRow[]): Promise<CartLine[]> {
  const results =
    items ??
    (await ctx.db.prepare('SELECT * FROM cart_item WHERE cart_id = ? ORDER BY item_id').bind(cartId).all<CartItemRow>())
      .results
  const lines = await Promise.all(
    results.map(async (item): Promise<CartLine | null> => {
      const [row, variantRow] = await Promise.all([
        ctx.catalog.product(item.product_id),
        item.variant_id === null ? Promise.resolve(undefined) : ctx.catalog.product(item.variant_id),
      ])
      if (!row) return null
      const product = toProductSource(row)
      const variant = variantRow ? toProductSource(variantRow) : null
      const options = parseOptions(item.options_json)
      const bundle: BundlePick[] = []
      if (product.type_id === 'bundle') {
        const selections = (await ctx.catalog.bundleSelections(product.product_id)) ?? []
        // In the product's order of options and parts (Magento's BundleOptionDataProvider walks the options
        // collection), not the order the add named them in.
        for (const selection of selections) {
          const uid = options.selected.find((chosen) => {
            const [kind, optionId, selectionId] = uidParts(chosen)
            return (
              kind === 'bundle' &&
              optionId === String(selection.option_id) &&
              selectionId === String(selection.selection_id)
            )
          })
          if (uid === undefined) continue
          const qty = uidParts(uid)[3]
          const selected = await ctx.catalog.product(selection.product_id)
          if (selected) {
            bundle.push({
              optionId: selection.option_id,
              optionTitle: selection.title,
              optionType: selection.type,
              selectionId: selection.selection_id,
              product: toProductSource(selected),
              qty: Number(qty) || selection.qty,
            })
          }
        }
      }
      const allLinks =
        product.type_id === 'downloadable' ? ((await ctx.catalog.downloadableLinks(product.product_id)) ?? []) : []
      const links = allLinks.filter((link) =>
        options.selected.some((uid) => uidParts(uid).join('/') === `downloadable/${link.link_id}`),
      )
      // Only entered values become options: without any, the product's options need not be read.
      const allCustom = options.entered.length > 0 ? ((await ctx.catalog.customOptions(product.product_id)) ?? []) : []
      const customOptions = options.entered.flatMap((entered) => {
        const option = allCustom.find((o) => uidParts(entered.uid).join('/') === `custom-option/${o.option_id}`)
        return option ? [{ option, value: entered.value }] : []
      })
      const base = variant
        ? finalPrice(variant)
        : product.type_id === 'bundle'
          ? bundle.reduce((sum, pick) => sum + finalPrice(pick.product) * pick.qty, 0)
          : finalPrice(product)
      const unitPrice =
        base +
        links.reduce((sum, link) => sum + link.price, 0) +
        customOptions.reduce((sum, c) => sum + c.option.price, 0)
      const stockProduct = variant ?? product
      const isVirtual = ['virtual', 'downloadable'].includes(stockProduct.type_id)
      const configurableOptions = variant ? await configurableChoices(ctx, product, variant) : []
      return {
        item,
        options,
        product,
        variant,
        bundle,
        links,
        customOptions,
        configurableOptions,
        unitPrice,
        isVirtual,
        stockProduct,
        salable:
          stockProduct.in_stock === 1 &&
          stockMoves({ item, stockProduct, bundle }).every(({ product, qty }) => hasStock(product, qty)),
      }
    }),
  )
  return lines.filter((line): line is CartLine => line !== null)
}

/** The chosen values of a configurable's variant, as Magento lists them on cart and wishlist items. */
export async function configurableChoices(
  ctx: Context,
  product: ProductSource,
  variant: ProductSource,
): Promise<CartLine['configurableOptions']> {
  const [attributes, labels] = await Promise.all([
    ctx.catalog.configurableAttributes(product.product_id),
    ctx.catalog.attributeOptions(),
  ])
  return (attributes ?? []).flatMap((attribute) => {
    const valueId = variant[attribute.attribute_code]
    const option = valueId === null ? undefined : labels.get(valueId)
    const attributeId = ATTRIBUTE_IDS[attribute.attribute_code]
    return option
      ? [
          {
            id: attributeId,
            configurable_product_option_uid: encodeUid(`configurable/${product.product_id}/${attributeId}`),
            configurable_product_option_value_uid: encodeUid(`configurable/${attributeId}/${option.option_id}`),
            option_label: attribute.label,
            value_id: option.option_id,
            value_label: option.label,
          },
        ]
      : []
  })
}
