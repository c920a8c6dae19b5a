import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { CHECKOUT_MESSAGES } from '~/lib/checkout'
import { call, commerce, formPost, newCustomerToken } from './worker'

/** The checkout's saved-address choice with another customer's address id (a forged form). */

const ADDRESS = `mutation { createCustomerAddress(input: { firstname: "Ada", lastname: "Owner", street: ["Keizersgracht 1"],
  city: "Amsterdam", postcode: "1015 CJ", country_code: NL, telephone: "+31201234567" }) { id } }`

async function customerWithCart(label: string): Promise<string> {
  const token = await newCustomerToken(label)
  const { customerCart } = z
    .object({ customerCart: z.object({ id: z.string() }) })
    .parse(await commerce('{ customerCart { id } }', {}, token))
  await commerce(
    'mutation ($id: String!) { addProductsToCart(cartId: $id, cartItems: [{ sku: "ET-H00001", quantity: 1 }]) { cart { id } } }',
    { id: customerCart.id },
    token,
  )
  // Shipping done, so the billing step is open too (the checkout's step guard).
  await commerce(
    `mutation ($id: String!) { setShippingAddressesOnCart(input: { cart_id: $id, shipping_addresses: [{ address: {
      firstname: "Test", lastname: "Shopper", street: ["Damrak 1"], city: "Amsterdam", postcode: "1012 LG",
      country_code: "NL", telephone: "+31200000000" } }] }) { cart { id } } }`,
    { id: customerCart.id },
    token,
  )
  await commerce(
    `mutation ($id: String!) { setShippingMethodsOnCart(input: { cart_id: $id, shipping_methods: [{ carrier_code: "flatrate",
      method_code: "flatrate" }] }) { cart { id } } }`,
    { id: customerCart.id },
    token,
  )
  return token
}

describe("the checkout's saved addresses", () => {
  for (const step of ['shipping', 'billing'] as const) {
    it(`${step}: another customer's address id is refused on the form, and the shopper stays signed in`, async () => {
      const owner = await newCustomerToken('address-owner')
      const { createCustomerAddress } = z
        .object({ createCustomerAddress: z.object({ id: z.number() }) })
        .parse(await commerce(ADDRESS, {}, owner))
      const shopper = await customerWithCart('address-forger')

      const response = await call(
        `/us_et/checkout/${step}`,
        formPost(
          { savedAddressId: String(createCustomerAddress.id), shippingMethod: 'flatrate|flatrate' },
          { Cookie: `vsf-customer=${shopper}` },
        ),
      )
      expect(response.status).toBe(400)
      expect(await response.text()).toContain(CHECKOUT_MESSAGES.unknownSavedAddress.replace("'", '&#x27;'))
      // Nothing signs the shopper out: no cookie is dropped, and the token still works.
      expect(response.headers.getSetCookie().filter((cookie) => /^vsf-(customer|cart)=;/.test(cookie))).toEqual([])
      expect(await commerce('{ customer { firstname } }', {}, shopper)).toEqual({ customer: { firstname: 'Test' } })
    })
  }
})

describe('the billing step of a customer', () => {
  it('offers the default billing address for a different billing address, not the shipping one', async () => {
    const shopper = await customerWithCart('billing-default')
    const { createCustomerAddress } = z.object({ createCustomerAddress: z.object({ id: z.number() }) }).parse(
      await commerce(
        `mutation { createCustomerAddress(input: { firstname: "Bill", lastname: "Payer", street: ["5th Avenue 1"],
          city: "New York", postcode: "10001", country_code: US, region: { region_id: 43 }, telephone: "+12125550100",
          default_billing: true }) { id } }`,
        {},
        shopper,
      ),
    )
    const html = await (
      await call('/us_et/checkout/billing', { headers: { Cookie: `vsf-customer=${shopper}` } })
    ).text()
    const checked = /<input[^>]*name="savedAddressId"[^>]*>/g
    const chosen = [...html.matchAll(checked)].map((match) => match[0]).filter((tag) => /checked=""/.test(tag))
    expect(chosen).toHaveLength(1)
    expect(chosen[0]).toContain(`value="${createCustomerAddress.id}"`)
  })
})

async function cartOf(shopper: string): Promise<string> {
  return z
    .object({ customerCart: z.object({ id: z.string() }) })
    .parse(await commerce('{ customerCart { id } }', {}, shopper)).customerCart.id
}

describe('a saved address made outside the shop’s forms', () => {
  /** An address in the customer's book, written straight to the backend as an app or Magento's admin could. */
  async function savedAddress(shopper: string, fields: string): Promise<string> {
    const { createCustomerAddress } = z
      .object({ createCustomerAddress: z.object({ id: z.number() }) })
      .parse(
        await commerce(
          `mutation { createCustomerAddress(input: { firstname: "Ada", lastname: "Owner", city: "Amsterdam", country_code: NL, ${fields} }) { id } }`,
          {},
          shopper,
        ),
      )
    return String(createCustomerAddress.id)
  }

  it.each([
    ['no house number', 'street: ["Keizersgracht"], postcode: "1015 CJ", telephone: "+31201234567"'],
    ['a postcode of markup', 'street: ["Keizersgracht 1"], postcode: "<b>", telephone: "+31201234567"'],
    ['a phone of words', 'street: ["Keizersgracht 1"], postcode: "1015 CJ", telephone: "call me maybe"'],
  ])('with %s is refused at the shipping and billing steps, with what to do', async (_, fields) => {
    const shopper = await customerWithCart('saved-incomplete')
    const id = await savedAddress(shopper, fields)
    for (const step of ['shipping', 'billing']) {
      const response = await call(
        `/us_et/checkout/${step}`,
        formPost(
          { savedAddressId: id, shippingMethod: 'flatrate|flatrate' },
          { Cookie: `vsf-customer=${shopper}; vsf-cart=${await cartOf(shopper)}` },
        ),
      )
      expect(response.status, step).toBe(400)
      expect(await response.text(), step).toContain('Please edit it in your address book, or enter the address below.')
    }
  })

  it('with the house number on the street’s line, as Magento’s own forms write it, is taken', async () => {
    const shopper = await customerWithCart('saved-one-line')
    const id = await savedAddress(
      shopper,
      'street: ["Keizersgracht 12a"], postcode: "1015 CJ", telephone: "+31201234567"',
    )
    const response = await call(
      '/us_et/checkout/shipping',
      formPost(
        { savedAddressId: id, shippingMethod: 'flatrate|flatrate' },
        { Cookie: `vsf-customer=${shopper}; vsf-cart=${await cartOf(shopper)}` },
      ),
    )
    expect(response.status).toBe(302)
    expect(response.headers.get('Location')).toBe('/us_et/checkout/billing')
  })
})
