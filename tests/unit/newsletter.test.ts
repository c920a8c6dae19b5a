import { describe, expect, it } from 'vitest'
import { awaitsConfirmation, subscriptionMessage } from '~/lib/account/newsletter'

describe('newsletter status', () => {
  it("reads Magento's NOT_ACTIVE and the embedded backend's UNCONFIRMED as waiting for the confirmation mail", () => {
    expect(awaitsConfirmation('NOT_ACTIVE')).toBe(true)
    expect(awaitsConfirmation('UNCONFIRMED')).toBe(true)
    for (const status of ['SUBSCRIBED', 'UNSUBSCRIBED', null, undefined]) expect(awaitsConfirmation(status)).toBe(false)
    expect(subscriptionMessage('NOT_ACTIVE')).toBe('The confirmation request has been sent. Please check your email.')
    expect(subscriptionMessage('SUBSCRIBED')).toBe('Thank you for your subscription.')
  })
})
