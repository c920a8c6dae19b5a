import { useRef } from 'react'
import { useLocation } from 'react-router'
import { STORES, STORE_CODES, type StoreCode } from '~/lib/stores'

type StoreSwitcherProps = { store: StoreCode; slug: string; id: string }

/**
 * A GET form handled at the edge (`/{store}/switch-store`): it sets the store, currency and locale cookies and
 * redirects to the same page in the chosen store, with its search term and filters. Works without JavaScript; with
 * it, choosing submits.
 */
export function StoreSwitcher({ store, slug, id }: StoreSwitcherProps) {
  const form = useRef<HTMLFormElement>(null)
  const query = useLocation().search.slice(1)
  return (
    <form ref={form} method="get" action={`/${store}/switch-store`} className="flex items-center gap-1 text-sm">
      <label htmlFor={id} className="sr-only">
        Store
      </label>
      <select
        id={id}
        name="store"
        defaultValue={store}
        onChange={() => form.current?.requestSubmit()}
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
