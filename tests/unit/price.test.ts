import { describe, expect, it } from 'vitest'
import { formatMoney } from '~/lib/price'

/** Issue 11: number formats are built once per locale and currency, and each pair keeps its own. */
describe('formatMoney', () => {
  it('formats each locale and currency pair as the locale writes it, whichever pair came first', () => {
    const pairs: [string, string, string][] = [
      ['en-US', 'EUR', '€1,234.50'],
      ['de-DE', 'EUR', '1.234,50 €'],
      ['en-US', 'USD', '$1,234.50'],
      ['nl-NL', 'EUR', '€ 1.234,50'],
    ]
    for (let round = 0; round < 2; round++) {
      for (const [locale, currency, expected] of round === 0 ? pairs : pairs.toReversed()) {
        expect(formatMoney(1234.5, currency, locale).replace(/\s/g, ' ')).toBe(expected)
      }
    }
  })

  it('answers nothing for a missing or non-finite value and EUR for a missing currency', () => {
    expect(formatMoney(null, 'EUR', 'en-US')).toBe('')
    expect(formatMoney(Number.NaN, 'EUR', 'en-US')).toBe('')
    expect(formatMoney(3, null, 'en-US')).toBe('€3.00')
  })
})
