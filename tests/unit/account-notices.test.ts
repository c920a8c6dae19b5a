import { describe, expect, it } from 'vitest'
import { flashBefore } from '~/lib/account/account.server'
import { parseFlashMessage } from '~/lib/message-cookie'
import { COOKIE, serializeCookie } from '~/lib/cookies'

/** The notice the browser keeps: the last message cookie of the answer. */
function lastNotice(cookies: string[]) {
  const raw = cookies.findLast((cookie) => cookie.startsWith(`${COOKIE.message}=`))
  return parseFlashMessage(decodeURIComponent(raw?.slice(COOKIE.message.length + 1).split(';')[0] ?? ''))
}

describe('a notice put before one the answer already carries', () => {
  it('keeps the earlier one (the sign-in merge at a password reset): both say their part in one cookie', () => {
    const merged = {
      message: 'Not carried over to your cart: Course. Rule.',
      type: 'warning',
      title: 'Your guest cart',
    }
    const services = {
      responseCookies: ['vsf-cart=abc; Path=/', serializeCookie(COOKIE.message, JSON.stringify(merged))],
    }
    flashBefore(services, { message: 'Your password has been changed.', type: 'success', persist: false })
    expect(services.responseCookies.filter((cookie) => cookie.startsWith(`${COOKIE.message}=`))).toHaveLength(1)
    expect(lastNotice(services.responseCookies)).toEqual({
      message: 'Your password has been changed. Not carried over to your cart: Course. Rule.',
      type: 'warning',
      title: 'Your guest cart',
      persist: false,
    })
    expect(services.responseCookies[0]).toBe('vsf-cart=abc; Path=/')
  })

  it('is the answer’s own notice when there is none before it', () => {
    const services = { responseCookies: [] }
    flashBefore(services, { message: 'Your password has been changed.', type: 'success', persist: false })
    expect(lastNotice(services.responseCookies)).toEqual({
      message: 'Your password has been changed.',
      type: 'success',
      persist: false,
    })
  })
})
