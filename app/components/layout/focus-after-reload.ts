/**
 * Where the keyboard goes on the next page load of this tab, for the few actions that reload the page where it was
 * (a sign-in from the modal): read once by the layout, then forgotten.
 */
const KEY = 'focus-after-reload'

/** The targets a reloaded page can put the keyboard on, by the header control they name. */
const TARGETS = { account: '[data-account-link]' } as const
type Target = keyof typeof TARGETS

export function focusAfterReload(target: Target): void {
  try {
    sessionStorage.setItem(KEY, target)
  } catch {
    // Storage refused: the page starts at its top, as any page load.
  }
}

/** On load: the element asked for before the reload, focused (and the request forgotten). */
export function takeFocusAfterReload(): void {
  let target: string | null = null
  try {
    target = sessionStorage.getItem(KEY)
    sessionStorage.removeItem(KEY)
  } catch {
    return
  }
  if (target !== 'account') return
  document.querySelector<HTMLElement>(TARGETS[target])?.focus()
}
