import { useRef } from 'react'
import { useLocation } from 'react-router'
import { STORES, STORE_CODES, type StoreCode } from '~/lib/stores'

type StoreSwitcherProps = { store: StoreCode; slug: string; id: string }

/**
 * A GET form handled at the edge (`/{store}/switch-store`): it sets the store, currency and locale cookies and
 * redirects to the same page in the chosen store, with its search term and filters. Works without JavaScript; with
 * it, a choice by mouse or in the open list submits at once. A key that steps through the closed select (an arrow,
 * a letter) changes its value on every press: that choice applies on Enter or when the select is left, so the
 * keyboard can look through the stores without being sent to each (WCAG 3.2.2), as the listing's sort does.
 */
export function StoreSwitcher({ store, slug, id }: StoreSwitcherProps) {
  const stepping = useRef(false)
  const query = useLocation().search.slice(1)
  return (
    <form method="get" action={`/${store}/switch-store`} className="flex items-center gap-1 text-sm">
      <label htmlFor={id} className="sr-only">
        Store
      </label>
      <select
        id={id}
        name="store"
        defaultValue={store}
        onKeyDown={(event) => {
          if (event.key === 'Enter') event.currentTarget.form?.requestSubmit()
          // Space and Alt+arrows open the list, whose choice applies at once. Tab and Shift leave the select: what
          // was stepped to before still applies when it is left.
          else if (event.key !== 'Tab' && event.key !== 'Shift') stepping.current = !event.altKey && event.key !== ' '
        }}
        onChange={(event) => {
          if (!stepping.current) event.currentTarget.form?.requestSubmit()
        }}
        onBlur={(event) => {
          if (stepping.current && event.currentTarget.value !== store) event.currentTarget.form?.requestSubmit()
          stepping.current = false
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
