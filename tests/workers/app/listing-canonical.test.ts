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
