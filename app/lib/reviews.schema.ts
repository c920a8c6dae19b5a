import { z } from 'zod'
import { type RatingField, ratingFieldName } from './reviews'
import { MESSAGES } from './validation'

/** Required and trimmed; an empty field reports only 'This field is required'. */
function reviewText(max: number) {
  return z
    .string({ error: MESSAGES.required })
    .trim()
    .min(1, { error: MESSAGES.required, abort: true })
    .max(max, `The field should have at most ${max} characters`)
}

/** The review form (spec §3: title, name, review text, and the ratings); one schema for browser and action. */
export function createReviewSchema(ratings: readonly RatingField[]) {
  const ratingShape: Record<string, z.ZodType<string>> = {}
  ratings.forEach((rating, index) => {
    ratingShape[ratingFieldName(index)] = z
      .string({ error: MESSAGES.required })
      .refine((value) => rating.valueIds.includes(value), MESSAGES.required)
  })
  return z.object({
    title: reviewText(255),
    nickname: reviewText(120),
    text: reviewText(4000),
    // prefault: with no rating chosen at all, each group still reports its own required error.
    ratings: z.object(ratingShape).prefault({}),
  })
}
