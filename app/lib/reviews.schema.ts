import { z } from 'zod'
import { type RatingField, ratingFieldName } from './reviews'
import { MESSAGES, requiredText } from './validation'

/** The review form (spec §3: title, name, review text, and the ratings); one schema for browser and action. */
export function createReviewSchema(ratings: readonly RatingField[]) {
  const ratingShape: Record<string, z.ZodType<string>> = {}
  ratings.forEach((rating, index) => {
    ratingShape[ratingFieldName(index)] = z
      .string({ error: MESSAGES.required })
      .refine((value) => rating.valueIds.includes(value), MESSAGES.required)
  })
  return z.object({
    title: requiredText({ max: 255 }),
    nickname: requiredText({ max: 120 }),
    text: requiredText({ max: 4000, multiline: true }),
    // prefault: with no rating chosen at all, each group still reports its own required error.
    ratings: z.object(ratingShape).prefault({}),
  })
}
