import Papa from 'papaparse'
import { z } from 'zod'
import { CART_MESSAGES, unsupportedTypeError } from '../cart'
import { lineMaxMessage, stockLeftMessage } from '../cart-limits'
import { type CsvRow, FAST_ORDER_LIMITS } from './fast-order-csv'
import { SKU_PATTERN } from '../sku'

/** The fast order's rules (issue 10): merging, per-line status and the refused-lines CSV; pure and shared. */

export const LINE_MESSAGES = {
  skuMissing: 'The SKU is missing.',
  skuInvalid: 'This is not a valid SKU.',
  skuTooLong: `The SKU is longer than ${FAST_ORDER_LIMITS.maxSkuLength} characters.`,
  quantityMissing: 'The quantity is missing.',
  quantityWhole: 'The quantity must be a whole number above 0, without decimals or separators.',
  quantityMax: `The quantity must be at most ${FAST_ORDER_LIMITS.maxQuantity.toLocaleString('en-US')}.`,
  unknown: 'We could not find a product with this SKU in this store.',
  needsOptions: 'This product has options: use the SKU of the variant you want.',
  needsChoices: 'This product needs choices: please order it on its product page.',
  training: 'Training products cannot be ordered in bulk. Please book them on the product page.',
  cartChanged: 'Your cart changed while this order was added, so this line was not added. Please check your cart.',
  unconfirmed: 'We could not confirm whether this line was added. Please check your cart before trying again.',
  notReached: 'Not added yet: the order stopped before this line. Try again to add it.',
  notAdded: 'This line could not be added to the cart.',
  notEnoughStock: 'There is not enough in stock for this quantity. Please order fewer.',
  duplicate: 'This SKU is already in this order once, so this line was not added.',
} as const

/** Quantities are plain digits: `1,5`, `2.0`, `-3`, `1e3` and `1 000` are all refused, never guessed at. */
export function quantityIssue(text: string): string | null {
  if (text === '') return LINE_MESSAGES.quantityMissing
  if (!/^\d+$/.test(text)) return LINE_MESSAGES.quantityWhole
  const value = Number(text)
  if (value < 1) return LINE_MESSAGES.quantityWhole
  if (value > FAST_ORDER_LIMITS.maxQuantity) return LINE_MESSAGES.quantityMax
  return null
}

export function skuIssue(row: Pick<CsvRow, 'sku' | 'skuTooLong'>): string | null {
  if (row.skuTooLong) return LINE_MESSAGES.skuTooLong
  if (row.sku === '') return LINE_MESSAGES.skuMissing
  if (!SKU_PATTERN.test(row.sku)) return LINE_MESSAGES.skuInvalid
  return null
}

/** One order line: a SKU once (duplicates merged, their quantities summed), with the file lines it came from. */
export type OrderLine = {
  key: string
  sku: string
  quantity: number
  /** The quantity as written, for lines refused before any lookup. */
  quantityText: string
  lines: number[]
  /** Set when the line is refused before any lookup (SKU or quantity). */
  issue: string | null
}

export const skuKey = (sku: string): string => sku.toUpperCase()

/**
 * Rows to order lines: rows with a bad SKU or quantity stay on their own (refused); good rows of the same SKU
 * (case-insensitive, as Magento's SKU lookup is) merge into one line.
 */
export function mergeRows(rows: readonly CsvRow[]): OrderLine[] {
  const lines: OrderLine[] = []
  const bySku = new Map<string, OrderLine>()
  for (const row of rows) {
    const issue = skuIssue(row) ?? quantityIssue(row.quantity)
    if (issue) {
      lines.push({
        key: `line-${row.line}`,
        sku: row.sku,
        quantity: 0,
        quantityText: row.quantity,
        lines: [row.line],
        issue,
      })
      continue
    }
    const key = skuKey(row.sku)
    const quantity = Number(row.quantity)
    const existing = bySku.get(key)
    if (existing) {
      existing.quantity += quantity
      existing.quantityText = String(existing.quantity)
      existing.lines.push(row.line)
      if (existing.quantity > FAST_ORDER_LIMITS.maxQuantity) existing.issue = LINE_MESSAGES.quantityMax
      continue
    }
    const line: OrderLine = { key, sku: row.sku, quantity, quantityText: row.quantity, lines: [row.line], issue: null }
    bySku.set(key, line)
    lines.push(line)
  }
  return lines
}

/** What a product lookup tells about a SKU. A variant's SKU carries its configurable parent's. */
export const ProductInfoSchema = z.object({
  sku: z.string(),
  name: z.string(),
  typename: z.string(),
  inStock: z.boolean(),
  onlyLeft: z.number().nullable(),
  training: z.boolean(),
  needsOptions: z.enum(['variant', 'choices']).nullable(),
  parentSku: z.string().nullable(),
})
export type ProductInfo = z.infer<typeof ProductInfoSchema>

/** The cart as the fast order needs it: quantity per SKU and whether it holds a training. */
export const CartStateSchema = z.object({
  quantities: z.record(z.string(), z.number()),
  hasTraining: z.boolean(),
})
export type CartState = z.infer<typeof CartStateSchema>

/**
 * Spec §5 can-add rule and the training rule, per line against the looked-up product and the current cart. Null:
 * the line can be added.
 */
export function lineIssue(line: OrderLine, product: ProductInfo | undefined, cart: CartState): string | null {
  if (line.issue) return line.issue
  if (!product) return LINE_MESSAGES.unknown
  const unsupported = unsupportedTypeError(product.typename)
  if (unsupported) return unsupported
  if (product.training) return LINE_MESSAGES.training
  if (product.needsOptions === 'variant') return LINE_MESSAGES.needsOptions
  if (product.needsOptions === 'choices') return LINE_MESSAGES.needsChoices
  // A regular product never joins a cart holding a training (spec §5; the fast order adds no trainings).
  if (cart.hasTraining) return CART_MESSAGES.trainingFirst
  if (!product.inStock) return CART_MESSAGES.notInStock
  const inCart = cart.quantities[skuKey(product.sku)] ?? 0
  if (inCart + line.quantity > FAST_ORDER_LIMITS.maxQuantity)
    return lineMaxMessage(Math.max(0, FAST_ORDER_LIMITS.maxQuantity - inCart))
  if (product.onlyLeft !== null && product.onlyLeft > 0 && inCart + line.quantity > product.onlyLeft) {
    return stockLeftMessage(product.onlyLeft, inCart)
  }
  return null
}

export type LineStatus = { line: OrderLine; product: ProductInfo | undefined; issue: string | null }

export function lineStatuses(
  lines: readonly OrderLine[],
  products: ReadonlyMap<string, ProductInfo>,
  cart: CartState,
): LineStatus[] {
  return lines.map((line) => {
    const product = line.issue ? undefined : products.get(line.key)
    return { line, product, issue: lineIssue(line, product, cart) }
  })
}

/** The SKUs to look up: each valid line's once. */
export function lookupSkus(lines: readonly OrderLine[]): string[] {
  return lines.filter((line) => !line.issue).map((line) => line.sku)
}

/** A line sent to be added: the SKU (a variant's, with its parent), the quantity and the cart's quantity before. */
export const AddLineSchema = z.object({
  sku: z.string().min(1).max(FAST_ORDER_LIMITS.maxSkuLength),
  quantity: z.number().int().min(1).max(FAST_ORDER_LIMITS.maxQuantity),
  before: z.number().int().min(0),
  lines: z.array(z.number().int().min(0)).max(FAST_ORDER_LIMITS.maxRows),
  /** A variant's configurable, as the preview's lookup found it: the add step then asks for exactly these SKUs. */
  parentSku: z.string().min(1).max(FAST_ORDER_LIMITS.maxSkuLength).nullish(),
})
export type AddLine = z.infer<typeof AddLineSchema>

export type LineOutcome = { sku: string; quantity: number; lines: number[]; added: boolean; reason: string | null }

/** The JSON add step's answer (routes/fast-order-api.tsx): every line's outcome, and whether the run stopped short. */
export const AddAnswerSchema = z.object({
  outcomes: z.array(
    z.object({
      sku: z.string(),
      quantity: z.number(),
      lines: z.array(z.number()),
      added: z.boolean(),
      reason: z.string().nullable(),
    }) satisfies z.ZodType<LineOutcome>,
  ),
  incomplete: z.boolean(),
})

/** Lines worth sending again after an interrupted run: the cart decides on retry whether they are already in it. */
export const isRetryable = (outcome: LineOutcome): boolean =>
  !outcome.added && (outcome.reason === LINE_MESSAGES.unconfirmed || outcome.reason === LINE_MESSAGES.notReached)

export function chunk<T>(items: readonly T[], size: number): T[][] {
  const chunks: T[][] = []
  for (let index = 0; index < items.length; index += size) chunks.push(items.slice(index, index + size))
  return chunks
}

/** Cells a spreadsheet would run as a formula get a leading apostrophe (OWASP CSV injection). */
export function escapeCell(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value
}

export type RefusedRow = { lines: number[]; sku: string; quantity: string; reason: string }

/** The refused lines as a CSV to correct and upload again: SKU and quantity first, so it reads as an order file. */
export function refusedCsv(rows: readonly RefusedRow[]): string {
  const table = rows.map((row) => [
    escapeCell(row.sku.slice(0, FAST_ORDER_LIMITS.maxSkuLength)),
    escapeCell(row.quantity),
    row.lines.join(' '),
    escapeCell(row.reason),
  ])
  return `\uFEFF${Papa.unparse({ fields: ['sku', 'quantity', 'line', 'reason'], data: table }, { escapeFormulae: true, newline: '\r\n' })}\r\n`
}
