import { describe, expect, it } from 'vitest'
import type { AnyVariables, TypedDocumentNode } from '@urql/core'
import { FastOrderAddDocument, FastOrderStateDocument } from '~graphql/generated'
import { LINE_MESSAGES, isRetryable, type ProductInfo } from '~/lib/b2b/fast-order'
import { CART_MESSAGES } from '~/lib/cart'
import { addOrderLines, loadFastOrderCart } from '~/lib/b2b/fast-order.server'
import { CommerceError } from '~/lib/commerce.server'
import type { RequestServices } from '~/lib/context.server'

/**
 * The server's batching against a scripted backend: what it adds, what it reports when a call times out (before or
 * after the backend applied it) and that a retry adds nothing twice.
 */
type Failure = 'after-apply' | 'before-apply' | null

function fakeBackend() {
  const cart = new Map<string, number>()
  /** SKUs in the cart that are training products. */
  const training = new Set<string>()
  const state = { adds: 0, failNext: null as Failure, failReads: false }
  const cartFragment = () => ({
    id: 'c'.repeat(32),
    items: [...cart].map(([sku, quantity]) => ({ quantity, product: { sku, is_training: training.has(sku) } })),
  })
  const commerce = {
    store: 'us_et',
    hasToken: true,
    query<Data, Variables extends AnyVariables>(document: TypedDocumentNode<Data, Variables>): Promise<Data> {
      if (document !== FastOrderStateDocument) throw new Error('unexpected query')
      if (state.failReads) return Promise.reject(new CommerceError('timeout', [], true))
      return Promise.resolve({ customer: { is_b2b: true }, customerCart: cartFragment() } as Data)
    },
    mutate<Data, Variables extends AnyVariables>(
      document: TypedDocumentNode<Data, Variables>,
      variables: Variables,
    ): Promise<Data> {
      if (document !== FastOrderAddDocument) throw new Error('unexpected mutation')
      state.adds++
      const failure = state.failNext
      state.failNext = null
      if (failure === 'before-apply') return Promise.reject(new CommerceError('timeout', [], true))
      const items = (variables as { cartItems: { sku: string; quantity: number }[] }).cartItems
      for (const item of items) cart.set(item.sku, (cart.get(item.sku) ?? 0) + item.quantity)
      if (failure === 'after-apply') return Promise.reject(new CommerceError('timeout', [], true))
      return Promise.resolve({ addProductsToCart: { cart: cartFragment(), user_errors: [] } } as Data)
    },
  }
  const services = {
    customerToken: 'token',
    commerce,
    cookies: new Map<string, string>(),
    responseCookies: [],
  } as unknown as RequestServices
  return { cart, training, state, services }
}

const product = (sku: string): ProductInfo => ({
  sku,
  name: sku,
  typename: 'SimpleProduct',
  inStock: true,
  onlyLeft: null,
  training: false,
  needsOptions: null,
  parentSku: null,
})
const SKUS = Array.from({ length: 150 }, (_, index) => `SKU-${index}`)
const PRODUCTS = new Map(SKUS.map((sku) => [sku, product(sku)]))
const LINES = SKUS.map((sku, index) => ({ sku, quantity: 2, before: 0, lines: [index + 2] }))

describe('adding an order on the server', () => {
  it('adds in batches of 100 and reports every line', async () => {
    const { cart, state, services } = fakeBackend()
    const result = await addOrderLines(services, await loadFastOrderCart(services), PRODUCTS, LINES)
    expect(state.adds).toBe(2)
    expect(result.incomplete).toBe(false)
    expect(result.outcomes.every((outcome) => outcome.added)).toBe(true)
    expect(cart.get('SKU-149')).toBe(2)
  })

  it('a call that times out after the backend applied it: the lines are reported added, a retry adds nothing twice', async () => {
    const { cart, state, services } = fakeBackend()
    state.failNext = 'after-apply'
    const first = await addOrderLines(services, await loadFastOrderCart(services), PRODUCTS, LINES)
    expect(first.incomplete).toBe(true)
    expect(first.outcomes.filter((outcome) => outcome.added)).toHaveLength(100)
    expect(first.outcomes.filter((outcome) => outcome.reason === LINE_MESSAGES.notReached)).toHaveLength(50)

    // The page retries everything not confirmed; a retry reads the cart first.
    const retry = LINES.filter((line) =>
      first.outcomes.some((outcome) => outcome.sku === line.sku && isRetryable(outcome)),
    )
    const again = await addOrderLines(services, await loadFastOrderCart(services), PRODUCTS, [
      ...LINES.slice(0, 100),
      ...retry,
    ])
    expect(again.outcomes.every((outcome) => outcome.added)).toBe(true)
    expect(state.adds).toBe(2)
    expect([...cart.values()].every((quantity) => quantity === 2)).toBe(true)
  })

  it('a call that fails before the backend applied it: the lines are not added and can be retried', async () => {
    const { cart, state, services } = fakeBackend()
    state.failNext = 'before-apply'
    const first = await addOrderLines(services, await loadFastOrderCart(services), PRODUCTS, LINES.slice(0, 3))
    expect(first.outcomes.map((outcome) => outcome.reason)).toEqual(Array(3).fill(LINE_MESSAGES.notReached))
    expect(cart.size).toBe(0)
    const again = await addOrderLines(services, await loadFastOrderCart(services), PRODUCTS, LINES.slice(0, 3))
    expect(again.outcomes.every((outcome) => outcome.added)).toBe(true)
    expect(cart.get('SKU-0')).toBe(2)
  })

  it('when the cart cannot be read either, the lines are unconfirmed, never reported as added', async () => {
    const { state, services } = fakeBackend()
    const start = await loadFastOrderCart(services)
    state.failNext = 'after-apply'
    state.failReads = true
    const first = await addOrderLines(services, start, PRODUCTS, LINES.slice(0, 2))
    expect(first.outcomes.map((outcome) => [outcome.added, outcome.reason])).toEqual([
      [false, LINE_MESSAGES.unconfirmed],
      [false, LINE_MESSAGES.unconfirmed],
    ])
  })

  it('a cart holding a training product gets no regular line (spec §5), however the page saw the cart', async () => {
    const { cart, training, state, services } = fakeBackend()
    // Added in another tab after the page's preview, which saw an empty cart (every line's `before` is 0).
    cart.set('ET-T00019', 1)
    training.add('ET-T00019')
    const result = await addOrderLines(services, await loadFastOrderCart(services), PRODUCTS, LINES.slice(0, 3))
    expect(result.outcomes.map((outcome) => [outcome.added, outcome.reason])).toEqual(
      Array(3).fill([false, CART_MESSAGES.trainingFirst]),
    )
    expect(state.adds).toBe(0)
    expect([...cart.keys()]).toEqual(['ET-T00019'])
  })

  it('a line whose SKU changed in the cart meanwhile is left alone', async () => {
    const { cart, services } = fakeBackend()
    cart.set('SKU-0', 5)
    const result = await addOrderLines(services, await loadFastOrderCart(services), PRODUCTS, LINES.slice(0, 1))
    expect(result.outcomes[0]).toMatchObject({ added: false, reason: LINE_MESSAGES.cartChanged })
    expect(cart.get('SKU-0')).toBe(5)
  })
})
