import { type KeyboardEvent, useRef } from 'react'
import { useLocation } from 'react-router'
import { STORES, STORE_CODES, type StoreCode } from '~/lib/stores'

/** Keys that step a closed select from one option to the next without opening it. */
const STEP_KEYS = new Set(['ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight', 'Home', 'End', 'PageUp', 'PageDown'])

type StoreSwitcherProps = { store: StoreCode; slug: string; id: string }

/**
 * A GET form handled at the edge (`/{store}/switch-store`): it sets the store, currency and locale cookies and
 * redirects to the same page in the chosen store, with its search term and filters. Works without JavaScript; with
 * it, a choice by mouse or in the open list submits at once. Stepping through the closed select with the arrow keys
 * (or a letter) changes its value on every key: that choice applies on Enter or when the select is left, so the
 * keyboard can look through the stores without being sent to each (WCAG 3.2.2), as the listing's sort does.
 */
export function StoreSwitcher({ store, slug, id }: StoreSwitcherProps) {
  const form = useRef<HTMLFormElement>(null)
  const select = useRef<HTMLSelectElement>(null)
  const stepping = useRef(false)
  const query = useLocation().search.slice(1)
  const settle = () => {
    stepping.current = false
    if (select.current && select.current.value !== store) form.current?.requestSubmit()
  }
  const onKeyDown = (event: KeyboardEvent<HTMLSelectElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault()
      settle()
    } else if (STEP_KEYS.has(event.key) || event.key.length === 1) {
      stepping.current = event.key !== ' '
    }
  }
  return (
    <form ref={form} method="get" action={`/${store}/switch-store`} className="flex items-center gap-1 text-sm">
      <label htmlFor={id} className="sr-only">
        Store
      </label>
      <select
        ref={select}
        id={id}
        name="store"
        defaultValue={store}
        onKeyDown={onKeyDown}
        onChange={() => {
          if (!stepping.current) form.current?.requestSubmit()
        }}
        onBlur={() => {
          if (stepping.current) settle()
        }}
        className="rounded border border-stone-300 bg-white px-2 py-1"
      >
        {STORE_CODES.map((code) => (
          <option key={code} value={code}>
            {STORES[code].label}
          </option>
        ))}
      </select>
      <input type="hidden" name="slug" value={slug} />
      {query ? <input type="hidden" name="query" value={query} /> : null}
      <noscript>
        <button type="submit" className="rounded border border-stone-300 px-2 py-1">
          Change store
        </button>
      </noscript>
    </form>
  )
}
