import { useSyncExternalStore } from 'react'

/*
 * Whether a pointer is pressed anywhere on the page, until its click has been dispatched.
 *
 * A field checked on blur shows its message when the shopper leaves it, and a press on something below the field is
 * what makes it leave: a message appearing between the press and the release moves that target away, and the click
 * is lost (the registration's newsletter box under a mismatched password). Field messages wait for the release, so
 * the page holds still for the length of a click. Only what is shown waits: the checks and the submission run as
 * they always do.
 */

let pressed = false
const listeners = new Set<() => void>()

function set(value: boolean) {
  if (pressed === value) return
  pressed = value
  for (const listener of listeners) listener()
}

function press() {
  set(true)
}

// The click follows the release in the same task; the page may move once it has been dispatched.
function release() {
  if (pressed) setTimeout(() => set(false), 0)
}

function subscribe(listener: () => void) {
  if (listeners.size === 0) {
    document.addEventListener('pointerdown', press, true)
    document.addEventListener('pointerup', release, true)
    document.addEventListener('pointercancel', release, true)
  }
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
    if (listeners.size > 0) return
    document.removeEventListener('pointerdown', press, true)
    document.removeEventListener('pointerup', release, true)
    document.removeEventListener('pointercancel', release, true)
    pressed = false
  }
}

export function usePointerPressed(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => pressed,
    () => false,
  )
}
