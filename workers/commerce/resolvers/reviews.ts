// Review rating metadata (the shop rates with a single 'Rating' of 1 to 5 stars).
import type { ResolverMap } from '../graphql/resolver-types.ts'
import { encodeUid } from '../graphql/uid.ts'

export const reviewQueryResolvers: ResolverMap = {
  Query: {
    productReviewRatingsMetadata: async (_source: unknown, _args, ctx) => {
      const { results } = await ctx.db.prepare('SELECT rating_id, code FROM rating ORDER BY position').all<{ rating_id: number; code: string }>()
      return {
        items: results.map((rating) => ({
          id: encodeUid(rating.rating_id),
          name: rating.code,
          values: [1, 2, 3, 4, 5].map((value) => ({ value: String(value), value_id: encodeUid(`${rating.rating_id}/${value}`) })),
        })),
      }
    },
  },
}
