import { type KeyboardEvent, useEffect, useEffectEvent, useId, useRef, useState } from 'react'
import { Form, Link, useFetcher, useNavigate } from 'react-router'
import type { Suggestion } from '~/routes/search-suggestions'
import { MIN_SUGGESTION_TERM, searchTerm } from '~/lib/search-term'
import type { StoreCode } from '~/lib/stores'
import { setToggle, ui } from '~/state/ui'
import { SearchIcon } from '../icons'

const DEBOUNCE_MS = 250

type SuggestionsData = { term: string; total: number; suggestions: Suggestion[] }

/**
 * The header search: a plain GET form to the results page (works without JavaScript), enhanced into a combobox
 * with product suggestions as you type (debounced; arrow keys, Enter and Escape).
 */
export function SearchBox({ store }: { store: StoreCode }) {
  const fetcher = useFetcher<SuggestionsData>()
  const navigate = useNavigate()
  const [term, setTerm] = useState('')
  const [active, setActive] = useState(-1)
  const [open, setOpen] = useState(false)
  const listId = useId()
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined)
  const query = searchTerm(term)
  // Only the answer for the term in the field: while a new term's are on their way, an older term's list (and its
  // total) is not offered, so Enter never opens a product of a search the shopper has typed over.
  const answer = query.length >= MIN_SUGGESTION_TERM && fetcher.data?.term === query ? fetcher.data : undefined
  const suggestions = answer?.suggestions ?? []
  const expanded = open && suggestions.length > 0

  useEffect(() => () => clearTimeout(timer.current), [])

  // Text typed before this code was here (components/island.tsx loads it on the first focus) stays in the field
  // but never reached onChange: it asks for its suggestions now, as a keystroke would have.
  const input = useRef<HTMLInputElement>(null)
  const catchUp = useEffectEvent(() => {
    const typed = input.current?.value ?? ''
    if (typed !== '' && document.activeElement === input.current) onChange(typed)
  })
  useEffect(() => catchUp(), [])

  function onChange(value: string) {
    setTerm(value)
    setActive(-1)
    setOpen(true)
    clearTimeout(timer.current)
    const next = searchTerm(value)
    if (next.length < MIN_SUGGESTION_TERM) return
    timer.current = setTimeout(() => {
      void fetcher.load(`/${store}/search-suggestions?term=${encodeURIComponent(next)}`)
    }, DEBOUNCE_MS)
  }

  function close() {
    setOpen(false)
    setActive(-1)
    setToggle('searchPanel', false)
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' && suggestions.length > 0) {
      event.preventDefault()
      setOpen(true)
      setActive((index) => (index + 1) % suggestions.length)
    } else if (event.key === 'ArrowUp' && suggestions.length > 0) {
      event.preventDefault()
      setActive((index) => (index <= 0 ? suggestions.length - 1 : index - 1))
    } else if (event.key === 'Escape' && expanded) {
      // First Escape closes the suggestions; only a second one clears the field (the search input's own behaviour).
      event.preventDefault()
      close()
    } else if (event.key === 'Enter' && expanded && active >= 0) {
      const target = suggestions[active]
      if (target) {
        event.preventDefault()
        close()
        void navigate(target.href)
      }
    }
  }

  useEffect(() => {
    ui.searchPanel = expanded
  }, [expanded])

  return (
    <Form
      method="get"
      action={`/${store}/search`}
      role="search"
      aria-label="Search the shop"
      className="search"
      onSubmit={close}
    >
      <label htmlFor="header-search" className="sr-only">
        Search products
      </label>
      <input
        ref={input}
        id="header-search"
        name="term"
        type="search"
        role="combobox"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={expanded && active >= 0 ? `${listId}-${active}` : undefined}
        value={term}
        onChange={(event) => onChange(event.target.value)}
        onKeyDown={onKeyDown}
        onBlur={() => setTimeout(close, 150)}
        onFocus={() => setOpen(true)}
        placeholder="Search products"
        autoComplete="off"
        maxLength={128}
      />
      <button type="submit">
        <SearchIcon title="Search" width={20} height={20} />
      </button>
      <div id={listId} role="listbox" aria-label="Product suggestions" hidden={!expanded}>
        {suggestions.map((suggestion, index) => (
          <div key={suggestion.uid} id={`${listId}-${index}`} role="option" aria-selected={index === active}>
            <Link
              to={suggestion.href}
              tabIndex={-1}
              onClick={close}
              className={`flex items-center gap-3 px-3 py-2 text-sm ${index === active ? 'bg-stone-100' : 'hover:bg-stone-50'}`}
            >
              {suggestion.image ? (
                <img
                  src={suggestion.image}
                  alt=""
                  width={40}
                  height={50}
                  className="h-[50px] w-10 rounded object-cover"
                />
              ) : null}
              <span className="flex-1">{suggestion.name}</span>
              <span className="font-medium">{suggestion.price}</span>
            </Link>
          </div>
        ))}
        {answer && answer.total > suggestions.length ? (
          <div role="presentation" className="border-t border-stone-100 px-3 py-2 text-sm">
            <Link
              to={`/${store}/search?term=${encodeURIComponent(query)}`}
              tabIndex={-1}
              onClick={close}
              className="underline"
            >
              Show all {answer.total} results
            </Link>
          </div>
        ) : null}
      </div>
    </Form>
  )
}
