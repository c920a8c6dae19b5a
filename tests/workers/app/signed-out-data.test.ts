import { describe, expect, it } from 'vitest'
import { call, cookieValue, fillCheckoutSteps, formPost, guestCartWith } from './worker'

/** Spec §4: a backend that refuses the customer's token signs the shopper out, with its one warning. */

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
