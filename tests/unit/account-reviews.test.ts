import { describe, expect, it } from 'vitest'
import { reviewStars, reviewStatusLabel } from '~/lib/account/reviews'

describe('my reviews', () => {
  it('names each moderation state and shows none when Magento gives none', () => {
    expect(reviewStatusLabel('PENDING')).toBe('Pending approval')
    expect(reviewStatusLabel('APPROVED')).toBe('Approved')
    expect(reviewStatusLabel('NOT_APPROVED')).toBe('Not approved')
    expect(reviewStatusLabel(null)).toBeUndefined()
  })

  it("reads the review's own 'Rating' vote, 1 to 5 only", () => {
    expect(
      reviewStars([
        { name: 'Quality', value: '2' },
        { name: 'Rating', value: '4' },
      ]),
    ).toBe(4)
    for (const value of ['0', '6', '3.5', 'x']) expect(reviewStars([{ name: 'Rating', value }])).toBeUndefined()
    expect(reviewStars([null])).toBeUndefined()
  })
})
