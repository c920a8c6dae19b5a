import {
  type CartUserInputErrorType,
  type CartItemInput,
  FastOrderAddDocument,
  type FastOrderCartFragment,
  FastOrderProductsDocument,
  type FastOrderProductsQuery,
  FastOrderStateDocument,
  FastOrderUndoDocument,
} from '~graphql/generated'
import { CART_MESSAGES } from '../cart'
import { applyHeldCoupon } from '../cart.server'
import { COOKIE, serializeCookie } from '../cookies'
import { CommerceError } from '../commerce.server'
import type { RequestServices } from '../context.server'
import { digest } from '../digest'
import { singleFlight } from '../single-flight.server'
import { FAST_ORDER_LIMITS } from './fast-order-csv'
import {
  type AddLine,
  type CartState,
  LINE_MESSAGES,
  type LineOutcome,
  type ProductInfo,
  chunk,
  lineIssue,
  skuKey,
} from './fast-order'

/** The fast order's backend side: batched lookups, the cart state and idempotent batched adds (issue 10). */

export const FAST_ORDER_UNAVAILABLE = 'The fast order is unavailable right now. Please try again in a moment.'

/** A failure the shopper can act on; `status` is what a JSON endpoint answers with. */
export class FastOrderError extends Error {
  constructor(
    message: string,
    readonly status: 401 | 403 | 503,
  ) {
    super(message)
    this.name = 'FastOrderError'
  }
}

/** `lines`: the first cart line of each SKU, for taking a batch back. */
export type FastOrderCart = { id: string; state: CartState; lines: Record<string, { uid: string; quantity: number }> }

function cartState(cart: FastOrderCartFragment): FastOrderCart {
  const quantities: Record<string, number> = {}
  const lines: FastOrderCart['lines'] = {}
  let hasTraining = false
  for (const item of cart.items ?? []) {
    if (!item) continue
    const sku = ('configured_variant' in item ? item.configured_variant.sku : null) ?? item.product.sku
    if (sku) {
      quantities[skuKey(sku)] = (quantities[skuKey(sku)] ?? 0) + item.quantity
      lines[skuKey(sku)] ??= { uid: item.uid, quantity: item.quantity }
    }
    if (item.product.is_training) hasTraining = true
  }
  return { id: cart.id, state: { quantities, hasTraining }, lines }
}

/**
 * Spec §5 on the cart after a batch: when a training reached it between the read and the add (another tab), the
 * batch's lines are taken back to what they were and refused with the rule's text. Undefined when nothing mixed;
 * the lines stay reported as added when taking them back fails (they are in the cart).
 */
async function undoMixedBatch(
  services: RequestServices,
  before: FastOrderCart,
  after: FastOrderCart,
  sent: readonly { line: AddLine; product: ProductInfo; current: number }[],
): Promise<{ cart: FastOrderCart; outcomes: LineOutcome[] } | undefined> {
  if (before.state.hasTraining || !after.state.hasTraining) return undefined
  const cartItems = sent.flatMap(({ product, current }) => {
    const key = skuKey(product.sku)
    const line = after.lines[key]
    const added = (after.state.quantities[key] ?? 0) - current
    return line && added > 0 ? [{ cart_item_uid: line.uid, quantity: Math.max(0, line.quantity - added) }] : []
  })
  try {
    const answer =
      cartItems.length > 0
        ? await services.commerce.mutate(FastOrderUndoDocument, { cartId: after.id, cartItems })
        : null
    const cart = answer?.updateCartItems?.cart ? cartState(answer.updateCartItems.cart) : after
    const outcomes = sent.map(({ line }) => ({
      sku: line.sku,
      quantity: line.quantity,
      lines: line.lines,
      added: false,
      reason: CART_MESSAGES.trainingFirst,
    }))
    return { cart, outcomes }
  } catch (error) {
    console.error(
      'fast order: a batch mixed with a training could not be taken back',
      error instanceof Error ? error.message : error,
    )
    return undefined
  }
}

function failure(error: unknown): FastOrderError {
  if (error instanceof FastOrderError) return error
  if (error instanceof CommerceError && error.isAuthorization) return new FastOrderError('Please sign in again.', 401)
  console.error('fast order: backend failed', error instanceof Error ? error.message : error)
  return new FastOrderError(FAST_ORDER_UNAVAILABLE, 503)
}

/** Who is ordering and what their cart holds, in one call. Throws FastOrderError (401 guest, 403 not B2B, 503). */
export async function loadFastOrderCart(services: RequestServices): Promise<FastOrderCart> {
  if (!services.customerToken) throw new FastOrderError('Please sign in to use the fast order.', 401)
  let answer
  try {
    answer = await services.commerce.query(FastOrderStateDocument, {})
  } catch (error) {
    throw failure(error)
  }
  if (!answer.customer?.is_b2b) throw new FastOrderError('The fast order is for business customers only.', 403)
  return cartState(answer.customerCart)
}

/** Where a variant's SKU may come from: its configurable's SKU plus option suffixes (Magento's generated SKUs). */
export function parentCandidates(sku: string): string[] {
  const parts = sku.split('-')
  const candidates: string[] = []
  for (let count = parts.length - 1; count >= 1 && candidates.length < 3; count--) {
    const prefix = parts.slice(0, count).join('-')
    if (prefix.length >= 2) candidates.push(prefix)
  }
  return candidates
}

type Item = NonNullable<NonNullable<NonNullable<FastOrderProductsQuery['products']>['items']>[number]>

function infoOf(item: Item): ProductInfo {
  const requiredOption = 'options' in item && (item.options ?? []).some((option) => option?.required)
  // Links sold separately are chosen on the product page, as Magento requires ('Please specify product link(s).').
  const chosenLinks = 'links_purchased_separately' in item && item.links_purchased_separately === 1
  const needsOptions =
    item.__typename === 'ConfigurableProduct'
      ? 'variant'
      : item.__typename === 'BundleProduct' || item.__typename === 'GroupedProduct' || requiredOption || chosenLinks
        ? 'choices'
        : null
  return {
    sku: item.sku ?? '',
    name: item.name ?? item.sku ?? '',
    typename: item.__typename,
    inStock: item.stock_status === 'IN_STOCK',
    onlyLeft: item.only_x_left_in_stock ?? null,
    training: Boolean(item.is_training),
    needsOptions,
    parentSku: null,
  }
}

/** A SKU to look up; with `parentSku` (known from the preview) exactly it and its configurable are asked. */
export type LookupRequest = { sku: string; parentSku?: string | null | undefined }

async function lookupChunk(services: RequestServices, requests: LookupRequest[]): Promise<Map<string, ProductInfo>> {
  const asked = new Set<string>()
  const skus = requests.map((request) => request.sku)
  for (const { sku, parentSku } of requests) {
    if (parentSku !== undefined) {
      asked.add(sku)
      if (parentSku) asked.add(parentSku)
      continue
    }
    // Magento matches SKUs case-insensitively; the embedded backend's SQLite does not, so both spellings are asked.
    for (const spelling of [sku, sku.toUpperCase()]) {
      asked.add(spelling)
      for (const candidate of parentCandidates(spelling)) asked.add(candidate)
    }
  }
  const list = [...asked]
  const answer = await services.commerce.query(FastOrderProductsDocument, { skus: list, pageSize: list.length })
  const found = new Map<string, ProductInfo>()
  for (const item of answer.products?.items ?? []) {
    if (!item?.sku) continue
    const info = infoOf(item)
    found.set(skuKey(item.sku), info)
    if (item.__typename !== 'ConfigurableProduct') continue
    for (const variant of item.variants ?? []) {
      const product = variant?.product
      if (!product?.sku || found.has(skuKey(product.sku))) continue
      found.set(skuKey(product.sku), {
        sku: product.sku,
        name: product.name ?? product.sku,
        typename: 'SimpleProduct',
        inStock: product.stock_status === 'IN_STOCK',
        onlyLeft: product.only_x_left_in_stock ?? null,
        training: info.training || Boolean(product.is_training),
        needsOptions: null,
        parentSku: item.sku,
      })
    }
  }
  // Only what was asked for: a candidate parent found by the way is no answer for another line.
  return new Map(
    skus.flatMap((sku) => {
      const info = found.get(skuKey(sku))
      return info ? [[skuKey(sku), info] as const] : []
    }),
  )
}

const LOOKUP_CONCURRENCY = 6

/** The products behind the SKUs: one query per 100 SKUs, a few at a time. Throws FastOrderError on an outage. */
export async function lookupProducts(
  services: RequestServices,
  skus: readonly (string | LookupRequest)[],
): Promise<Map<string, ProductInfo>> {
  const requests = skus.map((entry) => (typeof entry === 'string' ? { sku: entry } : entry))
  const unique = [...new Map(requests.map((request) => [skuKey(request.sku), request])).values()]
  const chunks = chunk(unique, FAST_ORDER_LIMITS.batchSize)
  const result = new Map<string, ProductInfo>()
  try {
    for (const group of chunk(chunks, LOOKUP_CONCURRENCY)) {
      const maps = await Promise.all(group.map((skusOfChunk) => lookupChunk(services, skusOfChunk)))
      for (const map of maps) for (const [key, info] of map) result.set(key, info)
    }
  } catch (error) {
    throw failure(error)
  }
  return result
}

export type AddResult = { outcomes: LineOutcome[]; cart: FastOrderCart | null; incomplete: boolean }

function cartItem(product: ProductInfo, quantity: number): CartItemInput {
  return product.parentSku
    ? { sku: product.sku, parent_sku: product.parentSku, quantity }
    : { sku: product.sku, quantity }
}

/** What a user error's code means for the line, when its message does not name the SKU. */
const CODE_REASONS: Partial<Record<CartUserInputErrorType, string>> = {
  INSUFFICIENT_STOCK: LINE_MESSAGES.notEnoughStock,
  NOT_SALABLE: CART_MESSAGES.notInStock,
  PRODUCT_NOT_FOUND: LINE_MESSAGES.unknown,
}

/**
 * Why a line of a batch was not added. Magento's user errors name no line, only sometimes the SKU: one error, or
 * errors all of one kind (not enough stock for several lines), still say why; otherwise the line says it was not added.
 */
function reasonFor(product: ProductInfo, errors: readonly { code: CartUserInputErrorType; message: string }[]): string {
  const own = errors.find((error) => error.message.toUpperCase().includes(`"${product.sku.toUpperCase()}"`))
  if (own) return own.message
  if (errors.length === 1 && errors[0]) return errors[0].message
  const codes = new Set(errors.map((error) => error.code))
  const [only] = codes
  return (codes.size === 1 && only && CODE_REASONS[only]) || LINE_MESSAGES.notAdded
}

/**
 * Adds order lines in batches of 100, one addProductsToCart call each, against the cart as read just before (`start`;
 * each answer's cart is the next batch's). The training rule (spec §5) is judged against that cart, never against
 * what the page saw earlier. Idempotent: each line carries the cart's quantity of its SKU from before the order
 * (`before`); a line whose quantity is already in the cart (a batch that timed out after all) counts as added and is
 * not sent again, and a line whose SKU changed otherwise is left alone. When a call fails, the cart is read again so
 * every line is reported as added or not; what cannot be confirmed is reported as such and the run stops
 * (`incomplete`).
 */
export async function addOrderLines(
  services: RequestServices,
  start: FastOrderCart,
  products: ReadonlyMap<string, ProductInfo>,
  lines: readonly AddLine[],
): Promise<AddResult> {
  // The same order sent twice at once (a double click without JavaScript, two tabs): both read the cart before
  // either added, so the quantities from before cannot tell; the second answers what the first did.
  const key = `${start.id}|${digest(JSON.stringify(lines.map((line) => [line.sku, line.quantity, line.before])))}`
  const result = await addingOnce.run(key, () => addBatches(services, start, products, lines))
  // Spec §4: a coupon held in the coupon-code cookie is applied after the add, as after any add to cart.
  const cartId = result.cart?.id ?? start.id
  if (!result.outcomes.some((outcome) => outcome.added)) return result
  const held = await applyHeldCoupon(services, cartId)
  // A refused code is said on the next page the shopper sees (the page with JavaScript reloads its layout at once).
  if (held?.error !== undefined) {
    const notice = { message: held.error, type: 'danger', title: 'Coupon' }
    services.responseCookies.push(serializeCookie(COOKIE.message, JSON.stringify(notice)))
  }
  return result
}

/**
 * Orders being added, by cart and lines: a second request while the first runs gets its result. Not kept after:
 * a later request is judged by the cart's quantities from before (a retry after a failure runs again).
 */
const addingOnce = singleFlight<AddResult>(0)

async function addBatches(
  services: RequestServices,
  start: FastOrderCart,
  products: ReadonlyMap<string, ProductInfo>,
  lines: readonly AddLine[],
): Promise<AddResult> {
  const outcomes: LineOutcome[] = []
  let cart = start
  // The preview sends each SKU once (its rows merged); a request naming one twice was not made by it.
  const seen = new Set<string>()
  const batches = chunk(lines, FAST_ORDER_LIMITS.batchSize)
  for (const [index, batch] of batches.entries()) {
    const sending: { line: AddLine; product: ProductInfo; current: number }[] = []
    for (const line of batch) {
      const product = products.get(skuKey(line.sku))
      const base = { sku: line.sku, quantity: line.quantity, lines: line.lines }
      const once = skuKey(product?.sku ?? line.sku)
      if (seen.has(once)) {
        outcomes.push({ ...base, added: false, reason: LINE_MESSAGES.duplicate })
        continue
      }
      seen.add(once)
      const issue = lineIssue(
        {
          key: skuKey(line.sku),
          sku: line.sku,
          quantity: line.quantity,
          quantityText: String(line.quantity),
          lines: line.lines,
          issue: null,
        },
        product,
        // Stock is checked against the cart as it was before the order, as the preview showed it.
        { hasTraining: cart.state.hasTraining, quantities: { [skuKey(product?.sku ?? line.sku)]: line.before } },
      )
      if (issue || !product) {
        outcomes.push({ ...base, added: false, reason: issue ?? LINE_MESSAGES.unknown })
        continue
      }
      const current = cart.state.quantities[skuKey(product.sku)] ?? 0
      if (current === line.before + line.quantity) outcomes.push({ ...base, added: true, reason: null })
      else if (current !== line.before) outcomes.push({ ...base, added: false, reason: LINE_MESSAGES.cartChanged })
      else sending.push({ line, product, current })
    }
    if (sending.length === 0) continue

    let after: FastOrderCart
    let userErrors: { code: CartUserInputErrorType; message: string }[] = []
    try {
      const answer = await services.commerce.mutate(FastOrderAddDocument, {
        cartId: cart.id,
        cartItems: sending.map(({ line, product }) => cartItem(product, line.quantity)),
      })
      if (!answer.addProductsToCart) throw new CommerceError('addProductsToCart: empty answer', [], true)
      after = cartState(answer.addProductsToCart.cart)
      userErrors = answer.addProductsToCart.user_errors.flatMap((error) => (error ? [error] : []))
    } catch (error) {
      if (error instanceof CommerceError && error.isAuthorization) throw failure(error)
      console.warn('fast order: a batch failed, reading the cart again', error instanceof Error ? error.message : error)
      const reread = await loadFastOrderCart(services).catch(() => null)
      for (const { line, product, current } of sending) {
        const now = reread?.state.quantities[skuKey(product.sku)]
        const added = now !== undefined && now === current + line.quantity
        const untouched = reread !== null && (now ?? 0) === current
        outcomes.push({
          sku: line.sku,
          quantity: line.quantity,
          lines: line.lines,
          added,
          reason: added ? null : untouched ? LINE_MESSAGES.notReached : LINE_MESSAGES.unconfirmed,
        })
      }
      const rest = batches.slice(index + 1).flat()
      for (const line of rest)
        outcomes.push({
          sku: line.sku,
          quantity: line.quantity,
          lines: line.lines,
          added: false,
          reason: LINE_MESSAGES.notReached,
        })
      return { outcomes, cart: reread, incomplete: true }
    }
    const undone = await undoMixedBatch(services, cart, after, sending)
    if (undone) {
      outcomes.push(...undone.outcomes)
      cart = undone.cart
      continue
    }
    for (const { line, product, current } of sending) {
      const now = after.state.quantities[skuKey(product.sku)] ?? 0
      const added = now === current + line.quantity
      outcomes.push({
        sku: line.sku,
        quantity: line.quantity,
        lines: line.lines,
        added,
        reason: added ? null : now === current ? reasonFor(product, userErrors) : LINE_MESSAGES.unconfirmed,
      })
    }
    cart = after
  }
  return { outcomes, cart, incomplete: false }
}
