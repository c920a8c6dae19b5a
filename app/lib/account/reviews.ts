import type { ProductReviewStatusEnum } from '~graphql/generated'

/** My reviews: the moderation state as the customer reads it, and a review's own star rating. */

export const REVIEWS_PAGE_SIZE = 10

export const REVIEW_STATUS_LABELS: Record<ProductReviewStatusEnum, string> = {
  APPROVED: 'Approved',
  PENDING: 'Pending approval',
  NOT_APPROVED: 'Not approved',
}

/** Magento answers without a status; such a review is shown without one rather than guessed. */
export function reviewStatusLabel(status: ProductReviewStatusEnum | null | undefined): string | undefined {
  return status ? REVIEW_STATUS_LABELS[status] : undefined
}

/** The review's 'Rating' vote (1 to 5), or undefined when it has none or an unusable one. */
export function reviewStars(breakdown: readonly ({ name: string; value: string } | null)[]): number | undefined {
  const value = Number(breakdown.find((entry) => entry?.name === 'Rating')?.value)
  return Number.isInteger(value) && value >= 1 && value <= 5 ? value : undefined
}
