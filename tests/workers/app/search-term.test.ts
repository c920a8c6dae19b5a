import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { call } from './worker'

/** A search term's control characters never reach the backend or the page: they count as spaces. */

/** Control characters other than the line breaks and tabs of the markup itself. */
const CONTROL = /(?![\t\n\r])\p{Cc}/u

describe('the search page', () => {
  it.each(['a%00b', 'a%09%0Ab', 'a%C2%85b', '%1Ba%7F%7Fb%00'])('shows ?term=%s as “a b”', async (term) => {
    const response = await call(`/us_et/search?term=${term}`)
    expect(response.status).toBe(200)
    const html = await response.text()
    expect(CONTROL.test(html), 'a control character in the page').toBe(false)
    expect(html).toContain('Search results for “a b”')
    expect(html).toContain('<title>Search: a b | Estelle Tijs</title>')
    expect(html).toMatch(/<input id="search-term"[^>]*value="a b"/)
  })

  it('with nothing but control characters is the empty search', async () => {
    const html = await (await call('/us_et/search?term=%00%01%02')).text()
    expect(CONTROL.test(html), 'a control character in the page').toBe(false)
    expect(html).toContain('<h1 class="mb-6 font-serif text-3xl font-bold wrap-anywhere">Search</h1>')
  })
})

describe('a category listing', () => {
  it('keeps ?term=a%00b in its forms as “a b”', async () => {
    const response = await call('/us_et/hair.html?term=a%00b')
    expect(response.status).toBe(200)
    const html = await response.text()
    expect(CONTROL.test(html), 'a control character in the page').toBe(false)
    expect(html).toContain('name="term" value="a b"')
  })
})

const SuggestionsSchema = z.object({ term: z.string(), total: z.number(), suggestions: z.array(z.unknown()) })

describe('the search box suggestions', () => {
  it('answers for the cleaned term', async () => {
    const answer = SuggestionsSchema.parse(await (await call('/us_et/search-suggestions?term=a%00b')).json())
    expect(answer.term).toBe('a b')
  })

  it('gives a product of several prices "From" its lowest, without VAT, as its card and page do', async () => {
    const Answer = z.object({ suggestions: z.array(z.object({ name: z.string(), price: z.string() })) })
    const { suggestions } = Answer.parse(await (await call('/us_et/search-suggestions?term=almond%20shampoo')).json())
    const configurable = suggestions.find((item) => item.name === 'Purifying Almond Shampoo')
    expect(configurable?.price).toMatch(/^From €\d+\.\d\d excl\. VAT$/)
    expect(suggestions.some((item) => /^€\d+\.\d\d excl\. VAT$/.test(item.price))).toBe(true)
  })

  it('counts a term of one letter and control characters as too short', async () => {
    const answer = SuggestionsSchema.parse(await (await call('/us_et/search-suggestions?term=%00a%00')).json())
    expect(answer).toEqual({ term: 'a', total: 0, suggestions: [] })
  })
})
