import { describe, expect, it } from 'vitest'
import { cssColor } from '~/lib/css-color'

describe('cssColor', () => {
  it.each(['#C8A27C', '#fff', '#ffff', '#11223344', 'teal', 'RebeccaPurple', ' #9FB8AD '])('keeps %s', (value) => {
    expect(cssColor(value)).toBe(value.trim())
  })

  it.each([
    'red;background-image:url(https://evil.example/t.gif)',
    'url(https://evil.example/t.gif)',
    '#12',
    '#1234567',
    'red !important',
    'expression(alert(1))',
    'var(--x)',
    '',
    '   ',
    null,
    undefined,
  ])('drops %s', (value) => {
    expect(cssColor(value)).toBeUndefined()
  })
})
