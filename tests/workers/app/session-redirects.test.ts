import { describe, expect, it } from 'vitest'
import { call, cookieValue, fillCheckoutSteps, formPost, guestCartWith } from './worker'

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
