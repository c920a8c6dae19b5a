import { useCallback, useEffect, useRef } from 'react'
import { useLocation, useNavigate, useSearchParams } from 'react-router'
import { addToCartFormId } from './add-to-cart-form'
import { parseWishlistItemId } from '~/lib/wishlist/wishlist'
import { type ConfigurableDetails, type OptionSelection, SHOW_SELECTION, isValueAvailable } from '~/lib/product'

type ProductOptionsProps = {
  product: ConfigurableDetails
  selection: OptionSelection
  /** Set when Add to cart was refused for options not chosen: the id of that message. */
  missingErrorId?: string
}

/**
 * The choice lives in the address (`?color=1&size=12`). The radios belong to the add-to-cart form, so Add to cart
 * sends what is ticked even before the page has followed it. Without JavaScript "Show selection" sends that form
 * marked as such: the page moves to the choice and keeps what was typed (routes/cart-actions.tsx); with JavaScript
 * every change replaces the history entry.
 */
export function ProductOptions({ product, selection, missingErrorId }: ProductOptionsProps) {
  const navigate = useNavigate()
  const { pathname } = useLocation()
  // Arriving from the wishlist, the item id stays in the address while options change (see the add-to-cart form).
  const wishlistItem = parseWishlistItemId(useSearchParams()[0].get('wishlist'))
  const options = (product.configurable_options ?? []).flatMap((option) => (option?.attribute_code ? [option] : []))
  const formId = addToCartFormId(product)
  const container = useRef<HTMLDivElement>(null)
  const follow = useCallback(() => {
    const radios = container.current?.querySelectorAll<HTMLInputElement>('input[type="radio"]:checked') ?? []
    const search = new URLSearchParams([...radios].map((radio) => [radio.name, radio.value]))
    if (wishlistItem) search.set('wishlist', wishlistItem)
    void navigate(`${pathname}?${search.toString()}`, { replace: true, preventScrollReset: true })
  }, [navigate, pathname, wishlistItem])
  // A choice made before this code arrived fired no change event here: it is sent now, so the page (price, stock,
  // the add and the wishlist) follows what the shopper sees checked.
  useEffect(() => {
    const changed = container.current?.querySelectorAll<HTMLInputElement>('input[type="radio"]')
    if ([...(changed ?? [])].some((radio) => radio.checked !== radio.defaultChecked)) follow()
  }, [follow])
  // An add refused for want of a choice takes the keyboard to the first group still to choose in, as a refused
  // form takes it to its first wrong field.
  useEffect(() => {
    if (missingErrorId)
      container.current?.querySelector<HTMLInputElement>('[role="radiogroup"][aria-invalid="true"] input')?.focus()
  }, [missingErrorId])
  return (
    <div ref={container} className="space-y-4" onChange={follow}>
      {/* The add form's default button: Enter in its quantity, date or name adds, as its own button does. A form's
          first submit button in the page is the one Enter presses, and "Show selection" below would otherwise be. */}
      <button type="submit" form={formId} hidden tabIndex={-1} aria-hidden="true" />
      {options.map((option) => {
        const code = option.attribute_code ?? ''
        // An unchosen group after a refused add is marked invalid and points to the refusal: its radios form a
        // radio group, which can be invalid (a single radio cannot), named by the fieldset's legend.
        const invalid = missingErrorId !== undefined && selection[code] === undefined
        const legendId = `option-${code}-legend`
        return (
          <fieldset key={option.uid} className="space-y-2">
            <legend id={legendId} className="font-medium">
              {option.label}
            </legend>
            <div
              role="radiogroup"
              aria-labelledby={legendId}
              aria-invalid={invalid || undefined}
              aria-describedby={invalid ? missingErrorId : undefined}
              className="flex flex-wrap gap-2 aria-invalid:rounded aria-invalid:outline aria-invalid:outline-offset-4 aria-invalid:outline-red-600"
            >
              {(option.values ?? []).map((value) => {
                if (!value || value.value_index === null) return null
                const available = isValueAvailable(product.variants, selection, code, value.value_index)
                return (
                  <label key={value.uid ?? value.value_index} className="swatch">
                    <input
                      type="radio"
                      form={formId}
                      name={code}
                      value={value.value_index}
                      defaultChecked={selection[code] === value.value_index}
                    />
                    {value.label}
                    {available ? null : <span className="text-stone-600"> (not in stock)</span>}
                  </label>
                )
              })}
            </div>
          </fieldset>
        )
      })}
      {/* Without JavaScript the page (price, stock, picture) follows the choice through this button; the add
          takes the ticked options either way. It sends the add form, which adds nothing then. */}
      <button
        type="submit"
        form={formId}
        formNoValidate
        name="intent"
        value={SHOW_SELECTION}
        className="rounded-full border border-stone-900 px-5 py-2 text-sm [html:not(.no-js)_&]:hidden"
      >
        Show selection
      </button>
    </div>
  )
}
