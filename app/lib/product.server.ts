import { data, redirect } from 'react-router'
import {
  CreateProductReviewDocument,
  type ProductCardFragment,
  ProductPageDocument,
  ProductRelatedDocument,
  ProductReviewsDocument,
} from '~graphql/generated'
import { parseWithZod } from '@conform-to/zod/v4'
import { toCardProduct } from './card-product'
import { CommerceError } from './commerce.server'
import { loadContentPage } from './content-page.server'
import type { RequestServices } from './context.server'
import { readFormBody } from './form-body.server'
import { recaptchaTokenOf } from './recaptcha'
import { KvCache } from './kv-cache.server'
import { sanitizeHtml } from './sanitize-html'
import {
  type ProductDetails,
  type ProductPageData,
  RELATED_SHOWN,
  type RelatedProducts,
  type ReviewPage,
  REVIEWS_PAGE_SIZE,
  type RatingMetadata,
  clampPage,
  parseReviewPage,
  parseSelection,
} from './product'
import { isValidSku } from './sku'
import { plainText, productJsonLd } from './product-seo'
import { productName, productPath } from './product-url'
import { type RatingField, reviewAverage, toRatingInput } from './reviews'
import { createReviewSchema } from './reviews.schema'

type CriticalProduct = { product: ProductDetails; ratings: RatingField[] }

/** The product by SKU and the rating metadata for its review form: one request, cached per store and SKU. */
export async function loadProduct(services: RequestServices, sku: string): Promise<CriticalProduct> {
  if (!isValidSku(sku)) throw data(null, { status: 404 })
  const { cache, catalogue, store } = services
  const answer = await cache.get(KvCache.key(store, 'product', sku), 'short', () =>
    catalogue.query(ProductPageDocument, { sku }, { get: true }),
  )
  // Magento matches a SKU in any case (its collation), as the fast order and search do: the product's own is kept.
  const product = answer.products?.items?.find((item) => item?.sku?.toLowerCase() === sku.toLowerCase())
  if (!product) throw data(null, { status: 404 })
  return { product, ratings: toRatingFields(answer.productReviewRatingsMetadata.items) }
}

function toRatingFields(items: readonly RatingMetadata[]): RatingField[] {
  return items.flatMap((item) =>
    item
      ? [{ id: item.id, name: item.name, valueIds: item.values.flatMap((value) => (value ? [value.value_id] : [])) }]
      : [],
  )
}

/** Critical data awaited; related, upsell, reviews and the size guide stream in and never fail the page. */
export async function loadProductPage(services: RequestServices, sku: string, url: URL): Promise<ProductPageData> {
  const search = url.searchParams
  const { product, ratings } = await loadProduct(services, sku)
  // `/p/et-h00004`: one address per product, its SKU as the catalogue writes it.
  if (product.sku && product.sku !== sku && /\/p\/[^/]+$/.test(url.pathname))
    throw redirect(`/${services.store}/p/${encodeURIComponent(product.sku)}${url.search}`, 301)
  const html = {
    description: product.description?.html ? sanitizeHtml(product.description.html) : '',
    shortDescription: product.short_description?.html ? sanitizeHtml(product.short_description.html) : '',
    extraInformation: product.extra_information ? sanitizeHtml(product.extra_information) : '',
  }
  // A part left out keeps the page from shared caches (`degraded`), so its gap is not handed on to others.
  const relatedProducts = loadRelated(services, sku).catch((error: unknown) => {
    console.warn('product: related products unavailable', error instanceof Error ? error.message : error)
    services.degraded = true
    return { related: [], upsell: [] }
  })
  const showsSizeGuide =
    !product.is_training &&
    ['SimpleProduct', 'ConfigurableProduct', 'BundleProduct', 'GroupedProduct'].includes(product.__typename)
  return {
    store: services.store,
    product,
    ratings,
    selection: product.__typename === 'ConfigurableProduct' ? parseSelection(search, product.configurable_options) : {},
    html,
    seo: productSeo(product, html, url.origin, `/${services.store}/${productPath(product)}`),
    related: relatedProducts.then((result) => result.related),
    upsell: relatedProducts.then((result) => result.upsell),
    reviews: loadReviews(services, sku, parseReviewPage(search.get('reviewPage')), product.review_count).catch(
      (error: unknown) => {
        console.warn('product: reviews unavailable', error instanceof Error ? error.message : error)
        services.degraded = true
        return { items: [], page: 1, totalPages: 0, average: 0 }
      },
    ),
    sizeGuide: showsSizeGuide
      ? loadContentPage(services, 'size-guide').then((page) => page?.blocks ?? null)
      : Promise.resolve(null),
  }
}

/** The meta description (the backend's, else the start of the text) and the schema.org Product (spec §9 SEO). */
function productSeo(
  product: ProductDetails,
  html: ProductPageData['html'],
  origin: string,
  href: string,
): ProductPageData['seo'] {
  const text = html.shortDescription || html.description
  return {
    description: product.meta_description || plainText(text, 160),
    product: productJsonLd(origin, href, { ...product, name: productName(product.name) }, plainText(text, 500)),
  }
}

async function loadRelated(services: RequestServices, sku: string): Promise<RelatedProducts> {
  const { cache, catalogue, store } = services
  const answer = await cache.get(KvCache.key(store, 'product-related', sku), 'short', () =>
    catalogue.query(ProductRelatedDocument, { sku }, { get: true }),
  )
  const item = answer.products?.items?.[0]
  // Only the cards the page shows, shaped to what a card reads: they stream into the page's HTML and data.
  const cards = (list: readonly (ProductCardFragment | null)[] | null | undefined) =>
    (list ?? []).flatMap((card) => (card ? [toCardProduct(card)] : [])).slice(0, RELATED_SHOWN)
  return { related: cards(item?.related_products), upsell: cards(item?.upsell_products) }
}

async function loadReviews(
  services: RequestServices,
  sku: string,
  requestedPage: number,
  reviewCount: number,
): Promise<ReviewPage> {
  const { cache, catalogue, store } = services
  // Pages beyond the last one show the last one; the page count is known from the product's review_count.
  const page = clampPage(requestedPage, Math.ceil(reviewCount / REVIEWS_PAGE_SIZE))
  const answer = await cache.get(KvCache.key(store, 'product-reviews', sku, String(page)), 'short', () =>
    catalogue.query(ProductReviewsDocument, { sku, pageSize: REVIEWS_PAGE_SIZE, currentPage: page }, { get: true }),
  )
  const item = answer.products?.items?.[0]
  const reviews = item?.reviews
  return {
    items: (reviews?.items ?? []).flatMap((review) =>
      review
        ? [
            {
              nickname: review.nickname,
              summary: review.summary,
              text: review.text,
              createdAt: review.created_at,
              averageRating: review.average_rating,
              ratings: review.ratings_breakdown.flatMap((rating) => (rating ? [rating] : [])),
            },
          ]
        : [],
    ),
    page: reviews?.page_info.current_page ?? page,
    totalPages: reviews?.page_info.total_pages ?? 0,
    average: reviewAverage(item?.allRatings.items ?? [], item?.review_count ?? 0),
  }
}

/** The review form's action, shared by every route that renders the product page. */
export async function submitProductReview(services: RequestServices, sku: string, request: Request) {
  // The review form is the page's only form; any other method is not something the product page does.
  if (request.method !== 'POST') throw data(null, { status: 405, headers: { Allow: 'GET, HEAD, POST' } })
  const { product, ratings } = await loadProduct(services, sku)
  const schema = createReviewSchema(ratings)
  const formData = await readFormBody(request)
  const submission = parseWithZod(formData, { schema })
  if (submission.status !== 'success') return data({ result: submission.reply(), sent: false }, { status: 400 })
  const { title, nickname, text } = submission.value
  try {
    await services.commerce.mutate(
      CreateProductReviewDocument,
      {
        input: {
          sku: product.sku ?? sku,
          nickname,
          summary: title,
          text,
          ratings: toRatingInput(ratings, submission.value.ratings),
        },
      },
      { recaptchaToken: recaptchaTokenOf(formData, 'PRODUCT_REVIEW') },
    )
  } catch (error) {
    const message =
      error instanceof CommerceError && !error.network
        ? error.joinedMessage
        : 'Your review could not be sent. Please try again later.'
    return data({ result: submission.reply({ formErrors: [message] }), sent: false }, { status: 400 })
  }
  return data({ result: submission.reply({ resetForm: true }), sent: true }, { status: 200 })
}
