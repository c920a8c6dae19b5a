import { describe, expect, it } from 'vitest'
import { utcDateFormat } from '~/lib/date-format'

describe('date formats', () => {
  it('format a UTC date in the locale, late in the day still that day', () => {
    const date = new Date('2024-05-01T23:30:00Z')
    expect(utcDateFormat('en-US', 'long').format(date)).toBe('May 1, 2024')
    expect(utcDateFormat('de-DE', 'long').format(date)).toBe('1. Mai 2024')
    expect(utcDateFormat('fr-FR', 'medium').format(date)).toBe('1 mai 2024')
    expect(utcDateFormat('nl-NL', 'medium').format(date)).toBe('1 mei 2024')
  })

  it('are built once per locale and style', () => {
    expect(utcDateFormat('nl-NL', 'long')).toBe(utcDateFormat('nl-NL', 'long'))
    expect(utcDateFormat('nl-NL', 'long')).not.toBe(utcDateFormat('nl-NL', 'medium'))
    expect(utcDateFormat('nl-NL', 'long')).not.toBe(utcDateFormat('de-DE', 'long'))
  })
})
