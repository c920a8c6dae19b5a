import { CartTotals } from '~/components/cart/cart-totals'
import { type Cart, cartItemOptions, cartItems } from '~/lib/cart'
import { CHECKOUT_IMAGE_SIZE } from '~/lib/checkout'
import { formatMoney } from '~/lib/price'
import { productName } from '~/lib/product-url'

/** The cart beside every step: items with 100×100 images and their options, then the totals. */
export function OrderSummary({ cart, locale }: { cart: Cart; locale: string }) {
  const coupon = cart.applied_coupons?.find((applied) => applied?.code)?.code
  return (
    <section aria-labelledby="order-summary-title" className="space-y-4 rounded-lg border border-stone-200 p-4">
      <h2 id="order-summary-title" className="text-lg font-semibold">
        Order summary
      </h2>
      <ul className="divide-y divide-stone-200">
        {cartItems(cart).map((item) => {
          const variant = 'configured_variant' in item ? item.configured_variant : null
          const image = variant?.thumbnail?.url ?? item.product.thumbnail?.url
          return (
            <li key={item.uid} className="flex gap-3 py-3">
              <div
                className="shrink-0 overflow-hidden rounded bg-stone-100"
                style={{ width: CHECKOUT_IMAGE_SIZE, height: CHECKOUT_IMAGE_SIZE }}
              >
                {image ? (
                  <img
                    src={image}
                    alt=""
                    width={CHECKOUT_IMAGE_SIZE}
                    height={CHECKOUT_IMAGE_SIZE}
                    loading="lazy"
                    className="h-full w-full object-cover"
                  />
                ) : null}
              </div>
              <div className="min-w-0 flex-1 text-sm">
                <p className="font-medium">{productName(item.product.name)}</p>
                {cartItemOptions(item, locale).map((option) => (
                  <p key={`${option.label}-${option.value}`} className="text-stone-600">
                    {option.label}: {option.value}
                  </p>
                ))}
                <p className="text-stone-600">Quantity: {item.quantity}</p>
                <p>{formatMoney(item.prices?.row_total.value, item.prices?.row_total.currency, locale)}</p>
              </div>
            </li>
          )
        })}
      </ul>
      {coupon ? <p className="text-sm">Coupon: {coupon}</p> : null}
      <CartTotals cart={cart} locale={locale} />
    </section>
  )
}
