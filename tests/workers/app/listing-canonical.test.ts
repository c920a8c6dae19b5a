import { describe, expect, it } from 'vitest'
import { ORIGIN, call } from './worker'

/** A listing's canonical URL names the page the shopper sees, as parsed, never the raw query value. */

function canonical(html: string): string | undefined {
  return /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1]
}

describe('the canonical link of a category listing', () => {
  it.each([
    ['?page=abc', ''],
    ['?page=-3', ''],
    ['?page=1', ''],
    ['?page=', ''],
    ['?page=02', '?page=2'],
    ['?page=2abc', '?page=2'],
    ['?page=2&sort=name_ASC&itemsPerPage=24', '?page=2'],
  ])('of hair.html%s ends in “%s”', async (query, kept) => {
    const response = await call(`/us_et/hair.html${query}`)
    expect(response.status).toBe(200)
    expect(canonical(await response.text())).toBe(`${ORIGIN}/us_et/hair.html${kept}`)
  })
})

describe('what search engines index of a category listing', () => {
  const robots = (html: string) => /<meta name="robots" content="([^"]*)"/.exec(html)?.[1]

  it.each(['?term=zzzz', '?term=almond', '?itemsPerPage=24&page=2', '?sort=name_ASC', '?color=1'])(
    'hair.html%s is a variant: followed, not indexed',
    async (query) => {
      expect(robots(await (await call(`/us_et/hair.html${query}`)).text())).toBe('noindex, follow')
    },
  )

  it('the listing itself and its pages are indexed, a page numbered before the shop’s name', async () => {
    expect(robots(await (await call('/us_et/hair.html')).text())).toBeUndefined()
    const second = await (await call('/us_et/hair.html?page=2')).text()
    expect(robots(second)).toBeUndefined()
    expect(/<title>([^<]*)<\/title>/.exec(second)?.[1]).toMatch(/^[^|]+ – page 2 \| Estelle Tijs/)
  })
})
