import { describe, expect, it } from 'vitest'
import { formatOrderDate, orderAddressLines, parseOrderNumber, parseOrdersPage } from '~/lib/account/orders'
import { savedAddressOption, streetDisplayLines } from '~/lib/checkout'
import { formatMagentoDate } from '~/lib/date-format'

describe('order history rules', () => {
  it('reads the page from the query, the first page for anything odd', () => {
    expect(parseOrdersPage('3')).toBe(3)
    for (const raw of [null, '', '0', '-2', '1.5', 'abc', '99999999']) expect(parseOrdersPage(raw)).toBe(1)
  })

  it('takes short alphanumeric order numbers only', () => {
    expect(parseOrderNumber('000000012')).toBe('000000012')
    for (const raw of [undefined, '', '<script>', '1'.repeat(40), '../1']) expect(parseOrderNumber(raw)).toBeUndefined()
  })

  it("shows Magento's UTC timestamps as the day they were in the store (Amsterdam), in the store's locale", () => {
    // 23:30 UTC on 1 May is 01:30 on 2 May in Amsterdam (summer time); 21:30 UTC is still 1 May there.
    expect(formatOrderDate('2024-05-01 23:30:00', 'en-US')).toBe('May 2, 2024')
    expect(formatOrderDate('2024-05-01 21:30:00', 'de-DE')).toBe('1. Mai 2024')
    // Winter: one hour ahead.
    expect(formatOrderDate('2026-12-04 23:30:00', 'nl-NL')).toBe('5 december 2026')
    expect(formatOrderDate('2026-12-04 22:59:59', 'nl-NL')).toBe('4 december 2026')
    expect(formatOrderDate('not a date', 'en-US')).toBe('not a date')
  })

  it('shows a calendar date (a training booked) as that day, whatever the time zone', () => {
    expect(formatMagentoDate('2026-12-04', 'nl-NL', 'long')).toBe('4 december 2026')
  })

  it('joins an order address as lines, the country by name, empty lines left out', () => {
    const lines = orderAddressLines(
      {
        firstname: 'Ada',
        lastname: 'Lovelace',
        street: ['Keizersgracht', '123', null],
        city: 'Amsterdam',
        postcode: '1015 CJ',
        region: null,
        country_code: 'NL',
        telephone: '+31',
      },
      (code) => (code === 'NL' ? 'Netherlands' : code),
    )
    // Street and house number on one line, as the address book and the mail write them.
    expect(lines).toEqual(['Ada Lovelace', 'Keizersgracht 123', '1015 CJ Amsterdam', 'Netherlands', '+31'])
    expect(streetDisplayLines(['Hauptstraße', '5b', 'Mitte', 'Hinterhaus'])).toEqual([
      'Hauptstraße 5b',
      'Mitte',
      'Hinterhaus',
    ])
  })
})

describe('a saved address offered at the checkout', () => {
  it('reads as the address book writes it: street and number together, the country by its name', () => {
    const option = savedAddressOption(
      {
        id: 7,
        firstname: 'Anna',
        lastname: 'Müller',
        street: ['Hauptstraße', '5b', '', 'Hinterhaus'],
        postcode: '10115',
        city: 'Berlin',
        country_code: 'DE',
        default_shipping: true,
        default_billing: false,
      },
      'shipping',
      (code) => (code === 'DE' ? 'Deutschland' : code),
    )
    expect(option?.label).toBe('Anna Müller, Hauptstraße 5b Hinterhaus, 10115 Berlin, Deutschland')
  })
})
