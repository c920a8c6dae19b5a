import type { MetaDescriptor } from 'react-router'
import type { ProductPageData } from './product'
import { productName, productPath } from './product-url'
import { breadcrumbJsonLd, rootOrigin, seoMeta } from './seo'

type MetaContext = Parameters<typeof seoMeta>[0]

/**
 * Product page meta wherever the page renders: canonical is the product's own URL, with Product JSON-LD, and the
 * Open Graph a shared link is previewed from (type, address and picture, beside seoMeta's title and description).
 */
export function productMeta(
  context: MetaContext,
  data: Pick<ProductPageData, 'product' | 'store' | 'seo'>,
): MetaDescriptor[] {
  const { product, store } = data
  const name = productName(product.name)
  const href = `/${store}/${productPath(product)}`
  const origin = rootOrigin(context.matches)
  const crumbs = (product.categories ?? [])
    .slice(0, 1)
    .flatMap((category) =>
      category?.name && category.url_path
        ? [{ label: category.name, href: `/${store}/${category.url_path}${category.url_suffix ?? ''}` }]
        : [],
    )
  const image = data.seo.product.image
  return [
    ...seoMeta(context, {
      title: product.meta_title || name,
      description: data.seo.description || undefined,
      canonicalPath: href,
      jsonLd: origin
        ? [
            data.seo.product,
            breadcrumbJsonLd(origin, [{ label: 'Home', href: `/${store}` }, ...crumbs, { label: name }]),
          ]
        : [],
    }),
    { property: 'og:type', content: 'product' },
    ...(origin ? [{ property: 'og:url', content: `${origin}${href}` }] : []),
    // The JSON-LD's image is already the absolute address a crawler can fetch.
    ...(typeof image === 'string' ? [{ property: 'og:image', content: image }] : []),
  ]
}
