import { describe, expect, it } from 'vitest'
import { call, cookieValue, fillCheckoutSteps, formPost, guestCartWith, newCustomerToken } from './worker'

/** Where a session change leads: signed out by the backend (spec §4), signed in after choosing another store. */

describe('a token the backend refuses, on a checkout step sent by JavaScript (a .data request)', () => {
  it("says 'You are not authorized, please log in.', not the step's own notice", async () => {
    const cartId = await guestCartWith('ET-H00010')
    await fillCheckoutSteps(cartId)
    const answer = await call(
      '/us_et/checkout/payment.data',
      formPost({ paymentMethod: 'checkmo' }, { Cookie: `vsf-customer=expiredtoken0123456789; vsf-cart=${cartId}` }),
    )
    const messages = answer.headers.getSetCookie().filter((cookie) => cookie.startsWith('vsf-message='))
    expect(messages).toHaveLength(1)
    expect(cookieValue(answer, 'vsf-message')).toContain('You are not authorized, please log in.')
    expect(cookieValue(answer, 'vsf-customer')).toBe('')
  })
})

describe('signing in after choosing another store', () => {
  it('stays in the store chosen: a redirectTo of the store before is taken to the same page of this one', async () => {
    const answer = await call(
      '/de_et/customer/login',
      formPost({ email: 'customer@example.com', password: 'Password123!', redirectTo: '/us_et/customer/my-wishlist' }),
    )
    expect(answer.status).toBe(302)
    expect(answer.headers.get('Location')).toBe('/de_et/customer/my-wishlist')
  })
})

describe('a copy of a shop cookie at a deeper path (left by an older version, or set without a Path)', () => {
  it("never hides the shop's own: the copy is sent first, the one at / is read", async () => {
    const token = await newCustomerToken('stray-copy')
    const page = await call('/us_et/customer/my-profile', {
      headers: { Cookie: `vsf-customer=expiredtoken0123456789; vsf-customer=${token}` },
    })
    expect(page.status).toBe(200)
  })

  it('is deleted with the refused one, so the sign-out happens once, not on every request (a redirect loop)', async () => {
    const first = await call('/us_et/hair.html', { headers: { Cookie: 'vsf-customer=expiredtoken0123456789' } })
    expect(first.status).toBe(302)
    const deletions = first.headers.getSetCookie().filter((cookie) => cookie.startsWith('vsf-customer=;'))
    expect(deletions.map((cookie) => /Path=([^;]*)/.exec(cookie)?.[1])).toEqual(['/', '/us_et', '/us_et/hair.html'])
    // At the home page it is sent to, the copy at /us_et goes the same way.
    const home = await call('/us_et', { headers: { Cookie: 'vsf-sale-person=sp-1' } })
    expect(home.headers.getSetCookie()).toContain('vsf-sale-person=; Path=/us_et; SameSite=Lax; Max-Age=0')
  })
})
