import { describe, expect, it } from 'vitest'
import { call, guestCartWith, newCustomerToken } from './worker'

/**
 * A page that sends the shopper elsewhere (a guard) takes that page's place in the history on a client-side
 * navigation, as a document's redirect does: Back from where it led goes to the page before, instead of to the
 * guarded page that sends them forward again (Back after signing out, after the order, stuck forever).
 */

/** Where a data request's redirect leads, and whether it replaces the history entry (React Router's single fetch). */
async function redirectOf(path: string, cookie = ''): Promise<{ to: string; replace: boolean }> {
  const response = await call(path, { headers: cookie ? { Cookie: cookie } : {} })
  const text = await response.text()
  expect(text).toContain('SingleFetchRedirect')
  const to = /"redirect","([^"]+)"/.exec(text)?.[1] ?? ''
  return { to, replace: /"replace",true/.test(text) }
}

describe('a guard’s redirect', () => {
  it('replaces the page it guards: the account signed out, the checkout of an empty cart, sign-in signed in', async () => {
    expect(await redirectOf('/us_et/customer/my-profile.data')).toEqual({
      to: '/us_et/customer/login?redirectTo=%2Fus_et%2Fcustomer%2Fmy-profile',
      replace: true,
    })
    expect(await redirectOf('/us_et/customer/my-wishlist.data')).toMatchObject({ replace: true })
    expect(await redirectOf('/us_et/checkout/payment.data')).toEqual({ to: '/us_et/cart', replace: true })
    expect(await redirectOf('/us_et/checkout.data')).toEqual({ to: '/us_et/cart', replace: true })
    expect(await redirectOf('/us_et/checkout/thank-you.data')).toEqual({ to: '/us_et', replace: true })
    const token = await newCustomerToken('guard-history')
    expect(await redirectOf('/us_et/customer/login.data', `vsf-customer=${token}`)).toEqual({
      to: '/us_et/customer/my-profile',
      replace: true,
    })
    // A step not reached yet sends to the first one to fill in, in its place.
    const cartId = await guestCartWith('ET-H00001')
    expect(await redirectOf('/us_et/checkout/payment.data', `vsf-cart=${cartId}`)).toEqual({
      to: '/us_et/checkout/user-account',
      replace: true,
    })
  })
})
