import { parseWithZod } from '@conform-to/zod/v4'
import { describe, expect, it } from 'vitest'
import { reviewAverage, starsOf, toRatingInput } from '~/lib/reviews'
import { createReviewSchema } from '~/lib/reviews.schema'

const rating = (value: string) => ({ ratings_breakdown: [{ name: 'Rating', value }] })

describe('reviewAverage (spec §5)', () => {
  it('divides the sum of the Rating values by review_count', () => {
    expect(reviewAverage([rating('4'), rating('5'), rating('3')], 3)).toBe(4)
  })
  it('divides by 1 when there are no reviews', () => {
    expect(reviewAverage([], 0)).toBe(0)
  })
  it('ignores other ratings and unreadable values', () => {
    expect(
      reviewAverage(
        [
          {
            ratings_breakdown: [
              { name: 'Quality', value: '1' },
              { name: 'Rating', value: '4' },
            ],
          },
          rating('x'),
          null,
        ],
        2,
      ),
    ).toBe(2)
  })
})

describe('review form schema', () => {
  const ratings = [{ id: 'MQ==', name: 'Rating', valueIds: ['v1', 'v2', 'v3', 'v4', 'v5'] }]
  const schema = createReviewSchema(ratings)
  const form = (entries: Record<string, string>) => {
    const data = new FormData()
    for (const [key, value] of Object.entries(entries)) data.append(key, value)
    return data
  }

  it('reports every missing field as required', () => {
    const submission = parseWithZod(form({ title: ' ' }), { schema })
    expect(submission.status).toBe('error')
    const errors = submission.reply().error ?? {}
    expect(errors.title).toEqual(['This field is required'])
    expect(errors.nickname).toEqual(['This field is required'])
    expect(errors.text).toEqual(['This field is required'])
    expect(errors['ratings.rating0']).toEqual(['This field is required'])
  })

  it('refuses a rating value the backend did not offer', () => {
    const submission = parseWithZod(
      form({ title: 'Good', nickname: 'Ann', text: 'Nice', 'ratings.rating0': 'other' }),
      { schema },
    )
    expect(submission.status).toBe('error')
  })

  it('maps a valid form to the createProductReview ratings', () => {
    const submission = parseWithZod(form({ title: 'Good', nickname: 'Ann', text: 'Nice', 'ratings.rating0': 'v4' }), {
      schema,
    })
    expect(submission.status).toBe('success')
    if (submission.status !== 'success') return
    expect(toRatingInput(ratings, submission.value.ratings)).toEqual([{ id: 'MQ==', value_id: 'v4' }])
  })
})

describe('stars', () => {
  it('are always five, the rating full and the rest empty, whatever comes', () => {
    expect(starsOf(3)).toBe('★★★☆☆')
    expect(starsOf(3.5)).toBe('★★★★☆')
    expect(starsOf(5)).toBe('★★★★★')
    expect(starsOf(0)).toBe('☆☆☆☆☆')
    expect(starsOf(7)).toBe('★★★★★')
    expect(starsOf(-1)).toBe('☆☆☆☆☆')
    expect(starsOf(Number.NaN)).toBe('☆☆☆☆☆')
  })
})
