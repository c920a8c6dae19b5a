import { ProductView } from '~/components/product/product-view-island'
import { servicesContext } from '~/lib/context.server'
import { loadProductPage, submitProductReview } from '~/lib/product.server'
import { productMeta } from '~/lib/product-meta'
import type { Route } from './+types/product'

export async function loader({ context, params, url }: Route.LoaderArgs) {
  return loadProductPage(context.get(servicesContext), params.sku, url)
}

export async function action({ context, params, request }: Route.ActionArgs) {
  return submitProductReview(context.get(servicesContext), params.sku, request)
}

export default function Product({ loaderData }: Route.ComponentProps) {
  return <ProductView data={loaderData} />
}

export function meta(args: Route.MetaArgs) {
  return args.loaderData ? productMeta(args, args.loaderData) : [{ title: 'Page not found' }]
}
