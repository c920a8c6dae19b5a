import { describe, expect, it } from 'vitest'
import { safeRedirectPath, safeSlug } from '~/lib/safe-path'

describe('safeSlug', () => {
  it.each([
    ['hair/shampoo.html', 'hair/shampoo.html'],
    ['/hair/', 'hair'],
    ['p/ET-HAIR-0001', 'p/ET-HAIR-0001'],
  ])('keeps the plain path %s', (input, expected) => {
    expect(safeSlug(input)).toBe(expected)
  })

  it.each(['//evil.example', 'https://evil.example', 'https:evil', '../etc/passwd', 'a/../../b', 'a\\b', 'a b', '', 'x'.repeat(600)])(
    'refuses %s',
    (input) => {
      expect(safeSlug(input)).toBeUndefined()
    },
  )
})

describe('safeRedirectPath', () => {
  it('keeps same-site paths with their query', () => {
    expect(safeRedirectPath('/us_et/cart?x=1', '/us_et')).toBe('/us_et/cart?x=1')
  })

  it.each(['//evil.example/x', 'https://evil.example', '/\\evil.example', 'javascript:alert(1)', ''])('falls back for %s', (input) => {
    expect(safeRedirectPath(input, '/us_et')).toBe('/us_et')
  })
})
