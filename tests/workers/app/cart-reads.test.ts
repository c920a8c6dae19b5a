import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { CART_MESSAGES } from '~/lib/cart'
import {
  call,
  commerceBinding,
  commerceFailing,
  commerceIntercepting,
  cookieValue,
  customerToken,
  fillCheckoutSteps,
  formPost,
  guestCartWith,
  newCustomerToken,
} from './worker'

/**
 * Issue 11: a shopper's personal reads per page. The layout reads only the cart's count for the header badge,
 * except on the pages that show the whole cart (which read it once, shared with their own loader); the spec's cart
 * load rules hold for the count as for the cart. A crawler's user agent makes the page wait for the streamed parts,
 * so Server-Timing names every call.
 *
 * A guest with nothing but a cart gets the shared page with the count streamed after it (page-cache.test.ts); another
 * personal cookie beside the cart (here the mark of an order just placed, which only the thank-you page reads) makes
 * the page rendered for them, which is what these tests read.
 */
const OTHER_COOKIE = 'checkout-order=x'
const CRAWLER = { 'User-Agent': 'Googlebot/2.1 (+http://www.google.com/bot.html)' }

/** The operation names in a response's Server-Timing. */
function operations(response: Response): string[] {
  const timing = response.headers.get('Server-Timing') ?? ''
  return [...timing.matchAll(/commerce-\d+;dur=[\d.]+;desc="(\w+)"/g)].map((match) => match[1] ?? '')
}

describe('the layout’s cart read', () => {
  it('is the count alone on a page that does not show the cart, and the badge shows it', async () => {
    const cartId = await guestCartWith('ET-H00004')
    for (const path of ['/us_et/Faq', '/us_et/hair.html']) {
      const response = await call(path, { headers: { ...CRAWLER, Cookie: `vsf-cart=${cartId}; ${OTHER_COOKIE}` } })
      expect(response.status, path).toBe(200)
      const body = await response.text()
      expect(operations(response), path).toContain('CartTotalQty')
      expect(operations(response), path).not.toContain('GuestCart')
      expect(body).toContain(' item in cart')
    }
  })

  it('is the whole cart, read once, on the cart page and in the checkout', async () => {
    const cartId = await guestCartWith('ET-H00004')
    for (const path of ['/us_et/cart', '/us_et/cart.data', '/us_et/checkout/user-account']) {
      const response = await call(path, { headers: { ...CRAWLER, Cookie: `vsf-cart=${cartId}` } })
      expect(response.status, path).toBe(200)
      await response.text()
      expect(
        operations(response).filter((name) => name === 'GuestCart'),
        path,
      ).toHaveLength(1)
      expect(operations(response), path).not.toContain('CartTotalQty')
    }
  })

  it('is a signed-in customer’s count, and a refused token still signs out', async () => {
    const token = await customerToken()
    const page = await call('/us_et/Faq', { headers: { ...CRAWLER, Cookie: `vsf-customer=${token}` } })
    expect(page.status).toBe(200)
    await page.text()
    expect(operations(page)).toContain('CustomerCartTotalQty')
    expect(operations(page)).not.toContain('CustomerCart')
    expect(cookieValue(page, 'vsf-cart')).toMatch(/^\w{16,}$/)

    const refused = await call('/us_et/Faq', { headers: { ...CRAWLER, Cookie: `vsf-customer=${'f'.repeat(48)}` } })
    // Signed out, with the notice, on the home page (as before: the sign-out itself is the session's rule).
    expect(refused.status).toBe(302)
    await refused.text()
    expect(refused.headers.getSetCookie()).toContain('vsf-customer=; Path=/; SameSite=Lax; Max-Age=0')
    expect(refused.headers.getSetCookie()).toContain('checkout-order=; Path=/; SameSite=Lax; Max-Age=0')
  })

  it('forgets a cart id the backend does not know, as the whole cart load does', async () => {
    const response = await call('/us_et/Faq', {
      headers: { ...CRAWLER, Cookie: `vsf-cart=abcdefabcdefabcdefabcdefabcdefab; ${OTHER_COOKIE}` },
    })
    expect(response.status).toBe(200)
    await response.text()
    expect(operations(response)).toContain('CartTotalQty')
    expect(response.headers.getSetCookie()).toContain('vsf-cart=; Path=/; SameSite=Lax; Max-Age=0')
  })
})

describe('a cart of another store', () => {
  it('is no cart in this store (Magento refuses it there), and is still there back in its own store', async () => {
    const usCart = await guestCartWith('ET-H00004')
    for (const path of ['/de_et/Faq', '/de_et/cart', '/de_et/checkout']) {
      const response = await call(path, { headers: { ...CRAWLER, Cookie: `vsf-cart=${usCart}; ${OTHER_COOKIE}` } })
      expect(response.status, path).toBeLessThan(400)
      const html = await response.text()
      if (path === '/de_et/cart') expect(html).not.toContain('ET-H00004')
      expect(response.headers.getSetCookie().join(), path).not.toContain('vsf-cart=;')
    }
    const back = await call('/us_et/cart', { headers: { ...CRAWLER, Cookie: `vsf-cart=${usCart}; ${OTHER_COOKIE}` } })
    expect(await back.text()).toContain('ET-H00004')
    // An add there that the product's rules refuse (more than are left) changes nothing: the cookie stays.
    const refused = await call(
      '/de_et/cart/add',
      formPost({ sku: 'ET-H00004', quantity: '999' }, { Cookie: `vsf-cart=${usCart}` }),
    )
    expect(refused.status).toBe(302)
    expect(refused.headers.getSetCookie().join()).not.toContain('vsf-cart=')
    // An add there makes the store's own cart.
    const added = await call(
      '/de_et/cart/add',
      formPost({ sku: 'ET-H00004', quantity: '1' }, { Cookie: `vsf-cart=${usCart}` }),
    )
    expect(added.status).toBe(302)
    const ids = added.headers
      .getSetCookie()
      .filter((cookie) => cookie.startsWith('vsf-cart=') && !cookie.startsWith('vsf-cart=;'))
    expect(ids).toHaveLength(1)
    expect(ids[0]).not.toContain(usCart)
  })
})

describe("a customer's carts in two stores", () => {
  /** The customer's cart in `store` with `sku` in it, straight from the backend; its id and the line's uid. */
  async function customerCartIn(store: string, token: string, sku: string) {
    const ask = async (query: string, variables: Record<string, unknown> = {}) => {
      const response = await commerceBinding().fetch('http://commerce/graphql', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Store: store, Authorization: `Bearer ${token}` },
        body: JSON.stringify({ query, variables }),
      })
      return z.object({ data: z.unknown() }).parse(await response.json()).data
    }
    const { customerCart } = z
      .object({ customerCart: z.object({ id: z.string() }) })
      .parse(await ask('{ customerCart { id } }'))
    const added = z
      .object({ addProductsToCart: z.object({ cart: z.object({ items: z.array(z.object({ uid: z.string() })) }) }) })
      .parse(
        await ask(
          'mutation ($id: String!, $sku: String!) { addProductsToCart(cartId: $id, cartItems: [{ sku: $sku, quantity: 1 }]) { cart { items { uid } } } }',
          { id: customerCart.id, sku },
        ),
      )
    return { id: customerCart.id, uid: added.addProductsToCart.cart.items[0]?.uid ?? '', ask }
  }

  it("changes and orders this store's cart when the cookie names the other store's (opened in another tab)", async () => {
    const token = await newCustomerToken('two-stores')
    const us = await customerCartIn('us_et', token, 'ET-H00001')
    const de = await customerCartIn('de_et', token, 'ET-H00004')
    // The last page loaded was a de_et one: the cookie holds the de_et cart.
    const cookie = { Cookie: `vsf-customer=${token}; vsf-cart=${de.id}` }
    const updated = await call(
      '/us_et/cart',
      formPost({ intent: 'update', uid: us.uid, quantity: '3', js: '1' }, cookie),
    )
    expect(updated.status).toBe(200)
    const usQuantity = z
      .object({ cart: z.object({ total_quantity: z.number() }) })
      .parse(await us.ask('query ($id: String!) { cart(cart_id: $id) { total_quantity } }', { id: us.id }))
    expect(usQuantity.cart.total_quantity).toBe(3)
    // And the next requests name this store's cart.
    expect(cookieValue(updated, 'vsf-cart')).toBe(us.id)

    await fillCheckoutSteps(us.id, token)
    const placed = await call('/us_et/checkout/payment', formPost({ paymentMethod: 'checkmo' }, cookie))
    expect(placed.status).toBe(302)
    expect(placed.headers.get('Location')).toMatch(/^\/us_et\/checkout\/thank-you\?order=\d+$/)
    // The de_et cart is untouched.
    const deCart = z
      .object({ cart: z.object({ total_quantity: z.number() }) })
      .parse(await de.ask('query ($id: String!) { cart(cart_id: $id) { total_quantity } }', { id: de.id }))
    expect(deCart.cart.total_quantity).toBe(1)
  })
})

describe('a cart that cannot be read', () => {
  it('is the cart page saying so with a retry (503), not an empty cart', async () => {
    const cartId = await guestCartWith('ET-H00004')
    const response = await call(
      '/us_et/cart',
      { headers: { Cookie: `vsf-cart=${cartId}` } },
      { COMMERCE: commerceFailing('GuestCart') },
    )
    expect(response.status).toBe(503)
    expect(response.headers.get('Retry-After')).toBe('30')
    expect(response.headers.get('Cache-Control')).toContain('no-store')
    const html = await response.text()
    expect(html).toContain(CART_MESSAGES.unavailable)
    expect(html).toContain('Try again')
    expect(html).not.toContain('Your cart is empty.')
    // The cart is kept: the shopper's cookie is not dropped for an outage.
    expect(cookieValue(response, 'vsf-cart')).toBeUndefined()
  })
})

/**
 * The embedded commerce backend, with one query's first cart line answered as Magento answers a line it cannot show
 * (its product no longer in the store): null in `items`, with an error naming it, beside the rest of the cart.
 */
function commerceHidingFirstLine(operation: string): Fetcher {
  return commerceIntercepting(`query ${operation}`, async (forward) => {
    const answer = z
      .object({ data: z.object({ cart: z.looseObject({ items: z.array(z.unknown()) }) }) })
      .parse(await (await forward()).json())
    answer.data.cart.items[0] = null
    return Response.json({
      ...answer,
      errors: [
        {
          message: "The product that was requested doesn't exist. Verify the product and try again.",
          path: ['cart', 'items', 0],
          extensions: { category: 'graphql-no-such-entity' },
        },
      ],
    })
  })
}

describe('a cart Magento answers with a line it cannot show', () => {
  it('is shown with its other lines and kept, not taken for a cart that is gone', async () => {
    const cartId = await guestCartWith('ET-H00004')
    await commerceBinding().fetch('http://commerce/graphql', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Store: 'us_et' },
      body: JSON.stringify({
        query: `mutation ($id: String!) { addProductsToCart(cartId: $id, cartItems: [{ sku: "ET-H00010", quantity: 1 }]) { cart { id } } }`,
        variables: { id: cartId },
      }),
    })
    const response = await call(
      '/us_et/cart',
      { headers: { Cookie: `vsf-cart=${cartId}; ${OTHER_COOKIE}` } },
      { COMMERCE: commerceHidingFirstLine('GuestCart') },
    )
    expect(response.status).toBe(200)
    const html = await response.text()
    expect(html).not.toContain('Your cart is empty.')
    expect(html).toMatch(/href="\/us_et\/[^"]+\.html"[^>]*>[^<]+</)
    expect(response.headers.getSetCookie().some((cookie) => cookie.startsWith('vsf-cart='))).toBe(false)
  })
})
