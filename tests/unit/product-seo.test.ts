import { describe, expect, it } from 'vitest'
import { plainText } from '~/lib/product-seo'

describe('plainText (a product meta description and its JSON-LD)', () => {
  it('reads as the page does: tags gone, entities decoded once, spaces folded', () => {
    expect(plainText('<p>Tom &amp; Jerry&#39;s &quot;Salon&quot; shampoo &lt;3</p><p>for&nbsp;dry hair</p>')).toBe(
      'Tom & Jerry\'s "Salon" shampoo <3 for dry hair',
    )
  })

  it('cuts between characters as a reader sees them, never inside an emoji or a flag', () => {
    const text = `${'a'.repeat(8)}👩‍🔬🇳🇱 more`
    expect(plainText(text, 10)).toBe(`${'a'.repeat(8)}👩‍🔬…`)
    expect(plainText('short', 10)).toBe('short')
  })
})
