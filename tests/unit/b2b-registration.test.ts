import { describe, expect, it } from 'vitest'
import { PASSWORD_IS_EMAIL } from '~/lib/account/password'
import { normalizeWebsite } from '~/lib/b2b/company-rules'
import { businessRegistrationSchema } from '~/lib/b2b/registration.schema'

const valid = {
  company_name: 'Salon Bella',
  vat_id: 'NL 8521.47.963 B01',
  chamber_of_commerce: '1234 5678',
  website: 'salon-bella.nl',
  street: 'Kerkstraat',
  house_number: '12a',
  postcode: '1017gc',
  gender: '3',
  firstname: 'Bella',
  lastname: 'Jansen',
  email: 'bella@example.com',
  password: 'salon2024',
  confirmPassword: 'salon2024',
}

const errorsOf = (store: 'nl_et' | 'de_et' | 'fr_et' | 'us_et', input: Record<string, string>) => {
  const result = businessRegistrationSchema(store).safeParse(input)
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]))
}

describe('business registration schema', () => {
  it('refuses a password that is the e-mail address', () => {
    const same = { ...valid, password: 'Bella@Example.com', confirmPassword: 'Bella@Example.com' }
    expect(errorsOf('nl_et', same)).toEqual({ password: PASSWORD_IS_EMAIL })
  })

  it('accepts a Dutch salon and normalises its numbers', () => {
    const result = businessRegistrationSchema('nl_et').parse(valid)
    expect(result).toMatchObject({
      vat_id: 'NL852147963B01',
      chamber_of_commerce: '12345678',
      website: 'https://salon-bella.nl/',
      postcode: '1017 GC',
    })
  })

  it('adds the store country to a VAT number written without it', () => {
    expect(businessRegistrationSchema('nl_et').parse({ ...valid, vat_id: '852147963B01' }).vat_id).toBe(
      'NL852147963B01',
    )
  })

  it("checks the company against its VAT number's country, the store's examples in the messages", () => {
    // A Dutch salon registers in any store.
    expect(errorsOf('de_et', valid)).toEqual({})
    expect(businessRegistrationSchema('fr_et').parse(valid)).toMatchObject({
      vat_id: 'NL852147963B01',
      chamber_of_commerce: '12345678',
      postcode: '1017 GC',
    })
    expect(errorsOf('de_et', { ...valid, vat_id: 'XX123', chamber_of_commerce: 'ABC', postcode: '1' })).toEqual({
      vat_id: 'Please enter a valid VAT registration number, for example DE123456789.',
      chamber_of_commerce: 'Please enter a valid Chamber of Commerce number (Handelsregister), for example HRB 123456.',
      postcode: 'Please enter a valid zip code, for example 10115.',
    })
    // A number without its country prefix is read in the store's country only.
    expect(errorsOf('nl_et', { ...valid, vat_id: '123456789' }).vat_id).toMatch(/NL123456789B01/)
    expect(
      businessRegistrationSchema('de_et').parse({
        ...valid,
        vat_id: '123 456 789',
        chamber_of_commerce: 'HRB 98765',
        postcode: '10115',
      }).vat_id,
    ).toBe('DE123456789')
    // A prefix names a country the shop serves, or the number is refused.
    expect(errorsOf('nl_et', { ...valid, vat_id: 'GB123456789' }).vat_id).toMatch(/valid VAT/)
    // A Belgian salon (no store of its own; the academy trains in Antwerp) registers in any store.
    for (const store of ['us_et', 'nl_et', 'fr_et'] as const) {
      expect(
        businessRegistrationSchema(store).parse({
          ...valid,
          vat_id: 'BE 0123.456.749',
          chamber_of_commerce: '0123.456.749',
          postcode: '2000',
        }),
      ).toMatchObject({ vat_id: 'BE0123456749', chamber_of_commerce: '0123456749', postcode: '2000' })
    }
    expect(
      errorsOf('de_et', { ...valid, vat_id: 'DE 123 456 789', chamber_of_commerce: 'hrb 98765', postcode: '10115' }),
    ).toEqual({})
    expect(
      errorsOf('fr_et', {
        ...valid,
        vat_id: 'FR 12 345678901',
        chamber_of_commerce: '123 456 789 00012',
        postcode: '75001',
      }),
    ).toEqual({})
    expect(errorsOf('us_et', valid)).toEqual({})
  })

  it("refuses a registry number and a postcode of another country than the VAT number's", () => {
    // A Dutch VAT number beside a French SIREN and a Belgian postcode.
    expect(
      errorsOf('de_et', { ...valid, vat_id: 'NL123456789B01', chamber_of_commerce: '123456789', postcode: '2000' }),
    ).toEqual({
      chamber_of_commerce: 'Please enter a valid Chamber of Commerce number (KvK), for example 12345678.',
      postcode: 'Please enter a valid zip code, for example 1017 GC.',
    })
    // A German VAT number beside a Belgian company number and a French postcode.
    expect(
      Object.keys(
        errorsOf('nl_et', { ...valid, vat_id: 'DE123456789', chamber_of_commerce: '0123.456.789', postcode: '75001' }),
      ),
    ).toEqual(['chamber_of_commerce'])
  })

  it('uses the spec texts for required fields, the password rule and the confirmation', () => {
    expect(errorsOf('nl_et', { ...valid, company_name: '', firstname: '' })).toEqual({
      company_name: 'This field is required',
      firstname: 'This field is required',
    })
    // A name of one character is a name.
    expect(errorsOf('nl_et', { ...valid, firstname: '李' })).toEqual({})
    expect(errorsOf('nl_et', { ...valid, password: 'short1', confirmPassword: 'short1' }).password).toBe(
      'The field should have at least 8 characters',
    )
    expect(errorsOf('nl_et', { ...valid, password: 'onlyletters', confirmPassword: 'onlyletters' }).password).toBe(
      'Please use one uppercase and one number in your password.',
    )
    expect(errorsOf('nl_et', { ...valid, confirmPassword: 'salon2025' }).confirmPassword).toBe("Passwords don't match")
  })

  it('refuses script, formulas and bad websites in the company fields', () => {
    expect(errorsOf('nl_et', { ...valid, vat_id: '=cmd|calc' }).vat_id).toMatch(/valid VAT/)
    expect(errorsOf('nl_et', { ...valid, house_number: '<script>' }).house_number).toMatch(/house number/)
    expect(errorsOf('nl_et', { ...valid, gender: 'other' }).gender).toBe('Please select an option.')
    expect(normalizeWebsite('javascript:alert(1)')).toBeNull()
    expect(normalizeWebsite('http://user:pw@salon.nl')).toBeNull()
    expect(normalizeWebsite('localhost')).toBeNull()
    expect(normalizeWebsite('https://www.salon.nl/shop')).toBe('https://www.salon.nl/shop')
  })
})
