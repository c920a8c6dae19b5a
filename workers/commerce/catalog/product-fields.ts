// Fields every product type shares (ProductInterface and its runtime extensions).
import { z } from 'zod'
import { mediaUrl, type Context } from '../graphql/context.ts'
import { inputError } from '../graphql/errors.ts'
import type { TypeResolvers } from '../graphql/resolver-types.ts'
import { encodeUid } from '../graphql/uid.ts'
import { categorySource } from './category-source.ts'
import { ATTRIBUTES } from '../eav/attributes.ts'
import { priceRange } from './price.ts'
import { toProductSource, type ProductSource } from './product-source.ts'
import type { ImageRow, LinkRow, ProductRow } from './rows.ts'

// Magento's 'Only X left Threshold' (cataloginventory/options/stock_threshold_qty).
const ONLY_X_LEFT_THRESHOLD = 5
const PLACEHOLDER = 'placeholder/image.svg'

const imageSource = (ctx: Context, image: ImageRow | undefined, fallbackLabel: string) => ({
  __typename: 'ProductImage',
  url: mediaUrl(ctx, `catalog/product/${image?.file ?? PLACEHOLDER}`),
  label: image?.label ?? fallbackLabel,
  position: image?.position ?? 0,
  disabled: image ? image.disabled === 1 : false,
})

export async function mediaGallery(ctx: Context, row: ProductRow) {
  const images = (await ctx.catalog.images(row.product_id)) ?? []
  return images.map((image) => imageSource(ctx, image, row.name))
}

const firstImage = async (product: ProductSource, _args: unknown, ctx: Context) =>
  imageSource(ctx, (await ctx.catalog.images(product.product_id))?.[0], product.name)

export async function productSources(ctx: Context, ids: readonly number[]): Promise<ProductSource[]> {
  const rows = await Promise.all(ids.map((id) => ctx.catalog.product(id)))
  return rows.filter((row): row is ProductRow => row !== undefined).map(toProductSource)
}

export const TOO_MANY_LINKED_PRODUCTS =
  'This query asks for too many related, up-sell or cross-sell products. Ask for fewer products or fewer levels.'

const linked = (type: LinkRow['link_type']) => async (product: ProductSource, _args: unknown, ctx: Context) => {
  const links = (await ctx.catalog.links(product.product_id)) ?? []
  const ids = links.filter((link) => link.link_type === type).map((link) => link.linked_id)
  if (!ctx.catalog.takeLinked(ids.length)) throw inputError(TOO_MANY_LINKED_PRODUCTS)
  return productSources(ctx, ids)
}

const ReviewPageSchema = z.object({ pageSize: z.number().int().default(20), currentPage: z.number().int().default(1) })

type ReviewRow = {
  review_id: number
  nickname: string
  title: string
  detail: string
  created_at: string
  value: number | null
}

const CustomAttributeFiltersSchema = z.object({
  filters: z.record(z.string(), z.boolean().nullish()).nullish(),
})

// custom_attributesV2: the values of the product's storefront-visible attributes (here the select attributes
// color, size and brand), each select value as its option label and id.
function customAttributes(product: ProductSource, args: Record<string, unknown>) {
  const { filters } = CustomAttributeFiltersSchema.parse(args)
  const wanted = Object.entries(filters ?? {}).filter(
    (entry): entry is [string, boolean] => typeof entry[1] === 'boolean',
  )
  const items = ATTRIBUTES.filter(
    (attribute) =>
      attribute.entity_type === 'CATALOG_PRODUCT' &&
      attribute.is_visible_on_front === true &&
      wanted.every(([name, value]) => (Reflect.get(attribute, name) ?? false) === value),
  ).flatMap((attribute) => {
    const value: unknown = Reflect.get(product, attribute.code)
    const option = attribute.options?.find((o) => o.id === value)
    return option
      ? [
          {
            __typename: 'AttributeSelectedOptions',
            code: attribute.code,
            selected_options: [
              { __typename: 'AttributeSelectedOption', label: option.label, value: String(option.id) },
            ],
          },
        ]
      : []
  })
  return { items, errors: [] }
}

export const productFieldResolvers: TypeResolvers<ProductSource> = {
  id: (product) => product.product_id,
  uid: (product) => encodeUid(product.product_id),
  url_suffix: () => '.html',
  url_path: () => null,
  canonical_url: (product) => `${product.url_key}.html`,
  relative_url: (product) => product.relative_url ?? `${product.url_key}.html`,
  redirect_code: (product) => product.redirect_code ?? 0,
  type: () => 'PRODUCT',
  description: (product) => ({ html: product.description ?? '' }),
  short_description: (product) => ({ html: product.short_description ?? '' }),
  stock_status: (product) => (product.in_stock === 1 ? 'IN_STOCK' : 'OUT_OF_STOCK'),
  only_x_left_in_stock: (product) =>
    product.in_stock === 1 && product.type_id === 'simple' && product.qty > 0 && product.qty <= ONLY_X_LEFT_THRESHOLD
      ? product.qty
      : null,
  is_training: (product) => product.is_training === 1,
  image: firstImage,
  small_image: firstImage,
  thumbnail: firstImage,
  swatch_image: () => null,
  media_gallery: (product, _args, ctx) => mediaGallery(ctx, product),
  // Deprecated since 2.3 but still served: the classic product page asks these.
  media_gallery_entries: async (product, _args, ctx) =>
    ((await ctx.catalog.images(product.product_id)) ?? []).map((image, index) => ({
      id: product.product_id * 100 + image.position,
      uid: encodeUid(`${product.product_id}/${image.position}`),
      media_type: 'image',
      label: image.label ?? product.name,
      position: image.position,
      disabled: image.disabled === 1,
      types: index === 0 ? ['image', 'small_image', 'thumbnail'] : [],
      file: `/${image.file}`,
      content: null,
      video_content: null,
    })),
  price: async (product, _args, ctx) => {
    const range = await priceRange(product, ctx)
    const amount = (money: { value: number; currency: string }) => ({ amount: money, adjustments: [] })
    return {
      minimalPrice: amount(range.minimum_price.final_price),
      maximalPrice: amount(range.maximum_price.final_price),
      regularPrice: amount(range.minimum_price.regular_price),
    }
  },
  price_range: (product, _args, ctx) => priceRange(product, ctx),
  // No tier or customer-group prices in this store.
  price_tiers: () => [],
  tier_prices: () => [],
  custom_attributesV2: (product, args) => customAttributes(product, args),
  attribute_set_id: () => 4,
  options_container: () => 'container2',
  categories: async (product, _args, ctx) => {
    const [links, tree] = await Promise.all([ctx.catalog.categoryIds(product.product_id), ctx.catalog.categoryTree()])
    return (links ?? []).flatMap((link) => {
      const category = tree.byId.get(link.category_id)
      return category ? [categorySource(category)] : []
    })
  },
  related_products: linked('related'),
  upsell_products: linked('upsell'),
  crosssell_products: linked('crosssell'),
  url_rewrites: async (product, _args, ctx) =>
    ((await ctx.catalog.urlRewrites(product.product_id)) ?? []).map((rewrite) => ({
      url: rewrite.request_path,
      parameters: [{ name: 'id', value: String(product.product_id) }],
    })),
  review_count: async (product, _args, ctx) => (await ctx.catalog.reviewSummary(product.product_id))?.review_count ?? 0,
  // Magento reports the average rating as a percentage.
  rating_summary: async (product, _args, ctx) => {
    const average = (await ctx.catalog.reviewSummary(product.product_id))?.average ?? 0
    return Math.round((average / 5) * 1000) / 10
  },
  reviews: async (product, args, ctx) => {
    const { pageSize, currentPage } = ReviewPageSchema.parse(args)
    if (currentPage < 1) throw inputError('currentPage value must be greater than 0.')
    if (pageSize < 1) throw inputError('pageSize value must be greater than 0.')
    const [page, total] = await Promise.all([
      ctx.db
        .prepare(
          `SELECT r.review_id, r.nickname, r.title, r.detail, r.created_at, v.value FROM review r
          LEFT JOIN review_vote v ON v.review_id = r.review_id AND v.rating_id = 1
          WHERE r.product_id = ? AND r.status = 'approved' ORDER BY r.created_at DESC, r.review_id DESC LIMIT ? OFFSET ?`,
        )
        .bind(product.product_id, pageSize, (currentPage - 1) * pageSize)
        .all<ReviewRow>(),
      ctx.catalog.reviewSummary(product.product_id),
    ])
    const count = total?.review_count ?? 0
    return {
      items: page.results.map((review) => ({
        nickname: review.nickname,
        summary: review.title,
        text: review.detail,
        created_at: review.created_at,
        average_rating: review.value === null ? 0 : review.value * 20,
        ratings_breakdown: review.value === null ? [] : [{ name: 'Rating', value: String(review.value) }],
        product,
      })),
      page_info: { current_page: currentPage, page_size: pageSize, total_pages: Math.ceil(count / pageSize) },
    }
  },
  options: async (product, _args, ctx) =>
    ((await ctx.catalog.customOptions(product.product_id)) ?? []).map((option) => {
      const uid = encodeUid(`custom-option/${option.option_id}`)
      const value = { uid, price: option.price, price_type: 'FIXED', sku: null }
      const common = {
        uid,
        option_id: option.option_id,
        title: option.title,
        required: option.required === 1,
        sort_order: option.sort_order,
        product_sku: product.sku,
      }
      if (option.type === 'date')
        return { ...common, __typename: 'CustomizableDateOption', value: { ...value, type: 'DATE' } }
      const typename = option.type === 'area' ? 'CustomizableAreaOption' : 'CustomizableFieldOption'
      return { ...common, __typename: typename, value: { ...value, max_characters: option.max_characters } }
    }),
  websites: () => [
    { id: 1, code: 'base', name: 'Estelle Tijs', sort_order: 0, default_group_id: '1', is_default: true },
  ],
  product_links: async (product, _args, ctx) => {
    const links = (await ctx.catalog.links(product.product_id)) ?? []
    const targets = await productSources(
      ctx,
      links.map((link) => link.linked_id),
    )
    const byId = new Map(targets.map((target) => [target.product_id, target]))
    return links.flatMap((link) => {
      const target = byId.get(link.linked_id)
      return target
        ? [
            {
              __typename: 'ProductLinks',
              sku: product.sku,
              link_type: link.link_type,
              position: link.position,
              linked_product_sku: target.sku,
              linked_product_type: target.type_id,
            },
          ]
        : []
    })
  },
}
