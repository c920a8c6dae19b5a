// Review rating metadata (the shop rates with a single 'Rating' of 1 to 5 stars).
import { z } from 'zod'
import { toProductSource } from '../catalog/product-source.ts'
import type { CustomerRow } from '../customer/customer-row.ts'
import { inputError, noSuchEntityError } from '../graphql/errors.ts'
import type { ResolverMap } from '../graphql/resolver-types.ts'
import { decodeUid, encodeUid } from '../graphql/uid.ts'

const ReviewInputSchema = z.object({
  sku: z.string(),
  nickname: z.string(),
  summary: z.string(),
  text: z.string(),
  ratings: z.array(z.object({ id: z.string(), value_id: z.string() }).nullish()),
})
const ReviewsPageArgsSchema = z.object({
  currentPage: z.number().int().default(1),
  pageSize: z.number().int().default(20),
})

export const reviewQueryResolvers: ResolverMap = {
  Query: {
    productReviewRatingsMetadata: async (_source: unknown, _args, ctx) => {
      const { results } = await ctx.db
        .prepare('SELECT rating_id, code FROM rating ORDER BY position')
        .all<{ rating_id: number; code: string }>()
      return {
        items: results.map((rating) => ({
          id: encodeUid(rating.rating_id),
          name: rating.code,
          values: [1, 2, 3, 4, 5].map((value) => ({
            value: String(value),
            value_id: encodeUid(`${rating.rating_id}/${value}`),
          })),
        })),
      }
    },
  },
  Mutation: {
    // New reviews wait for moderation, as in Magento; the answer shows the review as submitted.
    createProductReview: async (_source: unknown, args, ctx) => {
      const input = ReviewInputSchema.parse(args.input)
      for (const field of ['nickname', 'summary', 'text'] as const) {
        if (!input[field].trim()) throw inputError(`The "${field}" field is required.`)
      }
      const productId = await ctx.catalog.productIdBySku(input.sku)
      const product = productId === undefined ? undefined : await ctx.catalog.product(productId)
      if (!product || product.visibility !== 4)
        throw noSuchEntityError(`Could not find a product with SKU "${input.sku}"`)
      const votes = input.ratings.flatMap((rating) => {
        const [ratingId, value] = (decodeUid(rating?.value_id ?? '') ?? '').split('/').map(Number)
        return ratingId && value && value >= 1 && value <= 5 ? [{ ratingId, value }] : []
      })
      if (input.ratings.length > 0 && votes.length === 0) throw inputError('Rating value is not valid.')
      const review = await ctx.db
        .prepare(
          `INSERT INTO review (product_id, store_id, customer_id, nickname, title, detail, status) VALUES (?, ?, ?, ?, ?, ?, 'pending')
          RETURNING review_id, created_at`,
        )
        .bind(product.product_id, ctx.store.store_id, ctx.customerId, input.nickname, input.summary, input.text)
        .first<{ review_id: number; created_at: string }>()
      if (!review) throw new Error('Review insert returned no row')
      if (votes.length > 0) {
        await ctx.db.batch(
          votes.map((vote) =>
            ctx.db
              .prepare('INSERT INTO review_vote (review_id, rating_id, value) VALUES (?, ?, ?)')
              .bind(review.review_id, vote.ratingId, vote.value),
          ),
        )
      }
      const average = votes.length > 0 ? (votes.reduce((sum, vote) => sum + vote.value, 0) / votes.length) * 20 : 0
      return {
        review: {
          nickname: input.nickname,
          summary: input.summary,
          text: input.text,
          created_at: review.created_at,
          average_rating: average,
          ratings_breakdown: votes.map((vote) => ({ name: 'Rating', value: String(vote.value) })),
          product: toProductSource(product),
        },
      }
    },
  },
  Customer: {
    reviews: async (customer: CustomerRow, args, ctx) => {
      const { currentPage, pageSize } = ReviewsPageArgsSchema.parse(args)
      const { results } = await ctx.db
        .prepare(
          `SELECT r.review_id, r.product_id, r.nickname, r.title, r.detail, r.status, r.created_at, v.value FROM review r
          LEFT JOIN review_vote v ON v.review_id = r.review_id WHERE r.customer_id = ? ORDER BY r.created_at DESC, r.review_id DESC`,
        )
        .bind(customer.customer_id)
        .all<{
          product_id: number
          nickname: string
          title: string
          detail: string
          status: string
          created_at: string
          value: number | null
        }>()
      const page = results.slice((currentPage - 1) * pageSize, currentPage * pageSize)
      return {
        items: await Promise.all(
          page.map(async (review) => {
            const product = await ctx.catalog.product(review.product_id)
            return {
              nickname: review.nickname,
              summary: review.title,
              text: review.detail,
              created_at: review.created_at,
              average_rating: (review.value ?? 0) * 20,
              ratings_breakdown: review.value ? [{ name: 'Rating', value: String(review.value) }] : [],
              // The extension's moderation state (review.status is 'approved', 'pending' or 'not_approved').
              status: review.status.toUpperCase(),
              product: product ? toProductSource(product) : null,
            }
          }),
        ),
        page_info: {
          current_page: currentPage,
          page_size: pageSize,
          total_pages: Math.ceil(results.length / pageSize),
        },
      }
    },
  },
}
