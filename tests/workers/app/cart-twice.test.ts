import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { CART_MESSAGES } from '~/lib/cart'
import { call, commerce, commerceIntercepting, cookieValue, formPost, guestCartWith } from './worker'

/** A cart form sent twice (a double click, a second tab) or from a page older than the cart. */

const coupons = async (cartId: string) =>
  JSON.stringify(
    await commerce('query ($id: String!) { cart(cart_id: $id) { applied_coupons { code } } }', { id: cartId }),
  )

describe('the same coupon applied twice', () => {
  it('is the cart’s coupon either way: the second answer is no refusal, with or without JavaScript', async () => {
    const cartId = await guestCartWith('ET-H00001')
    const apply = (code: string, js: boolean) =>
      call(
        // With JavaScript the form is a fetcher's: React Router's data request, answered with the action's data.
        js ? '/us_et/cart.data' : '/us_et/cart',
        formPost({ intent: 'coupon', code, ...(js ? { js: '1' } : {}) }, { Cookie: `vsf-cart=${cartId}` }),
      )
    expect((await apply('WELCOME10', false)).status).toBe(302)
    const again = await apply('welcome10', false)
    expect(again.status).toBe(302)
    expect(again.headers.get('Location')).toBe('/us_et/cart')
    const withJs = await apply('WELCOME10', true)
    expect(withJs.status).toBe(200)
    expect(await withJs.text()).not.toContain('A coupon is already applied')
    expect(await coupons(cartId)).toContain('"code":"WELCOME10"')

    // Another code is still refused as Magento refuses it: a cart takes one.
    const other = await apply('SAVE5', true)
    expect(other.status).toBe(400)
    expect(await other.text()).toContain('A coupon is already applied to the cart')
  })
})

describe('a cart page older than its cart (the cart was ordered on another device)', () => {
  it('answers a change with the cart-gone notice, not Magento’s “The cart isn’t active.”', async () => {
    const cartId = await guestCartWith('ET-H00001')
    const items = z
      .object({ cart: z.object({ items: z.array(z.object({ uid: z.string() })) }) })
      .parse(await commerce('query ($id: String!) { cart(cart_id: $id) { items { uid } } }', { id: cartId }))
    const ordered = commerceIntercepting('mutation UpdateCartItems', () =>
      Promise.resolve(
        Response.json({
          errors: [{ message: "The cart isn't active.", extensions: { category: 'graphql-no-such-entity' } }],
          data: { updateCartItems: null },
        }),
      ),
    )
    const update = (js: boolean) =>
      call(
        js ? '/us_et/cart.data' : '/us_et/cart',
        formPost(
          { intent: 'update', uid: items.cart.items[0]?.uid ?? '', quantity: '2', ...(js ? { js: '1' } : {}) },
          { Cookie: `vsf-cart=${cartId}` },
        ),
        { COMMERCE: ordered },
      )
    const withJs = await update(true)
    expect(withJs.status).toBe(400)
    const body = await withJs.text()
    expect(body).toContain(CART_MESSAGES.cartGone)
    expect(body).not.toContain("isn't active")
    // The dead id is dropped, so the next page is not read from it again.
    expect(withJs.headers.get('Set-Cookie') ?? '').toMatch(/vsf-cart=;/)

    const withoutJs = await update(false)
    expect(await withoutJs.text()).toContain(CART_MESSAGES.cartGone)
    expect(cookieValue(withoutJs, 'vsf-cart')).toBe('')
  })

  it('holds a coupon for the next add instead of making an empty cart for it, and says so', async () => {
    // Ordered or emptied in another window: the backend no longer knows the cart.
    const gone = 'abcdefabcdefabcdefabcdefabcdef99'
    for (const js of [true, false]) {
      const response = await call(
        js ? '/us_et/cart.data' : '/us_et/cart',
        formPost({ intent: 'coupon', code: 'WELCOME10', ...(js ? { js: '1' } : {}) }, { Cookie: `vsf-cart=${gone}` }),
      )
      const body = await response.text()
      expect(body).toContain(CART_MESSAGES.couponHeld('WELCOME10'))
      expect(cookieValue(response, 'coupon-code')).toBe('WELCOME10')
      // No new cart for a code alone.
      expect(response.headers.getSetCookie().some((cookie) => /^vsf-cart=[^;]+/.test(cookie))).toBe(false)
    }
  })
})
