import type { CartItemInput } from '~graphql/generated'
import { CART_MESSAGES, TRAINING_BOOKING_YEARS, optionLabel, unsupportedTypeError } from './cart'
import type { AddToCartInput } from './cart.schema'
import { type OptionSelection, type ProductDetails, parseSelection, resolveVariant } from './product'
import { productName } from './product-url'

/**
 * The rules of spec §5 for an add to the cart, in the browser (the product page's form) and the worker alike: a
 * module apart from cart.ts, so that pages showing a cart do not carry the product's add rules in their code.
 */

export type CanAddInput = {
  typename: string
  /** For configurable products: whether every option is chosen and matches a variant. */
  hasVariant?: boolean
  stockStatus: string | null | undefined
  onlyLeft: number | null | undefined
  quantity: number
}

/**
 * Spec §5 can-add rule: a configurable product needs a chosen variant; then the product (or the variant) must be
 * in stock and the quantity must not exceed only_x_left_in_stock when that is set. Null means it can be added.
 * A sold-out variant is the source's out-of-stock case, which spec §8 words as the option being unavailable.
 */
export function canAddError({ typename, hasVariant, stockStatus, onlyLeft, quantity }: CanAddInput): string | null {
  if (typename === 'ConfigurableProduct' && !hasVariant) return CART_MESSAGES.chooseOptions
  if (stockStatus !== 'IN_STOCK') {
    return typename === 'ConfigurableProduct' ? CART_MESSAGES.optionUnavailable : CART_MESSAGES.notInStock
  }
  if (typeof onlyLeft === 'number' && onlyLeft > 0 && quantity > onlyLeft) return CART_MESSAGES.tooMany(onlyLeft)
  return null
}

export function canAddToCart(input: CanAddInput): boolean {
  return canAddError(input) === null
}

/** A training booking needs both its date and the student's name. */
export function trainingDetailsError(date: string | undefined, name: string | undefined): string | null {
  return date?.trim() && name?.trim() ? null : CART_MESSAGES.trainingDetails
}

/** Today as the date field writes it (UTC: at most a few hours lenient around midnight in Europe). */
export function todayIsoDate(now = new Date()): string {
  return now.toISOString().slice(0, 10)
}

/** The last day a training can be booked for, today being `today` (trainings are planned a few years ahead at most). */
export function lastTrainingDate(today = todayIsoDate()): string {
  return `${Number(today.slice(0, 4)) + TRAINING_BOOKING_YEARS}${today.slice(4)}`
}

/** A training is booked for a real day (no 31 February), from today on and within the booking years. */
export function trainingDateError(date: string, today = todayIsoDate()): string | null {
  const parsed = /^\d{4}-\d{2}-\d{2}$/.test(date) ? new Date(`${date}T00:00:00Z`) : null
  if (!parsed || Number.isNaN(parsed.getTime()) || parsed.toISOString().slice(0, 10) !== date)
    return CART_MESSAGES.trainingDetails
  if (date < today) return CART_MESSAGES.trainingDatePast
  return date > lastTrainingDate(today) ? CART_MESSAGES.trainingDateFar : null
}

/**
 * The backend's cart items for one add-to-cart submission, built from the product's own data: uids and child SKUs
 * the product does not offer are ignored, so forged values end as the matching rule's message, not a backend error.
 * Throws CartError-shaped messages as plain Errors with the spec's texts.
 *
 * `posted`: the whole form as sent. A configurable product's option radios belong to the add form (named by
 * attribute, as in the page's address: `color=12`), so what the shopper ticked is added even where the page has not
 * followed the choice yet (without JavaScript, before "Show selection"); it wins over the `selected` uids, which
 * are the page's choice when it was rendered.
 */
export function cartItemsFor(
  product: ProductDetails,
  input: AddToCartInput,
  posted?: URLSearchParams,
): CartItemInput[] {
  const typeError = unsupportedTypeError(product.__typename)
  if (typeError) throw new CartRuleError(typeError)
  const sku = product.sku ?? input.sku
  const quantity = input.quantity ?? 1
  const chosen = new Set((input.selected ?? []).filter((uid): uid is string => Boolean(uid)))
  // The product's own choices (a variant, a bundle's parts, links) are judged first, then what the shopper typed
  // (a training's date and attendant): a training without its format is asked for the format, not for the date.
  const entered = () => enteredOptions(product, input)

  switch (product.__typename) {
    case 'GroupedProduct': {
      const children = (product.grouped ?? []).flatMap((item) => (item?.product?.sku ? [item.product] : []))
      const wanted = (input.grouped ?? []).flatMap((entry) => {
        const child = children.find((candidate) => candidate.sku === entry.sku)
        return child && (entry.quantity ?? 0) > 0 ? [{ child, quantity: entry.quantity ?? 0 }] : []
      })
      if (wanted.length === 0) throw new CartRuleError(CART_MESSAGES.groupedNone)
      for (const { child, quantity: childQuantity } of wanted) {
        const error = canAddError({
          typename: 'SimpleProduct',
          stockStatus: child.stock_status,
          onlyLeft: child.only_x_left_in_stock,
          quantity: childQuantity,
        })
        if (error) throw new CartRuleError(`${productName(child.name)}: ${error}`)
      }
      return wanted.map(({ child, quantity: childQuantity }) => ({ sku: child.sku ?? '', quantity: childQuantity }))
    }
    case 'ConfigurableProduct': {
      const values = (product.configurable_options ?? []).flatMap((option) =>
        (option?.values ?? []).flatMap((value) =>
          value?.uid && option?.attribute_code && value.value_index !== null
            ? [{ uid: value.uid, code: option.attribute_code, valueIndex: value.value_index }]
            : [],
        ),
      )
      const selection: OptionSelection = {
        ...Object.fromEntries(
          values.filter((value) => chosen.has(value.uid)).map((value) => [value.code, value.valueIndex]),
        ),
        ...(posted ? parseSelection(posted, product.configurable_options) : {}),
      }
      const picked = values.filter((value) => selection[value.code] === value.valueIndex)
      const variant = resolveVariant(product.configurable_options, product.variants, selection)
      const error = canAddError({
        typename: product.__typename,
        hasVariant: Boolean(variant),
        stockStatus: variant?.stock_status,
        onlyLeft: variant?.only_x_left_in_stock,
        quantity,
      })
      if (error) throw new CartRuleError(error)
      return [{ sku, quantity, selected_options: picked.map((value) => value.uid), ...entered() }]
    }
    case 'BundleProduct': {
      const options = (product.items ?? []).flatMap((item) => item?.options ?? [])
      const picked = [...chosen].flatMap((uid) => {
        const option = options.find((candidate) => candidate?.uid === uid)
        return option ? [option] : []
      })
      // A radio or select option takes one part (the page offers no more); a form sending two is refused.
      const overchosen = (product.items ?? []).some(
        (item) =>
          (item?.type === 'radio' || item?.type === 'select') &&
          (item.options ?? []).filter((option) => option?.uid && chosen.has(option.uid)).length > 1,
      )
      if (overchosen) throw new CartRuleError(CART_MESSAGES.onePartPerOption)
      requireOwnStock(product, quantity)
      // The page offers a sold-out part disabled; a form that sends it anyway gets the same answer as the backend's.
      if (picked.some((option) => option.product?.stock_status !== 'IN_STOCK'))
        throw new CartRuleError(CART_MESSAGES.optionUnavailable)
      return [{ sku, quantity, selected_options: picked.map((option) => option.uid ?? ''), ...entered() }]
    }
    case 'DownloadableProduct': {
      const offered = new Set(
        (product.downloadable_product_links ?? []).flatMap((link) => (link?.uid ? [link.uid] : [])),
      )
      const links = [...chosen].filter((uid) => offered.has(uid))
      if (product.links_purchased_separately === 1 && offered.size > 0 && links.length === 0)
        throw new CartRuleError(CART_MESSAGES.chooseLinks)
      requireOwnStock(product, quantity)
      return [{ sku, quantity, ...(links.length > 0 ? { selected_options: links } : {}), ...entered() }]
    }
    default: {
      requireOwnStock(product, quantity)
      return [{ sku, quantity, ...entered() }]
    }
  }
}

/** Spec §5 can-add rule for a product sold as itself: in stock, and no more than only_x_left_in_stock. */
function requireOwnStock(product: ProductDetails, quantity: number): void {
  const error = canAddError({
    typename: product.__typename,
    stockStatus: product.stock_status,
    onlyLeft: product.only_x_left_in_stock,
    quantity,
  })
  if (error) throw new CartRuleError(error)
}

/** A rule of spec §5 refused the add; its message is the shopper's. */
export class CartRuleError extends Error {
  override name = 'CartRuleError'
}

/** Customizable options (a training's Date and Attendant name) by the product's own uids; training needs both. */
function enteredOptions(product: ProductDetails, input: AddToCartInput): Pick<CartItemInput, 'entered_options'> {
  const options = 'options' in product ? (product.options ?? []).flatMap((option) => (option ? [option] : [])) : []
  const valueOf = (uid: string) => input.entered?.find((entry) => entry.uid === uid)?.value?.trim() ?? ''
  if (product.is_training) {
    const date = options.find((option) => option.__typename === 'CustomizableDateOption')
    const name = options.find((option) => option.__typename === 'CustomizableFieldOption')
    const error = trainingDetailsError(date && valueOf(date.uid), name && valueOf(name.uid))
    if (error) throw new CartRuleError(error)
    const dateError = date ? trainingDateError(valueOf(date.uid)) : null
    if (dateError) throw new CartRuleError(dateError)
  }
  const missing = options.find((option) => option.required && !valueOf(option.uid))
  if (missing) throw new CartRuleError(`Please fill in ${missing.title ?? 'the required option'}.`)
  for (const option of options) {
    const max = option.__typename === 'CustomizableFieldOption' ? (option.fieldValue?.max_characters ?? 0) : 0
    // Counted as the field's maxlength counts (UTF-16 units): what the form let through is not refused here.
    if (max > 0 && valueOf(option.uid).length > max)
      throw new CartRuleError(CART_MESSAGES.optionTooLong(optionLabel(option.title), max))
  }
  const entered = options.flatMap((option) =>
    valueOf(option.uid) ? [{ uid: option.uid, value: valueOf(option.uid) }] : [],
  )
  return entered.length > 0 ? { entered_options: entered } : {}
}
