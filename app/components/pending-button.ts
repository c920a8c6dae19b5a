import type { MouseEvent } from 'react'

/**
 * A submit button's state while its form is on its way: unusable (a second click or Enter sends nothing) yet still
 * focusable. `disabled` would drop the keyboard focus to the page the moment the shopper presses it.
 */
export function pendingButtonProps(pending: boolean) {
  return {
    'aria-disabled': pending || undefined,
    'aria-busy': pending || undefined,
    onClick: pending ? (event: MouseEvent) => event.preventDefault() : undefined,
  }
}
