import { describe, expect, it } from 'vitest'
import { formatOrderDate, orderAddressLines, parseOrderNumber, parseOrdersPage } from '~/lib/account/orders'
import { savedAddressOption, streetDisplayLines } from '~/lib/checkout'

describe('order history rules', () => {
  it('reads the page from the query, the first page for anything odd', () => {
    expect(parseOrdersPage('3')).toBe(3)
    for (const raw of [null, '', '0', '-2', '1.5', 'abc', '99999999']) expect(parseOrdersPage(raw)).toBe(1)
  })

  it('takes short alphanumeric order numbers only', () => {
    expect(parseOrderNumber('000000012')).toBe('000000012')
    for (const raw of [undefined, '', '<script>', '1'.repeat(40), '../1']) expect(parseOrderNumber(raw)).toBeUndefined()
  })

  it("shows Magento's UTC timestamps as a date of the store's locale", () => {
    expect(formatOrderDate('2024-05-01 23:30:00', 'en-US')).toBe('May 1, 2024')
    expect(formatOrderDate('2024-05-01 23:30:00', 'de-DE')).toBe('1. Mai 2024')
    expect(formatOrderDate('not a date', 'en-US')).toBe('not a date')
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
