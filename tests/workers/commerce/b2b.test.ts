import { describe, expect, it } from 'vitest'
import { at, gql } from './client.ts'

const CREATE = `mutation ($input: CustomerCreateInput!) {
  createCustomerV2(input: $input) { customer { email is_b2b b2b_company { company_name vat_id chamber_of_commerce website street house_number postcode } } }
}`
const SIGN_IN =
  'mutation ($email: String!, $password: String!) { generateCustomerToken(email: $email, password: $password) { token } }'

const company = {
  company_name: 'Salon Bella B.V.',
  vat_id: 'nl 8521.47.963 B01',
  chamber_of_commerce: '12345678',
  website: 'https://salon-bella.example',
  street: 'Kerkstraat',
  house_number: '12a',
  postcode: '1017 gc',
}
const uniqueEmail = (): string => `salon-${crypto.randomUUID()}@example.com`

describe('B2B registration (the shop module of extension.graphql)', () => {
  it('creates an is_b2b customer and keeps the company, normalised', async () => {
    const email = uniqueEmail()
    const input = {
      email,
      password: 'Salon2024!',
      firstname: 'Bella',
      lastname: 'Jansen',
      gender: 2,
      b2b_company: company,
    }
    const created = await gql(CREATE, { input })
    expect(created.errors).toBeUndefined()
    expect(at(created.data, 'createCustomerV2.customer')).toMatchObject({
      email,
      is_b2b: true,
      b2b_company: { ...company, vat_id: 'NL852147963B01', postcode: '1017 GC' },
    })
    const token = at((await gql(SIGN_IN, { email, password: 'Salon2024!' })).data, 'generateCustomerToken.token')
    expect(typeof token).toBe('string')
    const me = await gql(
      '{ customer { is_b2b taxvat b2b_company { company_name } } }',
      {},
      { Authorization: `Bearer ${String(token)}` },
    )
    expect(at(me.data, 'customer')).toEqual({
      is_b2b: true,
      taxvat: 'NL852147963B01',
      b2b_company: { company_name: 'Salon Bella B.V.' },
    })
  })

  it('a registration without company data is a consumer, and bad company data creates nothing', async () => {
    const consumer = uniqueEmail()
    const plain = await gql(CREATE, {
      input: { email: consumer, password: 'Salon2024!', firstname: 'A', lastname: 'B' },
    })
    expect(at(plain.data, 'createCustomerV2.customer')).toMatchObject({ is_b2b: false, b2b_company: null })

    const email = uniqueEmail()
    const bad = await gql(CREATE, {
      input: {
        email,
        password: 'Salon2024!',
        firstname: 'A',
        lastname: 'B',
        b2b_company: { ...company, vat_id: '=cmd|x', street: ' ' },
      },
    })
    expect(bad.errors?.[0]?.message).toBe('Required parameters are missing: b2b_company.street')
    const wrongVat = await gql(CREATE, {
      input: {
        email,
        password: 'Salon2024!',
        firstname: 'A',
        lastname: 'B',
        b2b_company: { ...company, vat_id: '=cmd|x' },
      },
    })
    expect(wrongVat.errors?.[0]?.message).toBe('"=CMD|X" is not a valid VAT number.')
    // No account was made: its address and password do not sign in.
    const signIn = await gql(
      'mutation ($email: String!) { generateCustomerToken(email: $email, password: "Salon2024!") { token } }',
      { email },
    )
    expect(signIn.errors?.[0]?.message).toMatch(/^The account sign-in was incorrect/)
  })

  it('de_et asks for confirmation before a business customer can sign in', async () => {
    const email = uniqueEmail()
    const input = { email, password: 'Salon2024!', firstname: 'Anna', lastname: 'Schmidt', b2b_company: company }
    const created = await gql(CREATE, { input }, { Store: 'de_et' })
    expect(at(created.data, 'createCustomerV2.customer.is_b2b')).toBe(true)
    const refused = await gql(SIGN_IN, { email, password: 'Salon2024!' }, { Store: 'de_et' })
    expect(refused.errors?.[0]?.message).toBe("This account isn't confirmed. Verify and try again.")
  })
})
