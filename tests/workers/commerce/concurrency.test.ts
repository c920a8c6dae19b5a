import { env } from 'cloudflare:workers'
import { GraphQLError } from 'graphql'
import { describe, expect, it } from 'vitest'
import { uniqueEmail } from '../../../workers/commerce/resolvers/account.ts'
import { at, gql } from './client.ts'

/**
 * Requests sent at once (a double click, two tabs): the backend's writes hold as when they come one after the
 * other. Each case runs several at once; D1 serialises statements, so the ones that race are those that check, then
 * write.
 */

const ADD = `mutation ($cartId: String!, $items: [CartItemInput!]!) { addProductsToCart(cartId: $cartId, cartItems: $items) {
  cart { id } user_errors { message } } }`

async function register(email: string) {
  return gql(
    `mutation ($email: String!) { createCustomerV2(input: { firstname: "Ada", lastname: "Twice", email: $email,
      password: "Password123!" }) { customer { email } } }`,
    { email },
  )
}

describe('a registration sent several times at once', () => {
  it('makes one account; the others are refused as the duplicate they are, never an internal error', async () => {
    const email = `twice-${crypto.randomUUID().slice(0, 8)}@example.com`
    const answers = await Promise.all([register(email), register(email), register(email), register(email)])
    const made = answers.filter((answer) => at(answer.data, 'createCustomerV2.customer.email') === email)
    expect(made).toHaveLength(1)
    const refusals = answers.flatMap((answer) => (answer.errors ?? []).map((error) => error.message))
    expect(refusals).toEqual(
      Array(3).fill('A customer with the same email address already exists in an associated website.'),
    )
  })
})

describe('an e-mail address taken between the check and the write', () => {
  it('is refused as Magento refuses a duplicate, in the category the storefront reads', async () => {
    // The write the second of two registrations at once makes: the database refuses the address the first took.
    const insert = env.DB.prepare(
      "INSERT INTO customer (store_id, email, password_hash, firstname, lastname) VALUES (1, ?, 'x', 'Ada', 'Twice')",
    )
      .bind('CUSTOMER@example.com')
      .run()
    const refusal: unknown = await uniqueEmail(insert).catch((error: unknown) => error)
    expect(refusal).toBeInstanceOf(GraphQLError)
    expect(refusal).toMatchObject({
      message: 'A customer with the same email address already exists in an associated website.',
      extensions: { category: 'graphql-already-exists' },
    })
    // Any other failure is what it is.
    const other = await uniqueEmail(env.DB.prepare('SELECT * FROM no_such_table').run()).catch(
      (error: unknown) => error,
    )
    expect(other).not.toBeInstanceOf(GraphQLError)
  })
})

describe('a guest cart merged several times at once (a sign-in sent twice)', () => {
  it('is merged once: the quantities both carts hold are not added again', async () => {
    const email = `merge-twice-${crypto.randomUUID().slice(0, 8)}@example.com`
    expect((await register(email)).errors).toBeUndefined()
    const token = at(
      (
        await gql(
          'mutation ($email: String!) { generateCustomerToken(email: $email, password: "Password123!") { token } }',
          { email },
        )
      ).data,
      'generateCustomerToken.token',
    )
    const auth = { Authorization: `Bearer ${String(token)}` }
    const customerCart = String(at((await gql('{ customerCart { id } }', {}, auth)).data, 'customerCart.id'))
    await gql(ADD, { cartId: customerCart, items: [{ sku: 'ET-B00005', quantity: 1 }] }, auth)
    const guest = String(at((await gql('mutation { createEmptyCart }')).data, 'createEmptyCart'))
    await gql(ADD, { cartId: guest, items: [{ sku: 'ET-B00005', quantity: 2 }] })

    const merge = () =>
      gql(
        'mutation ($s: String!, $d: String!) { mergeCarts(source_cart_id: $s, destination_cart_id: $d) { id } }',
        { s: guest, d: customerCart },
        auth,
      )
    const answers = await Promise.all([merge(), merge(), merge(), merge()])
    expect(answers.filter((answer) => answer.errors === undefined)).toHaveLength(1)
    expect(answers.flatMap((answer) => (answer.errors ?? []).map((error) => error.message))).toEqual(
      Array(3).fill("The cart isn't active."),
    )
    const cart = await gql('{ customerCart { items { quantity product { sku } } } }', {}, auth)
    expect(at(cart.data, 'customerCart.items')).toEqual([{ quantity: 3, product: { sku: 'ET-B00005' } }])
  })
})
