import { beforeEach, describe, expect, it } from 'vitest'
import { closeAll, isScrollLocked, setToggle, toggle, ui } from '~/state/ui'

describe('ui toggles', () => {
  beforeEach(() => closeAll())

  it.each(['cartSidebar', 'wishlistSidebar', 'loginModal'] as const)('opening %s closes the mobile menu', (name) => {
    setToggle('mobileMenu', true)
    setToggle(name, true)
    expect(ui.mobileMenu).toBe(false)
    expect(ui[name]).toBe(true)
  })

  it('other toggles leave the mobile menu open', () => {
    setToggle('mobileMenu', true)
    toggle('searchPanel')
    expect(ui.mobileMenu).toBe(true)
  })

  it('locks scrolling while the cart or the mobile menu is open', () => {
    expect(isScrollLocked({ cartSidebar: false, mobileMenu: false })).toBe(false)
    expect(isScrollLocked({ cartSidebar: true, mobileMenu: false })).toBe(true)
    expect(isScrollLocked({ cartSidebar: false, mobileMenu: true })).toBe(true)
  })
})
