import { useEffect, useRef } from 'react'
import { Form, useSearchParams, useSubmit } from 'react-router'
import { parseWishlistItemId } from '~/lib/wishlist/wishlist'
import { type ConfigurableDetails, type OptionSelection, isValueAvailable } from '~/lib/product'

type ProductOptionsProps = {
  product: ConfigurableDetails
  selection: OptionSelection
  /** Set when Add to cart was refused for options not chosen: the id of that message. */
  missingErrorId?: string
}

/**
 * The choice lives in the address (`?color=1&size=12`): a GET form that works without JavaScript through
 * 'Show selection', and with JavaScript replaces the history entry on every change.
 */
export function ProductOptions({ product, selection, missingErrorId }: ProductOptionsProps) {
  const submit = useSubmit()
  // Arriving from the wishlist, the item id stays in the address while options change (see the add-to-cart form).
  const wishlistItem = parseWishlistItemId(useSearchParams()[0].get('wishlist'))
  const options = (product.configurable_options ?? []).flatMap((option) => (option?.attribute_code ? [option] : []))
  const form = useRef<HTMLFormElement>(null)
  // A choice made before this code arrived fired no change event here: it is sent now, so the page (price, stock,
  // the add and the wishlist) follows what the shopper sees checked.
  useEffect(() => {
    const element = form.current
    const changed = element?.querySelectorAll<HTMLInputElement>('input[type="radio"]')
    if (element && [...(changed ?? [])].some((radio) => radio.checked !== radio.defaultChecked))
      void submit(element, { method: 'get', replace: true, preventScrollReset: true })
  }, [submit])
  return (
    <Form
      ref={form}
      method="get"
      replace
      preventScrollReset
      className="space-y-4"
      onChange={(event) => void submit(event.currentTarget, { method: 'get', replace: true, preventScrollReset: true })}
    >
      {wishlistItem ? <input type="hidden" name="wishlist" value={wishlistItem} /> : null}
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
                      name={code}
                      value={value.value_index}
                      defaultChecked={selection[code] === value.value_index}
                    />
                    {value.label}
                    {available ? null : <span className="text-stone-400"> (not in stock)</span>}
                  </label>
                )
              })}
            </div>
          </fieldset>
        )
      })}
      {/* Without JavaScript the choice reaches the page (price, stock, the add) only through this button: the
          add form cannot send the ticked options, so the shopper is told the order of the two steps. */}
      <p id="show-selection-hint" className="text-sm text-stone-600 [html:not(.no-js)_&]:hidden">
        Choose your options, then press Show selection before you add the product to your cart.
      </p>
      <button
        type="submit"
        aria-describedby="show-selection-hint"
        className="rounded-full border border-stone-900 px-5 py-2 text-sm [html:not(.no-js)_&]:hidden"
      >
        Show selection
      </button>
    </Form>
  )
}
