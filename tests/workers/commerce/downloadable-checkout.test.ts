import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { at, categoryOf, gql } from './client.ts'

/**
 * Magento's default "Disable Guest Checkout if Cart Contains Downloadable Items": a guest's purchased links would
 * belong to no account, so a guest cart with an e-book cannot be checked out; a customer's can.
 */

const EBOOK = 'ET-F00018'
const ADDRESS = `{ firstname: "Eva", lastname: "Jansen", street: ["Damrak 1"], city: "Amsterdam", postcode: "1012 LG",
  country_code: "NL", telephone: "+31200000000" }`

async function ebookCart(headers: Record<string, string> = {}, existing?: string): Promise<string> {
  const links = z
    .array(z.object({ uid: z.string() }))
    .parse(
      at(
        (
          await gql(
            `{ products(filter: { sku: { eq: "${EBOOK}" } }) { items { ... on DownloadableProduct { downloadable_product_links { uid } } } } }`,
          )
        ).data,
        'products.items.0.downloadable_product_links',
      ),
    )
  const cartId =
    existing ?? String(at((await gql('mutation { createEmptyCart }', {}, headers)).data, 'createEmptyCart'))
  const added = await gql(
    `mutation ($id: String!, $links: [ID!]) { addProductsToCart(cartId: $id, cartItems: [{ sku: "${EBOOK}", quantity: 1,
      selected_options: $links }]) { cart { items { __typename } } user_errors { message } } }`,
    { id: cartId, links: links.map((link) => link.uid) },
    headers,
  )
  expect(at(added.data, 'addProductsToCart.cart.items.0.__typename')).toBe('DownloadableCartItem')
  return cartId
}

const BILLING = `mutation ($id: String!) { setBillingAddressOnCart(input: { cart_id: $id, billing_address: { address: ${ADDRESS} } }) {
  cart { id } } }`

describe('a cart with a downloadable product', () => {
  it('is refused every checkout step as a guest’s, in Magento’s words', async () => {
    const cartId = await ebookCart()
    const refused = await gql(BILLING, { id: cartId })
    expect(categoryOf(refused)).toBe('graphql-authorization')
    expect(refused.errors?.[0]?.message).toBe(
      'Guest checkout is not allowed. Register a customer account or login with existing one.',
    )
    for (const step of [
      `mutation ($id: String!) { setPaymentMethodOnCart(input: { cart_id: $id, payment_method: { code: "checkmo" } }) { cart { id } } }`,
      'mutation ($id: String!) { placeOrder(input: { cart_id: $id }) { orderV2 { number } } }',
    ])
      expect(categoryOf(await gql(step, { id: cartId }))).toBe('graphql-authorization')
  })

  it('is checked out as a customer’s', async () => {
    const email = `ebook-${crypto.randomUUID().slice(0, 8)}@example.com`
    await gql(
      `mutation ($email: String!) { createCustomerV2(input: { firstname: "Eva", lastname: "Jansen", email: $email,
        password: "Password123!" }) { customer { email } } }`,
      { email },
    )
    const token = at(
      (
        await gql('mutation ($e: String!) { generateCustomerToken(email: $e, password: "Password123!") { token } }', {
          e: email,
        })
      ).data,
      'generateCustomerToken.token',
    )
    const auth = { Authorization: `Bearer ${String(token)}` }
    const cartId = String(at((await gql('{ customerCart { id } }', {}, auth)).data, 'customerCart.id'))
    await ebookCart(auth, cartId)
    expect((await gql(BILLING, { id: cartId }, auth)).errors).toBeUndefined()
  })
})
