import { parseWithZod } from '@conform-to/zod/v4'
import { describe, expect, it } from 'vitest'
import {
  addressBookFormValues,
  parseAddressId,
  sortAddressCards,
  toAddressCard,
  toCustomerAddressInput,
} from '~/lib/account/addresses'
import { DeleteAddressSchema, createAddressBookSchema } from '~/lib/account/addresses.schema'
import type { CountryOption } from '~/lib/checkout'
import { MESSAGES } from '~/lib/validation'

const COUNTRIES: CountryOption[] = [
  { id: 'NL', name: 'Netherlands', regions: [] },
  { id: 'US', name: 'United States', regions: [{ id: 57, code: 'TX', name: 'Texas' }] },
]

const FIELDS = {
  firstname: 'Ada',
  lastname: 'Lovelace',
  street: 'Keizersgracht',
  apartment: '123',
  neighborhood: 'Grachtengordel',
  postcode: '1015 CJ',
  city: 'Amsterdam',
  country: 'NL',
  telephone: '+31 20 123 4567',
}

function form(values: Record<string, string>): FormData {
  const data = new FormData()
  for (const [key, value] of Object.entries(values)) data.set(key, value)
  return data
}

function parse(values: Record<string, string>) {
  return parseWithZod(form(values), { schema: createAddressBookSchema(COUNTRIES) })
}

function errorsOf(values: Record<string, string>) {
  const submission = parse(values)
  return submission.status === 'success' ? undefined : submission.error
}

describe('address book form', () => {
  it('accepts an address and maps it to Magento with the spec street list', () => {
    const submission = parse({ ...FIELDS, defaultShipping: 'on' })
    expect(submission.status).toBe('success')
    if (submission.status !== 'success') return
    expect(toCustomerAddressInput(submission.value)).toEqual({
      firstname: 'Ada',
      lastname: 'Lovelace',
      street: ['Keizersgracht', '123', 'Grachtengordel'],
      city: 'Amsterdam',
      postcode: '1015 CJ',
      country_code: 'NL',
      region: { region: null, region_code: null, region_id: null },
      telephone: '+31 20 123 4567',
      default_shipping: true,
    })
  })

  it('needs a region for a country that has them, and a country before a region', () => {
    expect(errorsOf({ ...FIELDS, country: 'US' })?.region).toEqual([MESSAGES.required])
    const early = errorsOf({ ...FIELDS, country: '', region: '57' })
    expect(early?.region).toEqual([MESSAGES.selectCountry])
    expect(early?.country).toEqual([MESSAGES.required])
    const texas = parse({ ...FIELDS, country: 'US', region: '57' })
    expect(texas.status).toBe('success')
    if (texas.status === 'success')
      expect(toCustomerAddressInput(texas.value).region).toEqual({ region: 'Texas', region_code: 'TX', region_id: 57 })
  })

  it('refuses unknown countries, foreign regions and oversized input, reporting every field at once', () => {
    const errors = errorsOf({ ...FIELDS, firstname: 'x'.repeat(300), country: 'ZZ', city: '' })
    expect(errors?.firstname).toEqual(['The field should have at most 100 characters'])
    expect(errors?.city).toEqual([MESSAGES.required])
    expect(errors?.country).toEqual(['Please choose a country from the list'])
    expect(errorsOf({ ...FIELDS, country: 'US', region: '999' })?.region).toEqual([
      'Please choose a state or province of the selected country',
    ])
  })

  it('reads a saved address back into the form by spec §3 positions', () => {
    const values = addressBookFormValues({
      id: 7,
      firstname: 'Ada',
      lastname: 'Lovelace',
      street: ['Keizersgracht', '123', 'Grachtengordel', 'Back door'],
      city: 'Amsterdam',
      postcode: '1015 CJ',
      country_code: 'US',
      telephone: '1',
      region: { region: 'Texas', region_code: 'TX', region_id: 57 },
      default_shipping: true,
      default_billing: false,
    })
    expect(values).toMatchObject({
      street: 'Keizersgracht',
      apartment: '123',
      neighborhood: 'Grachtengordel',
      extra: 'Back door',
      region: '57',
      defaultShipping: 'on',
      defaultBilling: undefined,
    })
  })

  it('shows defaults first, countries by name, and ignores addresses without an id', () => {
    const base = {
      firstname: 'A',
      lastname: 'B',
      street: ['S', '1'],
      city: 'C',
      postcode: 'P',
      telephone: 'T',
      region: null,
      default_billing: false,
    }
    const cards = [
      toAddressCard({ ...base, id: 1, country_code: 'NL', default_shipping: false }, COUNTRIES),
      toAddressCard({ ...base, id: 2, country_code: 'NL', default_shipping: true }, COUNTRIES),
      toAddressCard({ ...base, id: null, country_code: 'NL', default_shipping: false }, COUNTRIES),
    ].flatMap((card) => card ?? [])
    expect(sortAddressCards(cards).map((card) => card.id)).toEqual([2, 1])
    expect(cards[0]?.lines).toEqual(['S 1', 'P C', 'Netherlands'])
  })

  it('accepts only plain positive ids', () => {
    expect(parseAddressId('12')).toBe(12)
    for (const raw of ['0', '-1', '1e3', 'abc', '', '12345678901', undefined])
      expect(parseAddressId(raw)).toBeUndefined()
    expect(DeleteAddressSchema.safeParse({ intent: 'delete', addressId: '1; DROP' }).success).toBe(false)
  })
})
