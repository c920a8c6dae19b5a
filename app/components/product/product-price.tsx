import { discountPercentage, formatMoney } from '~/lib/price'

type Money = { value: number | null; currency: string | null }
type ProductPriceProps = { regular: Money; final: Money; locale: string; from?: boolean; size?: 'large' | 'small' }

/** Final price, and the regular price with the discount percentage when there is one (spec §5). */
export function ProductPrice({ regular, final, locale, from = false, size = 'large' }: ProductPriceProps) {
  const discount = discountPercentage(regular.value, final.value)
  const finalText = formatMoney(final.value, final.currency, locale)
  return (
    <p className={`flex flex-wrap items-baseline gap-2 ${size === 'large' ? 'text-2xl' : 'text-sm'}`}>
      {from ? <span className="text-sm text-stone-600">From</span> : null}
      {discount > 0 ? (
        <>
          <span className="sr-only">Special price </span>
          <span className="font-semibold text-red-700">{finalText}</span>
          <span className="sr-only">Regular price </span>
          <s className="text-base text-stone-500">{formatMoney(regular.value, regular.currency, locale)}</s>
          <span className="rounded-full bg-red-700 px-2 py-0.5 text-xs font-semibold text-white">−{discount}%</span>
        </>
      ) : (
        <span className="font-semibold">{finalText}</span>
      )}
      {/* The catalogue's prices are without VAT, which the cart adds: a shopper is told before, not at the cart. */}
      {size === 'large' ? <span className="text-sm text-stone-600">excl. VAT</span> : null}
    </p>
  )
}

/** Spec §8 and the low-stock hint. */
export function StockStatus({
  status,
  onlyLeft,
}: {
  status: string | null | undefined
  onlyLeft: number | null | undefined
}) {
  if (status === 'OUT_OF_STOCK') return <p className="font-medium text-red-700">This product is not in stock</p>
  if (onlyLeft) return <p className="font-medium text-amber-700">Only {onlyLeft} left</p>
  return <p className="text-emerald-700">In stock</p>
}
