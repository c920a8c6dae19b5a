import type { FieldMetadata } from '@conform-to/react'
import { ChoiceGroup } from '~/components/choice-group'
import { SHIPPING_METHODS_ANCHOR } from '~/lib/checkout'
import { type ShippingMethod, shippingMethodKey } from '~/lib/checkout'
import { formatMoney } from '~/lib/price'

/** The methods available for the saved address, as a radio group, priced as the order summary prices shipping. */
export function ShippingMethods({
  field,
  methods,
  selected,
  locale,
}: {
  field: FieldMetadata<string | undefined>
  methods: ShippingMethod[]
  selected: string | undefined
  locale: string
}) {
  return (
    <ChoiceGroup id={SHIPPING_METHODS_ANCHOR} legend="Shipping method" field={field} focusAfterUpdate>
      {methods.map((method) => {
        const key = shippingMethodKey(method)
        const inclTax = method.price_incl_tax?.value ?? null
        return (
          <label key={key} className="flex items-center gap-3 rounded border border-stone-300 p-3">
            <input
              type="radio"
              name={field.name}
              value={key}
              defaultChecked={key === (field.initialValue ?? selected)}
            />
            <span className="flex-1">
              {method.carrier_title} – {method.method_title}
            </span>
            {/* The same price as the order summary's shipping (excl. tax), with what it comes to with tax. */}
            <span className="text-right">
              {formatMoney(method.amount.value, method.amount.currency, locale)}
              {inclTax !== null && inclTax !== method.amount.value ? (
                <span className="block text-xs text-stone-600">
                  {formatMoney(inclTax, method.amount.currency, locale)} incl. tax
                </span>
              ) : null}
            </span>
          </label>
        )
      })}
    </ChoiceGroup>
  )
}
