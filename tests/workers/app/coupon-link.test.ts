import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { COUPON_LINK_MESSAGES } from '../../../workers/storefront/edge'
import {
  appliedCoupons,
  call,
  commerce,
  commerceBinding,
  cookieValue,
  formPost,
  guestCartWith,
  newCustomerToken,
} from './worker'

/** The notice an answer sends (the message cookie), as JSON. */
const noticeOf = (response: Response): unknown => JSON.parse(cookieValue(response, 'vsf-message') ?? 'null')

/** Issue 8 items 10 and 24: `?coupon=` with an existing cart, through workers/app.ts and the real commerce backend. */
describe('a ?coupon= link with a cart', () => {
  it('applies the coupon to the cart in the backend and goes home', async () => {
    const cartId = await guestCartWith('ET-H00004')
    // The cart was made in us_et (a quote belongs to its store), and the link is opened there.
    const response = await call('/us_et/hair.html?coupon=WELCOME10', { headers: { Cookie: `vsf-cart=${cartId}` } })
    expect(response.status).toBe(302)
    expect(response.headers.get('Location')).toBe('/us_et')
    expect(await appliedCoupons(cartId)).toEqual(['WELCOME10'])
    expect(noticeOf(response)).toEqual({
      message: COUPON_LINK_MESSAGES.applied('WELCOME10'),
      type: 'success',
      title: 'Coupon',
    })
  })

  it.each([
    ['an unknown code', 'NOSUCHCODE1', false],
    ['a code the cart already has', 'WELCOME10', true],
  ])('shows the backend’s reason on home for %s', async (_label, code, applyFirst) => {
    const cartId = await guestCartWith('ET-H00004')
    if (applyFirst) await call(`/us_et?coupon=${code}`, { headers: { Cookie: `vsf-cart=${cartId}` } })

    const response = await call(`/us_et?coupon=${code}`, { headers: { Cookie: `vsf-cart=${cartId}` } })
    expect(response.headers.get('Location')).toBe('/us_et')
    const notice = cookieValue(response, 'vsf-message')
    expect(notice).toBeTruthy()
    const { message, type } = JSON.parse(notice ?? '{}') as { message: string; type: string }
    expect(type).toBe('danger')
    // The backend's own words, not a generic text of ours.
    expect(message).not.toMatch(/could not be applied right now/)
    expect(message.length).toBeGreaterThan(10)
    // A refused code is not kept to be tried again silently on the next add to cart.
    expect(cookieValue(response, 'coupon-code')).toBe('')

    const home = await call('/us_et', {
      headers: { Cookie: `vsf-cart=${cartId}; vsf-message=${encodeURIComponent(notice ?? '')}` },
    })
    expect(home.status).toBe(200)
    expect(await home.text()).toContain(JSON.stringify(message).slice(1, -1))
  })

  it("applies it to a customer's cart of the link's store, whatever store the cookie's cart is of", async () => {
    const token = await newCustomerToken('coupon-two-stores')
    const { customerCart } = z
      .object({ customerCart: z.object({ id: z.string() }) })
      .parse(await commerce('{ customerCart { id } }', {}, token))
    await commerce(
      'mutation ($id: String!) { addProductsToCart(cartId: $id, cartItems: [{ sku: "ET-H00004", quantity: 1 }]) { cart { id } } }',
      { id: customerCart.id },
      token,
    )
    // The cookie names another store's cart (a de_et page was the last one opened).
    const deCart = z.object({ data: z.object({ customerCart: z.object({ id: z.string() }) }) }).parse(
      await (
        await commerceBinding().fetch('http://commerce/graphql', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', Store: 'de_et', Authorization: `Bearer ${token}` },
          body: JSON.stringify({ query: '{ customerCart { id } }' }),
        })
      ).json(),
    ).data.customerCart.id
    const response = await call('/us_et?coupon=WELCOME10', {
      headers: { Cookie: `vsf-customer=${token}; vsf-cart=${deCart}` },
    })
    expect(response.status).toBe(302)
    expect(response.headers.get('Location')).toBe('/us_et')
    expect(cookieValue(response, 'coupon-code')).toBe('')
    const applied = z
      .object({ customerCart: z.object({ applied_coupons: z.array(z.object({ code: z.string() })).nullable() }) })
      .parse(await commerce('{ customerCart { applied_coupons { code } } }', {}, token))
    expect(applied.customerCart.applied_coupons).toEqual([{ code: 'WELCOME10' }])
  })

  it('holds the code for the next add when the cart is still empty (Magento refuses a coupon on an empty cart)', async () => {
    const cartId = z
      .object({ createEmptyCart: z.string() })
      .parse(await commerce('mutation { createEmptyCart }')).createEmptyCart
    const response = await call('/us_et/hair.html?coupon=WELCOME10&sort=name_ASC', {
      headers: { Cookie: `vsf-cart=${cartId}` },
    })
    expect(response.status).toBe(302)
    expect(response.headers.get('Location')).toBe('/us_et/hair.html?sort=name_ASC')
    expect(cookieValue(response, 'coupon-code')).toBe('WELCOME10')
    expect(noticeOf(response)).toEqual({
      message: COUPON_LINK_MESSAGES.held('WELCOME10'),
      type: 'info',
      title: 'Coupon',
    })

    const added = await call(
      '/us_et/cart/add',
      formPost({ sku: 'ET-H00004', quantity: '1' }, { Cookie: `vsf-cart=${cartId}; coupon-code=WELCOME10` }),
    )
    expect(added.status).toBe(302)
    expect(await appliedCoupons(cartId)).toEqual(['WELCOME10'])
    expect(cookieValue(added, 'coupon-code')).toBe('')
  })

  it('holds the code when the stored cart is one the backend no longer knows, instead of showing its error', async () => {
    const stale = 'abcdefabcdefabcdefabcdefabcdef12'
    const response = await call('/us_et?coupon=WELCOME10', { headers: { Cookie: `vsf-cart=${stale}` } })
    expect(response.status).toBe(302)
    expect(response.headers.get('Location')).toBe('/us_et')
    expect(cookieValue(response, 'coupon-code')).toBe('WELCOME10')
    expect(noticeOf(response)).toEqual({
      message: COUPON_LINK_MESSAGES.held('WELCOME10'),
      type: 'info',
      title: 'Coupon',
    })

    // The next add makes a fresh cart and the code goes onto it.
    const added = await call(
      '/us_et/cart/add',
      formPost({ sku: 'ET-H00004', quantity: '1' }, { Cookie: `vsf-cart=${stale}; coupon-code=WELCOME10` }),
    )
    expect(added.status).toBe(302)
    // The stale id is dropped and the fresh cart's id set: the last vsf-cart cookie of the answer.
    const fresh =
      added.headers
        .getSetCookie()
        .filter((cookie) => cookie.startsWith('vsf-cart='))
        .map((cookie) => cookie.slice('vsf-cart='.length).split(';')[0] ?? '')
        .at(-1) ?? ''
    expect(fresh).not.toBe(stale)
    expect(await appliedCoupons(fresh)).toEqual(['WELCOME10'])
  })
})
