import { z } from 'zod'
import { MESSAGES } from './validation'

type RatingEntry = { name: string; value: string } | null
type ReviewRatings = { ratings_breakdown: readonly RatingEntry[] } | null

/** Spec §5: the sum of the 'Rating' values over all reviews divided by review_count (1 when there are none). */
export function reviewAverage(reviews: readonly ReviewRatings[], reviewCount: number): number {
  const sum = reviews.reduce((total, review) => {
    const rating = review?.ratings_breakdown.find((entry) => entry?.name === 'Rating')
    const value = Number(rating?.value)
    return total + (Number.isFinite(value) ? value : 0)
  }, 0)
  return sum / (reviewCount > 0 ? reviewCount : 1)
}

/** Star ratings are 1 to 5; averages show with one decimal. */
export function formatAverage(average: number): string {
  return (Math.round(average * 10) / 10).toFixed(1)
}

export type RatingField = { id: string; name: string; valueIds: string[] }

/** One radio group per rating the backend asks for; each field is named by its position. */
export function ratingFieldName(index: number): string {
  return `rating${index}`
}

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

/** The `createProductReview` ratings from a validated form. */
export function toRatingInput(
  ratings: readonly RatingField[],
  values: Record<string, string>,
): { id: string; value_id: string }[] {
  return ratings.flatMap((rating, index) => {
    const valueId = values[ratingFieldName(index)]
    return valueId ? [{ id: rating.id, value_id: valueId }] : []
  })
}
