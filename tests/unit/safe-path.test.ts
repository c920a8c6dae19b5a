import { describe, expect, it } from 'vitest'
import { ownPath, safeRedirectPath, safeSlug, storeRedirectPath } from '~/lib/safe-path'
import { HOSTILE_TARGETS, OUTSIDE_STORE_PATHS } from '../support/hostile-redirects'

describe('safeSlug', () => {
  it.each([
    ['hair/shampoo.html', 'hair/shampoo.html'],
    ['/hair/', 'hair'],
    ['p/ET-HAIR-0001', 'p/ET-HAIR-0001'],
  ])('keeps the plain path %s', (input, expected) => {
    expect(safeSlug(input)).toBe(expected)
  })

  it.each(['a\\b', 'a b', 'x'.repeat(600)])('refuses %s', (input) => {
    expect(safeSlug(input)).toBeUndefined()
  })

  it.each(HOSTILE_TARGETS)('refuses the hostile target %j', (input) => {
    expect(safeSlug(input)).toBeUndefined()
  })
})

describe('safeRedirectPath', () => {
  it.each(['/us_et/cart?x=1', '/us_et', '/de_et/hair/shampoo.html?page=2&sort=name', '/us_et/search?term=%2F%2Fevil'])(
    'keeps the own path %s',
    (input) => {
      expect(safeRedirectPath(input, '/us_et')).toBe(input)
    },
  )

  it.each([...HOSTILE_TARGETS, ...OUTSIDE_STORE_PATHS])('falls back for the hostile target %j', (input) => {
    expect(safeRedirectPath(input, '/us_et/fallback')).toBe('/us_et/fallback')
  })

  it('never returns a target a browser would resolve to another origin', () => {
    for (const input of HOSTILE_TARGETS) {
      const target = ownPath(input)
      if (target !== undefined) expect(new URL(target, 'https://shop.test').origin).toBe('https://shop.test')
    }
  })
})

describe('storeRedirectPath', () => {
  it("takes a page of another store to the same page of the form's store, query kept", () => {
    expect(storeRedirectPath('/us_et/customer/my-wishlist?x=1', 'de_et', '/de_et')).toBe(
      '/de_et/customer/my-wishlist?x=1',
    )
    expect(storeRedirectPath('/us_et', 'fr_et', '/fr_et')).toBe('/fr_et')
    expect(storeRedirectPath('/us_et?coupon=A', 'fr_et', '/fr_et')).toBe('/fr_et?coupon=A')
    expect(storeRedirectPath('/de_et/checkout', 'de_et', '/de_et')).toBe('/de_et/checkout')
  })

  it('refuses what safeRedirectPath refuses', () => {
    for (const target of [...HOSTILE_TARGETS, ...OUTSIDE_STORE_PATHS]) {
      expect(storeRedirectPath(target, 'de_et', '/de_et/fallback')).toBe('/de_et/fallback')
    }
  })
})
