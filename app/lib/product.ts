import type { ProductPageQuery } from '~graphql/generated'
import type { CardProduct } from './card-product'
import type { Block } from './blocks'
import type { RatingField } from './reviews'
import type { JsonLd } from './seo'
import type { StoreCode } from './stores'

/** The product as the page query returns it: a union over the product types, narrowed by `__typename`. */
export type ProductDetails = NonNullable<NonNullable<NonNullable<ProductPageQuery['products']>['items']>[number]>
export type ConfigurableDetails = Extract<ProductDetails, { __typename: 'ConfigurableProduct' }>
export type ConfigurableOption = NonNullable<NonNullable<ConfigurableDetails['configurable_options']>[number]>
export type Variant = NonNullable<NonNullable<ConfigurableDetails['variants']>[number]>
export type VariantProduct = NonNullable<Variant['product']>
export type RatingMetadata = ProductPageQuery['productReviewRatingsMetadata']['items'][number]

/** The configurable options chosen in the address: attribute code → value_index. */
export type OptionSelection = Record<string, number>

export const REVIEWS_PAGE_SIZE = 3
const MAX_PAGE = 10_000

/**
 * "Show selection" without JavaScript sends the add-to-cart form with this intent: nothing is added, the page moves
 * to the options ticked and the form keeps what was typed (routes/cart-actions.tsx).
 */
export const SHOW_SELECTION = 'show-selection'

/** `?color=1&size=12`: only values the product offers count; unknown codes or values are ignored. */
export function parseSelection(
  search: URLSearchParams,
  options: readonly (ConfigurableOption | null)[] | null | undefined,
): OptionSelection {
  const selection: OptionSelection = {}
  for (const option of options ?? []) {
    if (!option?.attribute_code) continue
    const raw = search.get(option.attribute_code)
    if (raw === null || !/^\d{1,9}$/.test(raw)) continue
    const valueIndex = Number(raw)
    if (option.values?.some((value) => value?.value_index === valueIndex)) selection[option.attribute_code] = valueIndex
  }
  return selection
}

/** The variant matching every option of the selection, or undefined while any option is still open. */
export function resolveVariant(
  options: readonly (ConfigurableOption | null)[] | null | undefined,
  variants: readonly (Variant | null)[] | null | undefined,
  selection: OptionSelection,
): VariantProduct | undefined {
  const codes = (options ?? []).flatMap((option) => (option?.attribute_code ? [option.attribute_code] : []))
  if (codes.length === 0 || codes.some((code) => selection[code] === undefined)) return undefined
  const match = (variants ?? []).find((variant) =>
    codes.every((code) =>
      variant?.attributes?.some((attribute) => attribute?.code === code && attribute.value_index === selection[code]),
    ),
  )
  return match?.product ?? undefined
}

/** Values of one option that some in-stock variant offers together with the rest of the selection. */
export function isValueAvailable(
  variants: readonly (Variant | null)[] | null | undefined,
  selection: OptionSelection,
  code: string,
  valueIndex: number,
): boolean {
  const wanted = { ...selection, [code]: valueIndex }
  return (variants ?? []).some(
    (variant) =>
      variant?.product?.stock_status !== 'OUT_OF_STOCK' &&
      Object.entries(wanted).every(([key, value]) =>
        variant?.attributes?.some((attribute) => attribute?.code === key && attribute.value_index === value),
      ),
  )
}

/** `reviewPage`: a positive integer, anything else is page 1; the loader clamps it to the last page. */
export function parseReviewPage(raw: string | null): number {
  if (raw === null || !/^\d{1,9}$/.test(raw.trim())) return 1
  const page = Number(raw.trim())
  return page < 1 ? 1 : Math.min(page, MAX_PAGE)
}

export function clampPage(page: number, totalPages: number): number {
  return Math.max(1, Math.min(page, Math.max(totalPages, 1)))
}

export type Crumb = { label: string; path: string }

/** Spec §2: the first category's breadcrumbs and the category itself, linked as `{url_path}{url_suffix}`. */
export function productBreadcrumbs(categories: ProductDetails['categories']): Crumb[] {
  const category = categories?.find((entry) => entry?.url_path)
  if (!category?.url_path) return []
  const suffix = category.url_suffix ?? '.html'
  const trail = (category.breadcrumbs ?? []).flatMap((crumb) =>
    crumb?.category_url_path ? [{ label: crumb.category_name ?? '', path: `${crumb.category_url_path}${suffix}` }] : [],
  )
  return [...trail, { label: category.name ?? '', path: `${category.url_path}${suffix}` }]
}

export type GalleryImage = { url: string; label: string }

/** Enabled images in position order; a chosen variant's own images come first. */
export function galleryImages(
  product: ProductDetails,
  variant: VariantProduct | undefined,
  fallbackLabel: string,
): GalleryImage[] {
  const toImages = (entries: ProductDetails['media_gallery']) =>
    [...(entries ?? [])]
      .filter((entry) => entry?.url && !entry.disabled)
      .sort((a, b) => (a?.position ?? 0) - (b?.position ?? 0))
      .map((entry) => ({ url: entry?.url ?? '', label: entry?.label || fallbackLabel }))
  const images = [...toImages(variant?.media_gallery ?? []), ...toImages(product.media_gallery)]
  if (images.length === 0 && product.image?.url)
    images.push({ url: product.image.url, label: product.image.label || fallbackLabel })
  const seen = new Set<string>()
  return images.filter((image) => !seen.has(image.url) && seen.add(image.url))
}

export type ReviewItem = {
  nickname: string
  summary: string
  text: string
  createdAt: string
  averageRating: number
  ratings: { name: string; value: string }[]
}
export type ReviewPage = { items: ReviewItem[]; page: number; totalPages: number; average: number }
export type RelatedProducts = { related: CardProduct[]; upsell: CardProduct[] }
/** The product page shows this many related and upsell products each. */
export const RELATED_SHOWN = 4

/** What the product page renders: critical data, and the deferred parts as promises. */
export type ProductPageData = {
  store: StoreCode
  product: ProductDetails
  ratings: RatingField[]
  selection: OptionSelection
  /** Backend HTML, sanitised on the server so the sanitiser never ships to the browser. */
  html: { description: string; shortDescription: string; extraInformation: string }
  /**
   * The meta description and the schema.org Product, written on the server: the browser only passes them to the
   * head after a client-side navigation, so their code (text extraction, the offer's rules) stays out of every
   * listing's and product's JavaScript.
   */
  seo: { description: string; product: JsonLd }
  related: Promise<CardProduct[]>
  upsell: Promise<CardProduct[]>
  reviews: Promise<ReviewPage>
  sizeGuide: Promise<Block[] | null>
}

/** What a bundle's price needs of its data (the product page's BundleProduct). */
type BundlePricing = {
  dynamic_price?: boolean | null
  items?:
    | readonly ({
        options?: readonly ({ uid: string; price?: number | null; quantity?: number | null } | null)[] | null
      } | null)[]
    | null
}

/**
 * The price of one set of the chosen parts (uids as the form sends them), as the cart will charge it: for a bundle
 * priced by its parts (Magento's dynamic price) each part's price times its quantity in the set. Null for a bundle of
 * a fixed price (its own base is not in the page's data) and when nothing is chosen.
 */
export function bundleSelectionPrice(product: BundlePricing, chosen: readonly string[]): number | null {
  if (product.dynamic_price === false) return null
  const options = (product.items ?? []).flatMap((item) => item?.options ?? [])
  const picked = options.filter((option) => option?.uid && chosen.includes(option.uid))
  if (picked.length === 0) return null
  const cents = picked.reduce(
    (sum, option) => sum + Math.round((option?.price ?? 0) * 100) * (option?.quantity ?? 1),
    0,
  )
  return cents / 100
}
