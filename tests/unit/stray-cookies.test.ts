import { describe, expect, it } from 'vitest'
import { cookiePathsOf, deleteStrayCopies } from '../../workers/storefront/stray-cookies'

describe('cookiePathsOf', () => {
  it('names every path below / that a cookie sent to the address may have, plain segments only', () => {
    expect(cookiePathsOf('/')).toEqual([])
    expect(cookiePathsOf('/us_et')).toEqual(['/us_et'])
    expect(cookiePathsOf('/nl_et/customer/login')).toEqual(['/nl_et', '/nl_et/customer', '/nl_et/customer/login'])
    expect(cookiePathsOf('/us_et/a/b/c/d/e')).toHaveLength(4)
    // Nothing but plain characters goes into a header.
    expect(cookiePathsOf('/us_et/we%0Aird/x')).toEqual(['/us_et'])
  })
})

describe('deleteStrayCopies', () => {
  it('repeats each deletion at the deeper paths right after it, and leaves cookies that are set alone', () => {
    const headers = new Headers()
    headers.append('Set-Cookie', 'vsf-customer=; Path=/; SameSite=Lax; Max-Age=0')
    headers.append('Set-Cookie', 'vsf-message=%7B%7D; Path=/; SameSite=Lax')
    deleteStrayCopies(headers, '/us_et/cart')
    expect(headers.getSetCookie()).toEqual([
      'vsf-customer=; Path=/; SameSite=Lax; Max-Age=0',
      'vsf-customer=; Path=/us_et; SameSite=Lax; Max-Age=0',
      'vsf-customer=; Path=/us_et/cart; SameSite=Lax; Max-Age=0',
      'vsf-message=%7B%7D; Path=/; SameSite=Lax',
    ])
  })
})
