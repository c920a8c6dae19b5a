// Magento answers a cart line it cannot show (its product gone from the store, its stock under its quantity) as a
// null element of `cart.items` with an error naming that element, beside the rest of the cart. That answer is the
// cart, not a refusal: taken as one, a guest's cart cookie was dropped and a customer signed out.
import { describe, expect, it } from 'vitest'
import { CommerceError, createCommerceClient } from '~/lib/commerce.server'
import { ServerTiming } from '~/lib/server-timing.server'
import { GuestCartDocument } from '~graphql/generated'

function answering(body: unknown) {
  const binding = { fetch: () => Promise.resolve(Response.json(body)) } as unknown as Fetcher
  return createCommerceClient({ endpoint: '', binding, store: 'us_et', token: 'token', timing: new ServerTiming() })
}

const line = { uid: 'MQ==', quantity: 1 }

describe('an answer with data and errors', () => {
  it('is the data when every error is about a list element that came as null', async () => {
    const data = { cart: { id: 'c', items: [null, line] } }
    const client = answering({
      data,
      errors: [
        {
          message: 'The requested qty is not available',
          path: ['cart', 'items', 0],
          extensions: { category: 'graphql-input' },
        },
      ],
    })
    expect(await client.query(GuestCartDocument, { cartId: 'c' })).toEqual(data)
    // A shared answer (GET, cached for everyone) is not taken with a part missing.
    await expect(client.query(GuestCartDocument, { cartId: 'c' }, { get: true })).rejects.toBeInstanceOf(CommerceError)
  })

  it.each([
    ['a whole field', { cart: null }, ['cart'], 'graphql-no-such-entity'],
    ['an element that is there', { cart: { id: 'c', items: [line] } }, ['cart', 'items', 0], 'graphql-input'],
    ['an authorization refusal', { cart: { id: 'c', items: [null] } }, ['cart', 'items', 0], 'graphql-authorization'],
    ['no path', { cart: { id: 'c', items: [null] } }, undefined, 'graphql-input'],
  ])('is refused when an error is about %s', async (_label, data, path, category) => {
    const client = answering({ data, errors: [{ message: 'refused', path, extensions: { category } }] })
    await expect(client.query(GuestCartDocument, { cartId: 'c' })).rejects.toBeInstanceOf(CommerceError)
  })
})
