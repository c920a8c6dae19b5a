import { CustomerWishlistDocument } from '~graphql/generated'
import { ProductCard } from '~/components/product/product-card'
import { servicesContext } from '~/lib/context.server'
import type { Route } from './+types/customer.my-wishlist'

/** The customer's wish list: every saved product as a card (managing it arrives with the account area). */
export async function loader({ context }: Route.LoaderArgs) {
  const services = context.get(servicesContext)
  const { customer } = await services.commerce.query(CustomerWishlistDocument, {})
  const list = customer?.wishlists[0]
  const items = (list?.items_v2?.items ?? []).flatMap((item) =>
    item?.product ? [{ id: item.id, quantity: item.quantity, product: item.product }] : [],
  )
  return { store: services.store, items, count: list?.items_count ?? 0 }
}

export default function MyWishlist({ loaderData }: Route.ComponentProps) {
  const { store, items, count } = loaderData
  return (
    <div className="space-y-6">
      <h2 className="text-xl font-semibold">My wishlist</h2>
      <p className="text-sm text-stone-600">
        {count} {count === 1 ? 'item' : 'items'}
      </p>
      {items.length === 0 ? (
        <p className="rounded-lg bg-stone-100 p-6">Your wishlist is empty.</p>
      ) : (
        <ul className="grid grid-cols-2 gap-6 md:grid-cols-3">
          {items.map((item) => (
            <li key={item.id}>
              <ProductCard product={item.product} store={store} />
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
