import { getInputProps } from '@conform-to/react'
import { useEffect, useRef, useState } from 'react'
import { useLocation, useNavigate } from 'react-router'
import { useCartContext } from '~/components/cart/cart-context'
import { useCartFetcher } from '~/components/cart/cart-fetcher'
import { JsFlag } from '~/components/cart/js-flag'
import { FieldError, FormError } from '~/components/form'
import { useValidatedForm } from '~/components/use-validated-form'
import { CART_MESSAGES, OPTION_VALUE_MAX_LENGTH, optionLabel } from '~/lib/cart'
import { CartRuleError, cartItemsFor, lastTrainingDate, todayIsoDate } from '~/lib/cart-add'
import { FORM_CONSTRAINTS } from '~/lib/forms/constraints'
import { type OptionSelection, type ProductDetails, bundleSelectionPrice } from '~/lib/product'
import { formatMoney } from '~/lib/price'
import { productName } from '~/lib/product-url'
import { GroupedMember } from './product-type-details'
import { parseWishlistItemId } from '~/lib/wishlist/wishlist'
import { STORES, type StoreCode } from '~/lib/stores'
import { notify } from '~/state/notifications'
import { setToggle } from '~/state/ui'
import { pendingButtonProps } from '~/components/pending-button'

type Props = {
  product: ProductDetails
  store: StoreCode
  selection: OptionSelection
  /** Told whether the last try was refused for options not chosen, so the option groups can say so too. */
  onOptionsMissing?: (missing: boolean) => void
}

/** The id of the add-to-cart form's own error, which the option groups point to when options are missing. */
export const addToCartErrorId = (product: Pick<ProductDetails, 'uid'>) => `add-to-cart-${product.uid}-error`
/** The add form's id: a configurable product's option radios belong to it from outside (product-options.tsx). */
export const addToCartFormId = (product: Pick<ProductDetails, 'uid'>) => `add-to-cart-${product.uid}`

const CONTROL = 'w-full rounded border border-stone-300 px-3 py-2 aria-invalid:border-red-600'

/**
 * Add to cart for every product type: the chosen variant's option uids, bundle picks, grouped quantities and a
 * training's date and student name. The browser checks the same rules as the server before sending.
 */
export function AddToCartForm({ product, store, selection, onOptionsMissing }: Props) {
  const location = useLocation()
  const navigate = useNavigate()
  const { addResult } = useCartContext()
  const fetcher = useCartFetcher((answer) => {
    if (answer.ok && answer.message) {
      notify({ message: answer.message, type: 'success', title: 'Cart' })
      setToggle('cartSidebar', true)
      // The wishlist item has left the wishlist: a further add from this page is an ordinary one.
      if (wishlistItem) {
        const search = new URLSearchParams(location.search)
        search.delete('wishlist')
        const rest = search.toString()
        void navigate(`${location.pathname}${rest ? `?${rest}` : ''}`, { replace: true, preventScrollReset: true })
      }
    } else if (!answer.ok) {
      notify({
        // The form's own message, else the first field's (a grouped row's quantity, say).
        message:
          answer.result.error?.['']?.[0] ??
          Object.values(answer.result.error ?? {}).flat()[0] ??
          'The product could not be added to your cart.',
        type: 'danger',
        ...(answer.title ? { title: answer.title } : {}),
      })
    }
  })
  // Spec §4: arriving from the wishlist (`?wishlist={item id}`), the add also takes the item off the wishlist.
  const wishlistItem = parseWishlistItemId(new URLSearchParams(location.search).get('wishlist'))
  const stored = addResult?.sku === product.sku ? addResult.result : undefined
  const { form, fields, formProps } = useValidatedForm({
    id: addToCartFormId(product),
    lastResult: fetcher.state === 'idle' ? (fetcher.data?.result ?? stored) : undefined,
    constraint: FORM_CONSTRAINTS.addToCart,
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onInput',
    loadSchema: () => import('~/lib/cart.schema'),
    // Client-side the product's own rules run too (variant, stock, training details); the server repeats them.
    schema: (module) =>
      module.AddToCartSchema.superRefine((value, context) => {
        try {
          cartItemsFor(product, value)
        } catch (error) {
          if (error instanceof CartRuleError) context.addIssue({ code: 'custom', message: error.message, path: [] })
        }
      }),
  })
  const optionsMissing = form.errors?.includes(CART_MESSAGES.chooseOptions) ?? false
  useEffect(() => onOptionsMissing?.(optionsMissing), [optionsMissing, onOptionsMissing])
  const chosenUids = chosenOptionUids(product, selection)
  // A refusal shown here was about the choice it was sent with. Another choice (the address follows the option
  // radios) is checked again, so "Please choose the product options first." or an unavailable variant's message
  // does not stay beside a choice it is not about.
  const choice = chosenUids.join(' ')
  const checkedChoice = useRef(choice)
  const shownErrors = Boolean(form.errors?.length)
  useEffect(() => {
    if (checkedChoice.current === choice) return
    checkedChoice.current = choice
    if (shownErrors) form.validate()
  }, [choice, shownErrors, form])
  const isGrouped = product.__typename === 'GroupedProduct'
  // Sold out altogether: nothing to add (the stock line says so), as the listing's card offers no button. The form
  // stays, empty of its quantity and button: the wishlist heart and "Show selection" are sent with it.
  const soldOut = product.stock_status === 'OUT_OF_STOCK'
  const pending = fetcher.state !== 'idle'
  const name = productName(product.name)
  const { key: quantityKey, ...quantityProps } = getInputProps(fields.quantity, { type: 'number' })

  return (
    <fetcher.Form
      method="post"
      action={`/${store}/cart/add`}
      // A move from the wishlist changes the wishlist too: the layout then loads it afresh.
      defaultShouldRevalidate={Boolean(wishlistItem)}
      {...formProps}
      aria-label={`Add ${name} to cart`}
      className="space-y-4"
    >
      <JsFlag />
      <input type="hidden" name="sku" value={product.sku ?? ''} />
      <input type="hidden" name="returnTo" value={`${location.pathname}${location.search}`} />
      {/* A refusal without JavaScript comes back to this form (routes/cart-actions.tsx). */}
      <input type="hidden" name="anchor" value={addToCartFormId(product)} />
      {wishlistItem ? <input type="hidden" name="wishlist" value={wishlistItem} /> : null}
      {product.__typename === 'ConfigurableProduct' ? (
        // The option radios' names, so a refusal without JavaScript comes back with what was ticked.
        <input type="hidden" name="choice" value={optionCodes(product).join(' ')} />
      ) : null}
      {chosenUids.map((uid, index) => (
        <input key={uid} type="hidden" name={`selected[${index}]`} value={uid} />
      ))}
      {product.__typename === 'BundleProduct' ? (
        <BundleChoices product={product} initial={stored?.initialValue} locale={STORES[store].iso} />
      ) : null}
      {/* A sold-out set has no Add to cart: no quantities to fill in either. */}
      {isGrouped && !soldOut ? (
        <GroupedQuantities product={product} store={store} initial={stored?.initialValue} errors={form.allErrors} />
      ) : null}
      {product.__typename === 'DownloadableProduct' ? (
        <DownloadableLinks product={product} initial={stored?.initialValue} locale={STORES[store].iso} />
      ) : null}
      <TrainingFields
        product={product}
        initial={stored?.initialValue}
        entered={Array.isArray(form.value?.entered) ? form.value.entered : undefined}
        missing={form.errors?.includes(CART_MESSAGES.trainingDetails) ?? false}
        dateRefused={DATE_REFUSALS.some((message) => form.errors?.includes(message))}
        errorId={addToCartErrorId(product)}
      />
      {isGrouped || soldOut ? null : (
        <div className="w-32 space-y-1">
          <label htmlFor={fields.quantity.id} className="block text-sm font-medium">
            Quantity
          </label>
          <input
            {...quantityProps}
            key={quantityKey}
            defaultValue={fields.quantity.initialValue ?? '1'}
            className={CONTROL}
          />
          <FieldError id={fields.quantity.errorId} errors={fields.quantity.errors} />
        </div>
      )}
      {/* The browser's rule check and the schema may name the same problem. */}
      <FormError id={addToCartErrorId(product)} errors={form.errors ? [...new Set(form.errors)] : undefined} />
      {soldOut ? null : (
        <button
          type="submit"
          {...pendingButtonProps(pending)}
          className="w-full rounded-full bg-stone-900 px-6 py-3 font-medium text-white hover:bg-stone-700 aria-disabled:opacity-60 sm:w-auto"
        >
          Add to cart
        </button>
      )}
    </fetcher.Form>
  )
}

type Initial = Record<string, unknown> | null | undefined

function initialAt(initial: Initial, path: (string | number)[]): string | undefined {
  let current: unknown = initial
  for (const key of path) {
    if (current === null || typeof current !== 'object') return undefined
    current = (current as Record<string | number, unknown>)[key]
  }
  return typeof current === 'string' ? current : undefined
}

function optionCodes(product: Extract<ProductDetails, { __typename: 'ConfigurableProduct' }>): string[] {
  return (product.configurable_options ?? []).flatMap((option) =>
    option?.attribute_code ? [option.attribute_code] : [],
  )
}

/** The uids of the values chosen in the address, so the backend gets exactly that variant. */
function chosenOptionUids(product: ProductDetails, selection: OptionSelection): string[] {
  if (product.__typename !== 'ConfigurableProduct') return []
  return (product.configurable_options ?? []).flatMap((option) => {
    const code = option?.attribute_code
    if (!code || selection[code] === undefined) return []
    const value = option.values?.find((entry) => entry?.value_index === selection[code])
    return value?.uid ? [value.uid] : []
  })
}

type Bundle = Extract<ProductDetails, { __typename: 'BundleProduct' }>

/**
 * One radio group per single-choice option, checkboxes for multiple choice; defaults pre-selected. Each part says
 * its price, and the set's price follows the choice (the server's page shows the one chosen to begin with).
 */
function BundleChoices({ product, initial, locale }: { product: Bundle; initial: Initial; locale: string }) {
  const items = [...(product.items ?? [])]
    .sort((a, b) => (a?.position ?? 0) - (b?.position ?? 0))
    .flatMap((item) => (item ? [item] : []))
  // Each radio group is one `selected[n]`; each checkbox its own.
  const firstSlots = items.reduce<number[]>((slots, item, position) => {
    const previous = items[position - 1]
    const used = previous ? (isMultiple(previous.type) ? (previous.options ?? []).length : 1) : 0
    return [...slots, (slots[position - 1] ?? 0) + used]
  }, [])
  const checkedAt = (option: { uid: string; is_default: boolean | null; soldOut: boolean }, slot: number) => {
    const saved = initialAt(initial, ['selected', slot])
    // A sold-out default is not chosen for the shopper: it could not be sent (a disabled control is not).
    return saved !== undefined ? saved === option.uid : Boolean(option.is_default) && !option.soldOut
  }
  const [chosen, setChosen] = useState(() =>
    items.flatMap((item, position) =>
      (item.options ?? []).flatMap((option, optionIndex) => {
        if (!option?.uid) return []
        const slot = isMultiple(item.type) ? (firstSlots[position] ?? 0) + optionIndex : (firstSlots[position] ?? 0)
        const soldOut = option.product?.stock_status === 'OUT_OF_STOCK'
        return checkedAt({ uid: option.uid, is_default: option.is_default, soldOut }, slot) ? [option.uid] : []
      }),
    ),
  )
  const price = bundleSelectionPrice(product, chosen)
  const choices = useRef<HTMLDivElement>(null)
  const readChoice = () => {
    const inputs = choices.current?.querySelectorAll<HTMLInputElement>('input[name^="selected["]:checked') ?? []
    setChosen(Array.from(inputs, (input) => input.value))
  }
  // A part chosen before the page's code ran (no change event reaches React then) counts too.
  useEffect(readChoice, [])
  return (
    <div ref={choices} className="space-y-3" onChange={readChoice}>
      {items.map((item, position) => {
        const multiple = isMultiple(item.type)
        const firstSlot = firstSlots[position] ?? 0
        return (
          <fieldset key={item.uid} className="space-y-1">
            <legend className="font-medium">
              {item.title}
              {item.required ? ' (required)' : ''}
            </legend>
            {(item.options ?? []).map((option, optionIndex) => {
              if (!option?.uid) return null
              const slot = multiple ? firstSlot + optionIndex : firstSlot
              const soldOut = option.product?.stock_status === 'OUT_OF_STOCK'
              const checked = checkedAt({ uid: option.uid, is_default: option.is_default, soldOut }, slot)
              return (
                <label key={option.uid} className="flex min-h-11 items-center gap-2 text-sm">
                  <input
                    className="size-5 shrink-0"
                    type={multiple ? 'checkbox' : 'radio'}
                    name={`selected[${slot}]`}
                    value={option.uid}
                    defaultChecked={checked}
                    disabled={soldOut}
                  />
                  {option.quantity && option.quantity > 1 ? `${option.quantity} × ` : ''}
                  {productName(option.label)}
                  {product.dynamic_price !== false && option.price !== null ? (
                    <span className="text-stone-600">{formatMoney(option.price, 'EUR', locale)}</span>
                  ) : null}
                  {soldOut ? <span className="text-red-700">(not in stock)</span> : null}
                </label>
              )
            })}
          </fieldset>
        )
      })}
      {price !== null ? (
        <p className="text-sm" aria-live="polite">
          Price of your selection: <b>{formatMoney(price, 'EUR', locale)}</b> excl. VAT
        </p>
      ) : null}
    </div>
  )
}

const isMultiple = (type: string | null | undefined) => type === 'checkbox' || type === 'multi'

type Downloadable = Extract<ProductDetails, { __typename: 'DownloadableProduct' }>

/** Links sold separately are chosen here (the first is ticked to start with); each adds its price. */
function DownloadableLinks({ product, initial, locale }: { product: Downloadable; initial: Initial; locale: string }) {
  if (product.links_purchased_separately !== 1) return null
  const links = [...(product.downloadable_product_links ?? [])]
    .sort((a, b) => (a?.sort_order ?? 0) - (b?.sort_order ?? 0))
    .flatMap((link) => (link?.uid ? [{ uid: link.uid, title: link.title, price: link.price }] : []))
  if (links.length === 0) return null
  const sent = links.some((_, index) => initialAt(initial, ['selected', index]) !== undefined)
  return (
    <fieldset className="space-y-1">
      <legend className="font-medium">{product.links_title || 'Downloads'}</legend>
      {links.map((link, index) => (
        <label key={link.uid} className="flex min-h-11 items-center gap-2 text-sm">
          <input
            className="size-5 shrink-0"
            type="checkbox"
            name={`selected[${index}]`}
            value={link.uid}
            defaultChecked={sent ? initialAt(initial, ['selected', index]) === link.uid : index === 0}
          />
          {link.title}
          {link.price ? <span className="text-stone-600">+ {formatMoney(link.price, 'EUR', locale)}</span> : null}
        </label>
      ))}
    </fieldset>
  )
}

type Grouped = Extract<ProductDetails, { __typename: 'GroupedProduct' }>

/**
 * A set's products, each with its picture, name, price and stock beside the quantity to add: one list, the set's
 * only one while it can be added (a sold-out set shows its products without quantities, product-type-details.tsx).
 */
function GroupedQuantities({
  product,
  store,
  initial,
  errors,
}: {
  product: Grouped
  store: StoreCode
  initial: Initial
  /** The form's errors by field name: a row's own is at `grouped[{index}].quantity`. */
  errors: Record<string, string[]>
}) {
  const children = [...(product.grouped ?? [])]
    .sort((a, b) => (a?.position ?? 0) - (b?.position ?? 0))
    .flatMap((item) => (item?.product?.sku ? [{ child: item.product, qty: item.qty ?? 1 }] : []))
  return (
    <fieldset className="space-y-2">
      <legend className="text-lg font-semibold">In this set</legend>
      <ul className="divide-y divide-stone-200 rounded-lg border border-stone-200">
        {children.map(({ child, qty }, index) => {
          const soldOut = child.stock_status === 'OUT_OF_STOCK'
          const id = `grouped-${child.uid}`
          const rowErrors = errors[`grouped[${index}].quantity`]
          return (
            <li key={child.uid} className="space-y-1 p-3">
              <div className="flex items-center gap-3">
                <GroupedMember product={child} store={store} />
                <input type="hidden" name={`grouped[${index}].sku`} value={child.sku ?? ''} />
                <label htmlFor={id} className="sr-only">
                  Quantity of {productName(child.name)}
                </label>
                <input
                  id={id}
                  type="number"
                  name={`grouped[${index}].quantity`}
                  min={0}
                  max={999}
                  defaultValue={initialAt(initial, ['grouped', index, 'quantity']) ?? (soldOut ? '0' : String(qty))}
                  disabled={soldOut}
                  aria-invalid={rowErrors?.length ? true : undefined}
                  aria-describedby={rowErrors?.length ? `${id}-error` : undefined}
                  className="w-20 shrink-0 rounded border border-stone-300 px-2 py-2 aria-invalid:border-red-600"
                />
              </div>
              <FieldError id={`${id}-error`} errors={rowErrors} />
            </li>
          )
        })}
      </ul>
    </fieldset>
  )
}

type ProductOption = NonNullable<Extract<ProductDetails, { options?: unknown }>['options']>[number]

/** A text option's own limit (the product's max_characters), else the form's. */
function maxCharacters(option: NonNullable<ProductOption>): number {
  const max = option.__typename === 'CustomizableFieldOption' ? (option.fieldValue?.max_characters ?? 0) : 0
  return max > 0 ? Math.min(max, OPTION_VALUE_MAX_LENGTH) : OPTION_VALUE_MAX_LENGTH
}

/** The add's refusals of a training's date, which the date field points to. */
const DATE_REFUSALS: readonly string[] = [CART_MESSAGES.trainingDatePast, CART_MESSAGES.trainingDateFar]

type TrainingFieldsProps = {
  product: ProductDetails
  initial: Initial
  /** What the form holds now (conform's value), to tell which detail is missing. */
  entered: readonly ({ value?: string } | undefined)[] | undefined
  /** The form's message says a detail is missing: the empty fields point to it. */
  missing: boolean
  /** The form's message refuses the date (past, or too far ahead): the date field points to it. */
  dateRefused: boolean
  errorId: string
}

/**
 * Spec §5: a training needs a date and the student's name (the product's Date and Attendant name options). Both are
 * announced as required; a `required` attribute would stop a form whose format is not chosen yet, which is asked
 * for first. When the form says a detail is missing, each empty field is marked invalid and described by it.
 */
function TrainingFields({ product, initial, entered, missing, dateRefused, errorId }: TrainingFieldsProps) {
  if (!product.is_training || !('options' in product)) return null
  const options = [...(product.options ?? [])]
    .sort((a, b) => (a?.sort_order ?? 0) - (b?.sort_order ?? 0))
    .flatMap((option) => (option ? [option] : []))
  return (
    <fieldset className="space-y-3 rounded-lg bg-stone-100 p-4">
      <legend className="sr-only">Training details</legend>
      <input type="hidden" name="training" value="1" />
      {options.map((option, index) => {
        const id = `training-${option.uid}`
        const isDate = option.__typename === 'CustomizableDateOption'
        const value = entered?.[index]?.value ?? initialAt(initial, ['entered', index, 'value'])
        const invalid = (missing && !value?.trim()) || (dateRefused && isDate)
        return (
          <div key={option.uid} className="space-y-1">
            <input type="hidden" name={`entered[${index}].uid`} value={option.uid} />
            <label htmlFor={id} className="block text-sm font-medium">
              {isDate ? 'Date' : optionLabel(option.title)}
            </label>
            <input
              id={id}
              name={`entered[${index}].value`}
              type={isDate ? 'date' : 'text'}
              min={isDate ? todayIsoDate() : undefined}
              max={isDate ? lastTrainingDate() : undefined}
              maxLength={isDate ? undefined : maxCharacters(option)}
              autoComplete={isDate ? 'off' : 'name'}
              defaultValue={initialAt(initial, ['entered', index, 'value'])}
              aria-required
              aria-invalid={invalid || undefined}
              aria-describedby={invalid ? errorId : undefined}
              className={CONTROL}
            />
          </div>
        )
      })}
    </fieldset>
  )
}
