import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { MAX_NOTIFICATIONS, dismiss, dismissTitled, notifications, notify } from '~/state/notifications'

describe('notifications', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => {
    for (const item of [...notifications.items]) dismiss(item.id)
    vi.useRealTimers()
  })

  it('keeps at most three, dropping the oldest', () => {
    for (const message of ['a', 'b', 'c', 'd']) notify({ message, type: 'info', persist: true })
    expect(notifications.items.map((item) => item.message)).toEqual(['b', 'c', 'd'])
    expect(notifications.items).toHaveLength(MAX_NOTIFICATIONS)
  })

  it('ignores a duplicate message', () => {
    notify({ message: 'same', type: 'info' })
    expect(notify({ message: 'same', type: 'danger' })).toBeUndefined()
    expect(notifications.items).toHaveLength(1)
  })

  it('removes non-persistent ones after 3000 ms and keeps persistent ones', () => {
    notify({ message: 'brief', type: 'success' })
    notify({ message: 'stays', type: 'warning', persist: true })
    vi.advanceTimersByTime(2999)
    expect(notifications.items).toHaveLength(2)
    vi.advanceTimersByTime(1)
    expect(notifications.items.map((item) => item.message)).toEqual(['stays'])
  })

  it('drops every notice of one title, and only those', () => {
    notify({ message: 'wrong password', type: 'danger', title: 'Registration error', persist: true })
    notify({ message: 'added', type: 'success', title: 'Cart', persist: true })
    notify({ message: 'e-mail taken', type: 'danger', title: 'Registration error', persist: true })
    dismissTitled('Registration error')
    expect(notifications.items.map((item) => item.message)).toEqual(['added'])
  })
})
