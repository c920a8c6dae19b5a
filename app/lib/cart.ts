import type { CartFragment, CartItemFieldsFragment } from '~graphql/generated'
import { formatMagentoDate } from './date-format'
import { productName } from './product-url'

/**
 * Pure cart rules of spec §5, shared by the browser and the worker; the forms' schemas are in cart.schema.ts and the
 * rules of an add (what a product page sends) in cart-add.ts, which the cart page's code does not carry.
 */

export type Cart = CartFragment
/** The part of a cart the header badge shows (pages other than the cart and the checkout load only this). */
export type CartCount = Pick<Cart, 'id' | 'total_quantity'>

/** Whether the layout's cart is the whole cart (the cart page, the checkout) or only its count. */
export function isWholeCart(cart: Cart | CartCount): cart is Cart {
  return 'items' in cart
}
export type CartItem = CartItemFieldsFragment

/** The pages that show the whole cart (the cart page, the checkout), as page paths or their `.data` requests. */
const WHOLE_CART_PATH = /^\/[a-z_]+\/(cart|checkout)(\/|\.data$|$)/

/**
 * Whether an address shows the whole cart. The router matches paths in any letter case and percent-decoded
 * (`/us_et/Cart`, `/us_et/%63art`), so they are read the same way here: a spelling must never make the cart page
 * look like a page without personal parts.
 */
export function isWholeCartPath(pathname: string): boolean {
  let decoded = pathname
  try {
    decoded = decodeURIComponent(pathname)
  } catch {
    // A malformed escape is matched as written (the router answers it with a 404 or 400).
  }
  return WHOLE_CART_PATH.test(decoded.replace(/\/{2,}/g, '/').toLowerCase())
}

/** How far ahead a training can be booked: 31.12.9999 is no booking. */
export const TRAINING_BOOKING_YEARS = 5

export const CART_MESSAGES = {
  trainingFirst: 'Please complete order of your training product first',
  regularFirst: 'Please complete order with regular products before buying training',
  trainingDetails: "Kindly add the date and the student's name.",
  trainingDatePast: 'Please choose a training date from today on.',
  trainingDateFar: `Please choose a training date within the next ${TRAINING_BOOKING_YEARS} years.`,
  optionUnavailable: 'The option you attempted to add is currently unavailable; please choose an alternative.',
  notInStock: 'This product is not in stock',
  chooseOptions: 'Please choose the product options first.',
  tooMany: (left: number) => `Only ${left} left in stock.`,
  /** Magento's words for a quantity its stock cannot cover. */
  qtyUnavailable: 'The requested qty is not available',
  unsupported: (type: string) => `Product Type ${type} not supported in add to cart yet`,
  removed: (product: string) => `${product} has been successfully removed from your cart`,
  removedTitle: 'Product removed',
  added: (product: string) => `${product} has been added to your cart.`,
  quantityWhole: 'Please enter a whole number of at least 1.',
  /** Spec §5 ignores a quantity of 0; the shopper is told how to take a product out instead. */
  quantityZero: 'The quantity stays as it was: to take the product out of your cart, use Remove.',
  quantityMax: (max: number) => `You can order at most ${max} at once.`,
  groupedNone: 'Please enter a quantity for at least one product.',
  /** A grouped product's row may be 0 (that product is left out). */
  groupedQuantityWhole: 'Please enter a whole number of 0 or more.',
  /** Magento's words when links are sold separately and none is chosen. */
  chooseLinks: 'Please specify product link(s).',
  onePartPerOption: 'Please choose one part for each option that takes one.',
  unknownForm: 'This form was sent in a way the shop does not know. Please use the product page to add it.',
  productNotFound: 'This product could not be found.',
  unavailable: 'The cart is unavailable right now. Please try again in a moment.',
  itemNotFound: 'This item is no longer in your cart.',
  /** The cart itself is gone since the page was drawn: ordered or emptied elsewhere (another window, another device). */
  cartGone: 'Your cart was ordered or emptied in another window, so there was nothing to change here.',
  /** A code for a cart that has nothing to apply it to: kept for the next add (spec §4's coupon-code cookie). */
  couponHeld: (code: string) => `The coupon code ${code} will be applied when you add a product to your cart.`,
  /** A cart filled elsewhere (another device, another client of the backend) may break §5's rules: it is not ordered. */
  mixedCart:
    'Your cart holds training and regular products together. They are ordered separately: please remove one kind.',
  trainingDetailsMissing: (product: string) =>
    `${product} needs its training date and the student's name. Please remove it and add it again from its page.`,
  optionTooLong: (label: string, max: number) => `${label} can be at most ${max} characters long. Please shorten it.`,
  quantityOutOfRange: (product: string, max: number) =>
    `The quantity of ${product} must be a whole number from 1 to ${max}. Please change it.`,
  /** A line the stock no longer covers (sold out, or fewer left than the cart asks for) is not ordered. */
  soldOut: (product: string) => `${product} is out of stock. Please remove it from your cart to check out.`,
  notEnoughStock: (product: string) =>
    `${product} is not available in the quantity in your cart. Please lower the quantity or remove it to check out.`,
} as const

export const MAX_QUANTITY = 999
export const QUANTITY_DEBOUNCE_MS = 1000
export const COUPON_MAX_LENGTH = 64
export const OPTION_VALUE_MAX_LENGTH = 255
export const CART_IMAGE_SIZE = 170

export const SUPPORTED_PRODUCT_TYPES: ReadonlySet<string> = new Set([
  'SimpleProduct',
  'VirtualProduct',
  'ConfigurableProduct',
  'BundleProduct',
  'GroupedProduct',
  'DownloadableProduct',
])

export function unsupportedTypeError(typename: string): string | null {
  return SUPPORTED_PRODUCT_TYPES.has(typename) ? null : CART_MESSAGES.unsupported(typename)
}

/** A cart line as the training rule sees it; a configurable training is a course booked with its variant. */
export type TrainingKind = 'regular' | 'training' | 'configurable-training'

export function trainingKind(training: boolean, configurable: boolean): TrainingKind {
  if (!training) return 'regular'
  return configurable ? 'configurable-training' : 'training'
}

/**
 * Spec §5: a cart holding a configurable training takes no further add; otherwise training and regular products
 * never share a cart (another training may join a training that is not configurable).
 */
export function trainingMixError(cart: readonly TrainingKind[], addingTraining: boolean): string | null {
  if (cart.includes('configurable-training')) return CART_MESSAGES.trainingFirst
  if (!addingTraining && cart.includes('training')) return CART_MESSAGES.trainingFirst
  if (addingTraining && cart.includes('regular')) return CART_MESSAGES.regularFirst
  return null
}

type ItemPrices = {
  row_total: { value: number | null }
  total_item_discount?: { value: number | null } | null
} | null

export type ItemPrice = { regular: number; special: number; hasSpecial: boolean }

/** Spec §5: regular is the row total, special the total item discount (0 if absent); special shown when regular < special. */
export function cartItemPrice(prices: ItemPrices | undefined): ItemPrice | null {
  if (!prices) return null
  const regular = prices.row_total.value ?? 0
  const special = prices.total_item_discount?.value ?? 0
  return { regular, special, hasSpecial: regular < special }
}

/** The price the shopper pays for the row: the row total, or the special price when it applies. */
export function cartItemFinalPrice(price: ItemPrice | null): number {
  if (!price) return 0
  return price.hasSpecial ? price.special : price.regular
}

/** Spec §5: credit value per item is the final price divided by 10, rounded. */
export function creditValue(finalPrice: number): number {
  return Math.round(finalPrice / 10)
}

/** Magento's stock message for a sold-out source, and this backend's equivalents, become the shop's own text. */
const OUT_OF_STOCK_SOURCE_MESSAGES = [
  'There are no source items with the in stock status',
  'Product that you are trying to add is not available.',
  'Could not find specified product.',
  // A bundle whose chosen part is sold out (Magento's bundle type).
  'The required options you selected are not available.',
]

export function cartErrorMessage(message: string): string {
  const normalised = message.trim()
  return OUT_OF_STOCK_SOURCE_MESSAGES.some((source) => normalised.startsWith(source))
    ? CART_MESSAGES.optionUnavailable
    : normalised
}

/** Spec §5: applying an empty code removes the coupon instead. */
export function couponIntent(code: string | undefined): 'apply' | 'remove' {
  return code?.trim() ? 'apply' : 'remove'
}

/** Spec §3: only the first applied coupon is shown. */
export function currentCoupon(cart: Pick<Cart, 'applied_coupons'> | null | undefined): string | undefined {
  return cart?.applied_coupons?.find((coupon) => coupon?.code)?.code
}

/**
 * Spec §5 on a cart however it was filled: the shop's own adds keep these rules, but another device, another client
 * of the backend or an old order put back may not. Training and regular products apart, every training with its
 * date and student, whole quantities within the limit. The first rule broken, in words that say what to do; null when
 * the cart may be ordered.
 */
export function cartRuleError(cart: Pick<Cart, 'items'>): string | null {
  const items = cartItems(cart)
  const trainings = items.filter((item) => item.product.is_training)
  if (trainings.length > 0 && trainings.length < items.length) return CART_MESSAGES.mixedCart
  const undetailed = trainings.find((item) => !hasTrainingDetails(item))
  if (undetailed) return CART_MESSAGES.trainingDetailsMissing(productName(undetailed.product.name))
  const outOfRange = items.find(
    (item) => !Number.isInteger(item.quantity) || item.quantity < 1 || item.quantity > MAX_QUANTITY,
  )
  if (outOfRange) return CART_MESSAGES.quantityOutOfRange(productName(outOfRange.product.name), MAX_QUANTITY)
  const short = items.find((item) => stockShortfall(item) !== null)
  if (!short) return null
  const name = productName(short.product.name)
  return stockShortfall(short) === 'sold-out' ? CART_MESSAGES.soldOut(name) : CART_MESSAGES.notEnoughStock(name)
}

/**
 * What the stock no longer covers of a line (Magento's is_available): the product or its chosen variant sold out,
 * or fewer left than the line asks for. Null while it can be ordered.
 */
export function stockShortfall(item: CartItem): 'sold-out' | 'quantity' | null {
  if (item.is_available) return null
  const variant = 'configured_variant' in item ? item.configured_variant : null
  return (variant ?? item.product).stock_status === 'OUT_OF_STOCK' ? 'sold-out' : 'quantity'
}

/** A training line carries the date and the student's name it was booked with (its date and text options). */
function hasTrainingDetails(item: CartItem): boolean {
  const options = 'customizable_options' in item ? item.customizable_options : []
  const filled = (type: string) =>
    options.some((option) => option?.type === type && option.values.some((value) => value?.value?.trim()))
  return filled('date') && filled('field')
}

export function cartHasTraining(cart: Pick<Cart, 'items'> | null | undefined): boolean {
  return (cart?.items ?? []).some((item) => item?.product.is_training)
}

export function emptyCart(id = ''): Cart {
  return {
    id,
    email: null,
    is_virtual: false,
    total_quantity: 0,
    items: [],
    prices: null,
    applied_coupons: null,
    shipping_addresses: [],
    billing_address: null,
    available_payment_methods: null,
    selected_payment_method: null,
  }
}

export function cartItems(cart: Pick<Cart, 'items'> | null | undefined): CartItem[] {
  return (cart?.items ?? []).flatMap((item) => (item ? [item] : []))
}

/**
 * Options to show under an item: configurable choices, bundle picks, customizable values (training date, attendant).
 * A date option is written the store's way (4 mars 2031), not as the ISO date Magento keeps.
 */
export function cartItemOptions(item: CartItem, locale: string): { label: string; value: string }[] {
  const options: { label: string; value: string }[] = []
  if ('configurable_options' in item) {
    for (const option of item.configurable_options) {
      if (option) options.push({ label: option.option_label, value: option.value_label })
    }
  }
  if ('bundle_options' in item) {
    for (const option of item.bundle_options) {
      if (option) options.push({ label: option.label, value: partsText(option.values, (value) => value.label) })
    }
  }
  if ('links' in item) {
    // A download's links bought, under the product page's own heading of that choice: what the price includes.
    const titles = (item.links ?? []).flatMap((link) => (link?.title ? [link.title] : []))
    const heading = 'links_title' in item.product ? item.product.links_title : null
    if (titles.length > 0) options.push({ label: heading || 'Downloads', value: titles.join(', ') })
  }
  if ('customizable_options' in item) {
    const sorted = [...item.customizable_options].sort((a, b) => (a?.sort_order ?? 0) - (b?.sort_order ?? 0))
    for (const option of sorted) {
      if (!option) continue
      const value = option.values
        .map((entry) =>
          option.type === 'date' ? formatMagentoDate(entry?.value ?? '', locale, 'medium') : (entry?.value ?? ''),
        )
        .filter(Boolean)
        .join(', ')
      if (value) options.push({ label: optionLabel(option.label), value })
    }
  }
  return options
}

/** Spec §5: a quantity update counts only when the quantity is greater than 0; otherwise the old one stays. */
export function isQuantityUpdate(quantity: number): boolean {
  return quantity > 0
}

/** A customizable option as the product page names it: a training's Attendant name is the student's name (spec §5). */
export function optionLabel(title: string | null | undefined): string {
  return title === 'Attendant name' ? "Student's name" : (title ?? 'This field')
}

/** A bundle option's chosen parts as a line shows them: "2 × Argan oil, Shampoo" (a quantity only above one per set). */
function partsText<Part extends { quantity: number }>(parts: readonly (Part | null)[], name: (part: Part) => string) {
  return parts
    .flatMap((part) => (part ? [`${part.quantity > 1 ? `${part.quantity} × ` : ''}${name(part)}`] : []))
    .join(', ')
}

type OrderItemLike = {
  selected_options?: readonly ({ label: string; value: string } | null)[] | null
  entered_options?: readonly ({ label: string; value: string } | null)[] | null
  bundle_options?:
    | readonly ({
        label: string
        values: readonly ({ product_name: string; quantity: number } | null)[] | null
      } | null)[]
    | null
  downloadable_links?: readonly ({ title: string | null } | null)[] | null
  /** The product's heading of its links (DownloadableProduct.links_title), when the backend still has the product. */
  product?: { links_title?: string | null } | null
}

/**
 * Options to show under a placed order's item, in the cart's order: the configurable choices, a bundle's parts, a
 * download's links, then what the shopper typed (a training's date and attendant).
 */
export function orderItemOptions(item: OrderItemLike, locale: string): { label: string; value: string }[] {
  const titles = (item.downloadable_links ?? []).flatMap((link) => (link?.title ? [link.title] : []))
  return [
    ...(item.selected_options ?? []).flatMap((option) => (option ? [orderItemOption(option, locale)] : [])),
    ...(item.bundle_options ?? []).flatMap((option) => {
      const value = partsText(option?.values ?? [], (part) => part.product_name)
      return option && value ? [{ label: option.label, value }] : []
    }),
    ...(titles.length > 0 ? [{ label: item.product?.links_title || 'Downloads', value: titles.join(', ') }] : []),
    ...(item.entered_options ?? []).flatMap((option) => (option ? [orderItemOption(option, locale)] : [])),
  ]
}

/**
 * An option of a placed order as the cart showed it: the product page's name for it, and a date (Magento keeps the
 * ISO date the shopper chose, without saying the option is one) written the store's way.
 */
function orderItemOption(option: { label: string; value: string }, locale: string) {
  const value = /^\d{4}-\d{2}-\d{2}( 00:00:00)?$/.test(option.value)
    ? formatMagentoDate(option.value.slice(0, 10), locale, 'medium')
    : option.value
  return { label: optionLabel(option.label), value }
}
