import { ProductView } from '~/components/product/product-view'
import { servicesContext } from '~/lib/context.server'
import { pageMeta } from '~/lib/meta'
import { loadProductPage, submitProductReview } from '~/lib/product.server'
import { productName } from '~/lib/product-url'
import type { Route } from './+types/product'

export async function loader({ context, params, request }: Route.LoaderArgs) {
  return loadProductPage(context.get(servicesContext), params.sku, new URL(request.url).searchParams)
}

export async function action({ context, params, request }: Route.ActionArgs) {
  return submitProductReview(context.get(servicesContext), params.sku, request)
}

export default function Product({ loaderData }: Route.ComponentProps) {
  return <ProductView data={loaderData} />
}

export function meta({ loaderData }: Route.MetaArgs) {
  const product = loaderData?.product
  if (!product) return [{ title: 'Page not found' }]
  return pageMeta(product.meta_title || productName(product.name), product.meta_description ?? undefined)
}
