import { describe, expect, it } from 'vitest'
import {
  COOKIE,
  customerTokenCookie,
  isPlausibleCartId,
  isPlausibleToken,
  readCookies,
  serializeCookie,
} from '~/lib/cookies'

describe('readCookies', () => {
  it("reads and decodes cookies, the last of a repeated name winning: the shop's own, at Path=/, comes last", () => {
    const cookies = readCookies('a=1; b=hello%20world; a=2')
    expect(cookies.get('a')).toBe('2')
    expect(cookies.get('b')).toBe('hello world')
    // A stale token an older version left at /us_et is sent first; the one the shop set at / is read.
    expect(readCookies(`${COOKIE.customer}=stale-one; ${COOKIE.customer}=current`).get(COOKIE.customer)).toBe('current')
  })

  it('survives malformed encodings, empty names and oversized headers', () => {
    expect(readCookies('bad=%E0%A4%A; =x; ok=1').get('ok')).toBe('1')
    expect(readCookies('bad=%E0%A4%A').has('bad')).toBe(false)
    expect(readCookies(`big=${'x'.repeat(9000)}`).size).toBe(0)
    expect(readCookies(`big=${'x'.repeat(70_000)}; ok=1`).size).toBe(0)
  })

  it('reads the shop’s cookies beside large cookies of other tools on the domain', () => {
    const others = Array.from({ length: 12 }, (_, index) => `_ga${index}=${'x'.repeat(1000)}`).join('; ')
    const cookies = readCookies(`${others}; vsf-cart=abc; ${COOKIE.customer}=tok12345`)
    expect(cookies.get('vsf-cart')).toBe('abc')
    expect(cookies.get(COOKIE.customer)).toBe('tok12345')
    expect(readCookies(null).size).toBe(0)
  })
})

describe('serializeCookie', () => {
  it('uses the spec defaults: not httpOnly, not secure, lax, path /', () => {
    expect(serializeCookie(COOKIE.locale, 'de_et', { maxAge: 10 })).toBe(
      'vsf-locale=de_et; Path=/; SameSite=Lax; Max-Age=10',
    )
  })

  it('makes the customer token httpOnly, and Secure on https', () => {
    expect(customerTokenCookie('tok12345', new URL('https://shop.example'))).toMatch(/HttpOnly; Secure$/)
    expect(customerTokenCookie('tok12345', new URL('http://localhost'))).not.toContain('Secure')
    expect(customerTokenCookie('tok12345', new URL('http://localhost'))).toContain('HttpOnly')
  })
})

describe('plausibility guards', () => {
  it('accepts opaque tokens and JWTs, refuses junk', () => {
    expect(isPlausibleToken('abcdefgh12345678')).toBe(true)
    expect(isPlausibleToken('eyJhbGciOi.eyJzdWIiOi.sig-_x')).toBe(true)
    expect(isPlausibleToken('')).toBe(false)
    expect(isPlausibleToken('short')).toBe(false)
    expect(isPlausibleToken('<script>alert(1)</script>')).toBe(false)
  })

  it('accepts Magento cart ids only', () => {
    expect(isPlausibleCartId('Yq1ZkT0bBfx2mT6m0yNn0b7cQ1Wz0c9X')).toBe(true)
    expect(isPlausibleCartId('../../x')).toBe(false)
    expect(isPlausibleCartId(undefined)).toBe(false)
  })
})
