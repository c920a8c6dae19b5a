import type { ComponentProps } from 'react'
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { CartTotals } from '~/components/cart/cart-totals'

const euro = (value: number) => ({ value, currency: 'EUR' })

describe('the cart’s totals', () => {
  it('come in Magento’s order, as the order page and the mail have them: the tax on all of it after shipping', () => {
    const cart: ComponentProps<typeof CartTotals>['cart'] = {
      is_virtual: false,
      shipping_addresses: [
        {
          selected_shipping_method: { amount: euro(4.95) },
        },
      ],
      prices: {
        subtotal_excluding_tax: euro(332.4),
        applied_taxes: [{ label: 'VAT 21%', amount: euro(63.86) }],
        discounts: [{ label: 'Welcome 10%', amount: euro(33.24) }],
        grand_total: euro(367.97),
      },
    }
    const html = renderToString(<CartTotals cart={cart} locale="en-US" />)
    const labels = [...html.matchAll(/<dt[^>]*>([^<]*)<\/dt>/g)].map((match) => match[1])
    expect(labels).toEqual(['Subtotal (excl. tax)', 'Welcome 10%', 'Shipping (excl. tax)', 'VAT 21%', 'Grand total'])
  })
})
