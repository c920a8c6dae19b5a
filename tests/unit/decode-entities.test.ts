import { describe, expect, it } from 'vitest'
import { decodeEntities } from '~/lib/decode-entities'
import { productName } from '~/lib/product-url'

describe('decodeEntities', () => {
  it('decodes what Magento escapes in names, and numeric references', () => {
    expect(decodeEntities('Shampoo &amp; Conditioner &quot;Pro&quot; &#039;24 &lt;3')).toBe(
      `Shampoo & Conditioner "Pro" '24 <3`,
    )
    expect(decodeEntities('Cr&#232;me &#xE9;clat')).toBe('Crème éclat')
  })

  it('leaves unknown or broken references alone', () => {
    expect(decodeEntities('&bogus; &#0; & plain')).toBe('&bogus; &#0; & plain')
    expect(productName(null)).toBe('')
  })
})
