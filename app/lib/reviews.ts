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

/** Five stars, `filled` of them full (rounded, 0 to 5): "★★★☆☆" tells 3 of 5 from 3 of 3. */
export function starsOf(filled: number): string {
  const full = Math.min(5, Math.max(0, Math.round(Number.isFinite(filled) ? filled : 0)))
  return '★'.repeat(full) + '☆'.repeat(5 - full)
}

export type RatingField = { id: string; name: string; valueIds: string[] }

/** One radio group per rating the backend asks for; each field is named by its position. */
export function ratingFieldName(index: number): string {
  return `rating${index}`
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
