import { type KeyboardEvent, useEffect, useRef, useState } from 'react'
import { Form, Link, useNavigate, useNavigation } from 'react-router'
import { useStore } from '~/state/use-store'
import type { Listing } from '~/lib/listing.server'
import {
  DEFAULT_PAGE_SIZE,
  FILTER_CODES,
  FILTER_LABELS,
  type FilterCode,
  type ListingParams,
  PAGE_SIZES,
  SORT_OPTIONS,
  activeFilterText,
  filterToggleHref,
  isFilterCode,
  listingHref,
  optionLabelKey,
  parseListingParams,
} from '~/lib/listing'
import type { StoreCode } from '~/lib/stores'
import { setToggle, ui } from '~/state/ui'
import { ProductCard } from '../product/product-card'

export type ListingViewProps = {
  store: StoreCode
  listing: Listing
  params: ListingParams
  pathname: string
  search: string
  /** Filters that are implied by the page (the category itself) and so not offered. */
  hiddenFilters?: readonly string[]
  /**
   * A search term in the address narrows the listing (spec §2: listings read `term`); where the page does not show
   * it otherwise (a category page), it is an active filter with its own tag, cleared like the others.
   */
  termTag?: boolean
}

export const EMPTY_LISTING_TEXT = "We can't find products matching the selection."
export const EMPTY_CATEGORY_TEXT = 'There are no products in this category yet.'

/** The product listing shared by category pages and search (spec §5): filters, sorting, page size, paging, views. */
export function ListingView({
  store,
  listing,
  params: loadedParams,
  pathname,
  search,
  hiddenFilters = [],
  termTag = false,
}: ListingViewProps) {
  const navigation = useNavigation()
  // Every control shows the address's state, and every change starts from it: while the next state of this listing
  // loads, that one (the address follows once it has loaded), so a second change made meanwhile keeps the first.
  const pending = navigation.location?.pathname === pathname ? navigation.location : undefined
  const current = new URLSearchParams(pending ? pending.search : search)
  const params = pending ? parseListingParams(current) : loadedParams
  const busy = navigation.state === 'loading' && pending !== undefined
  const categoryView = useStore(ui, (state) => state.categoryView)
  const items = listing.items
  const facets = toFacets(listing.aggregations, hiddenFilters)
  const results = useResultsFocus(loadedParams.page)
  const root = useCatchUp(pathname, current, params)

  return (
    <div ref={root} className="grid grid-cols-1 gap-8 lg:grid-cols-[16rem_minmax(0,1fr)]">
      <Filters facets={facets} params={params} pathname={pathname} current={current} />
      <section
        ref={results}
        tabIndex={-1}
        aria-label="Products"
        aria-busy={busy}
        className={`outline-none ${busy ? 'opacity-60 transition-opacity' : ''}`}
      >
        <h2 className="sr-only">Products</h2>
        <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
          {/* The catalogue's prices are without VAT (the cart adds it): said once for the list. */}
          <p className="text-sm text-stone-600">
            <span role="status">
              {listing.total_count ?? 0} {listing.total_count === 1 ? 'product' : 'products'}
            </span>{' '}
            · prices excl. VAT
          </p>
          <div className="flex flex-wrap items-center gap-3">
            <SortAndSize params={params} pathname={pathname} current={current} />
            <div className="flex gap-1 [.no-js_&]:hidden" role="group" aria-label="View">
              {(['grid', 'list'] as const).map((view) => (
                <button
                  key={view}
                  type="button"
                  aria-pressed={categoryView === view}
                  onClick={() => (ui.categoryView = view)}
                  className="rounded border border-stone-300 px-3 py-1 text-sm aria-pressed:bg-stone-900 aria-pressed:text-white"
                >
                  {view === 'grid' ? 'Grid' : 'List'}
                </button>
              ))}
            </div>
          </div>
        </div>
        <ActiveFilters
          facets={facets}
          categoryNames={listing.categoryNames}
          optionLabels={listing.optionLabels}
          params={params}
          pathname={pathname}
          current={current}
          hiddenFilters={hiddenFilters}
          termTag={termTag}
          store={store}
        />
        {items.length === 0 ? (
          <p className="rounded-lg bg-stone-100 p-8 text-center">
            {/* The spec's sentence is for a selection (filters, a search) that found nothing: a category that holds
                nothing yet is told as such. */}
            {params.term ||
            Object.entries(params.filters).some(([code, values]) => values.length > 0 && !hiddenFilters.includes(code))
              ? EMPTY_LISTING_TEXT
              : EMPTY_CATEGORY_TEXT}
          </p>
        ) : (
          <ul
            className={
              categoryView === 'list' ? 'space-y-6' : 'grid grid-cols-2 gap-x-4 gap-y-8 md:grid-cols-3 xl:grid-cols-4'
            }
          >
            {items.map((product, index) => (
              <li key={product.sku}>
                <ProductCard product={product} store={store} layout={categoryView} eager={index < 4} />
              </li>
            ))}
          </ul>
        )}
        <Pagination
          page={listing.page_info?.current_page ?? params.page}
          totalPages={listing.page_info?.total_pages ?? 1}
          pathname={pathname}
          current={current}
        />
      </section>
    </div>
  )
}

/**
 * Boxes ticked and a sort or size chosen before this code arrived fired no change event here, yet they show what the
 * shopper did: once hydrated, the listing follows them, all in one change of the address.
 */
function useCatchUp(pathname: string, current: URLSearchParams, params: ListingParams) {
  const navigate = useNavigate()
  const root = useRef<HTMLDivElement>(null)
  const caughtUp = useRef(false)
  useEffect(() => {
    const element = root.current
    if (caughtUp.current || !element) return
    caughtUp.current = true
    let href = ''
    const at = () => new URLSearchParams(href.split('?')[1] ?? current)
    for (const box of element.querySelectorAll<HTMLInputElement>('input[type="checkbox"]')) {
      if (isFilterCode(box.name) && box.checked !== box.defaultChecked)
        href = filterToggleHref(pathname, at(), box.name, box.value, box.checked)
    }
    const valueOf = (select: Element | null) => (select instanceof HTMLSelectElement ? select.value : null)
    const sort = valueOf(element.querySelector('select[name="sort"]'))
    const size = valueOf(element.querySelector('select[name="itemsPerPage"]'))
    const changes: Record<string, string | null> = {}
    if (sort !== null && sort !== params.sort) changes.sort = sort
    if (size !== null && size !== String(params.itemsPerPage))
      changes.itemsPerPage = size === String(DEFAULT_PAGE_SIZE) ? null : size
    if (Object.keys(changes).length > 0) href = listingHref(pathname, at(), changes)
    if (href) void navigate(href, { preventScrollReset: true })
  }, [current, navigate, pathname, params.sort, params.itemsPerPage])
  return root
}

type Facet = { code: FilterCode; label: string; options: { value: string; label: string; count: number }[] }

/** The backend's aggregations this listing offers as filters: known codes with options, less the page's own. */
function toFacets(aggregations: Listing['aggregations'], hiddenFilters: readonly string[]): Facet[] {
  return (aggregations ?? []).flatMap((aggregation) => {
    const code = aggregation?.attribute_code ?? ''
    if (!isFilterCode(code) || hiddenFilters.includes(code)) return []
    const options = (aggregation?.options ?? []).flatMap((option) =>
      option ? [{ value: option.value, label: option.label ?? option.value, count: option.count ?? 0 }] : [],
    )
    return options.length > 0 ? [{ code, label: aggregation?.label ?? FILTER_LABELS[code], options }] : []
  })
}

function Filters({
  facets,
  params,
  pathname,
  current,
}: {
  facets: Facet[]
  params: ListingParams
  pathname: string
  current: URLSearchParams
}) {
  const navigate = useNavigate()
  const filterSidebar = useStore(ui, (state) => state.filterSidebar)
  const panel = useRef<HTMLDetailsElement>(null)
  useEffect(() => {
    if (!filterSidebar) return
    // Escape folds the phone's panel away again while the keyboard is in it, and leaves the keyboard on its toggle.
    const onKey = (event: globalThis.KeyboardEvent) => {
      const element = panel.current
      if (event.key !== 'Escape' || !element || !element.contains(document.activeElement)) return
      setToggle('filterSidebar', false)
      element.querySelector('summary')?.focus()
    }
    document.addEventListener('keydown', onKey)
    return () => document.removeEventListener('keydown', onKey)
  }, [filterSidebar])
  if (facets.length === 0) return <div />
  // Chosen values this form has no box for (a price range typed into the address): kept when it is sent as is.
  const unlisted = Object.entries(params.filters).flatMap(([code, values]) =>
    (values ?? []).flatMap((value) =>
      facets.some((facet) => facet.code === code && facet.options.some((option) => option.value === value))
        ? []
        : [{ code, value }],
    ),
  )
  return (
    <details
      ref={panel}
      className="filters-panel"
      open={filterSidebar}
      onToggle={(event) => {
        const open = event.currentTarget.open
        if (open !== ui.filterSidebar) setToggle('filterSidebar', open)
      }}
    >
      <summary className="mb-4 cursor-pointer rounded border border-stone-300 px-4 py-2 text-sm font-medium">
        Filters
      </summary>
      {/* Without JavaScript the boxes are ticked and the form sent; with it each box is one change to the address. */}
      <Form method="get" action={pathname} className="space-y-6">
        {params.term ? <input type="hidden" name="term" value={params.term} /> : null}
        {params.sort ? <input type="hidden" name="sort" value={params.sort} /> : null}
        {params.itemsPerPage !== DEFAULT_PAGE_SIZE ? (
          <input type="hidden" name="itemsPerPage" value={params.itemsPerPage} />
        ) : null}
        {unlisted.map(({ code, value }) => (
          <input key={`${code}-${value}`} type="hidden" name={code} value={value} />
        ))}
        {facets.map((facet) => {
          const selected = params.filters[facet.code] ?? []
          return (
            <fieldset key={facet.code} className="space-y-2">
              <legend className="mb-2 font-semibold">{facet.label}</legend>
              {facet.options.map((option) => (
                <label key={option.value} className="flex items-center gap-2 text-sm">
                  <input
                    type="checkbox"
                    name={facet.code}
                    value={option.value}
                    checked={selected.includes(option.value)}
                    onChange={(event) =>
                      // flushSync: the box shows its new state at once (the pending address), not after a transition.
                      void navigate(
                        filterToggleHref(pathname, current, facet.code, option.value, event.currentTarget.checked),
                        { preventScrollReset: true, flushSync: true },
                      )
                    }
                    className="h-4 w-4"
                  />
                  <span className="flex-1">{option.label}</span>
                  <span className="text-stone-500">({option.count})</span>
                </label>
              ))}
            </fieldset>
          )
        })}
        <button
          type="submit"
          className="rounded-full bg-stone-900 px-5 py-2 text-sm text-white [html:not(.no-js)_&]:not-focus:sr-only"
        >
          Apply filters
        </button>
      </Form>
    </details>
  )
}

/** Keys that step a closed select from one option to the next without opening it. */
const STEP_KEYS = new Set(['ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight', 'Home', 'End', 'PageUp', 'PageDown'])

type ListingChoice = { name: 'sort' | 'itemsPerPage'; value: string }

function SortAndSize({
  params,
  pathname,
  current,
}: {
  params: ListingParams
  pathname: string
  current: URLSearchParams
}) {
  const navigate = useNavigate()
  // A choice by mouse or in the open list applies at once. Stepping through the options with the arrow keys (or
  // typing a letter) changes the value on every key: that choice is held here and applies on Enter or when the
  // select loses focus, not on each step, so the listing does not reload under the keyboard (WCAG 3.2.2).
  const stepping = useRef(false)
  // The stepped choice, with the address it was made at: once the address has moved on (Back), it is dropped.
  const [held, setHeld] = useState<(ListingChoice & { at: string }) | null>(null)
  const stepped = held?.at === current.toString() ? held : null
  const apply = ({ name, value }: ListingChoice) => {
    setHeld(null)
    const change = name === 'itemsPerPage' && value === String(DEFAULT_PAGE_SIZE) ? null : value
    void navigate(listingHref(pathname, current, { [name]: change }), { flushSync: true })
  }
  const settle = () => {
    stepping.current = false
    if (stepped) apply(stepped)
  }
  const onKeyDown = (event: KeyboardEvent<HTMLFormElement>) => {
    if (!(event.target instanceof HTMLSelectElement)) return
    if (event.key === 'Enter') {
      event.preventDefault()
      settle()
    } else if (STEP_KEYS.has(event.key) || event.key.length === 1) {
      stepping.current = event.key !== ' '
    }
  }
  const onChange = (choice: ListingChoice) =>
    stepping.current ? setHeld({ ...choice, at: current.toString() }) : apply(choice)
  const shown = (name: ListingChoice['name'], value: string) => (stepped?.name === name ? stepped.value : value)
  return (
    // Without JavaScript the form is sent as it is; with it a choice is one change to the address.
    <Form
      method="get"
      action={pathname}
      onKeyDown={onKeyDown}
      onBlur={settle}
      className="flex flex-wrap items-center gap-2"
    >
      {params.term ? <input type="hidden" name="term" value={params.term} /> : null}
      {Object.entries(params.filters).flatMap(([code, values]) =>
        (values ?? []).map((value) => <input key={`${code}-${value}`} type="hidden" name={code} value={value} />),
      )}
      <label htmlFor="listing-sort" className="sr-only">
        Sort by
      </label>
      <select
        id="listing-sort"
        name="sort"
        value={shown('sort', params.sort)}
        onChange={(event) => onChange({ name: 'sort', value: event.currentTarget.value })}
        className="rounded border border-stone-300 px-2 py-1 text-sm"
      >
        {SORT_OPTIONS.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <label htmlFor="listing-size" className="sr-only">
        Products per page
      </label>
      <select
        id="listing-size"
        name="itemsPerPage"
        value={shown('itemsPerPage', String(params.itemsPerPage))}
        onChange={(event) => onChange({ name: 'itemsPerPage', value: event.currentTarget.value })}
        className="rounded border border-stone-300 px-2 py-1 text-sm"
      >
        {PAGE_SIZES.map((size) => (
          <option key={size} value={size}>
            {size} per page
          </option>
        ))}
      </select>
      <button
        type="submit"
        className="rounded border border-stone-300 px-3 py-1 text-sm [html:not(.no-js)_&]:not-focus:sr-only"
      >
        Apply
      </button>
    </Form>
  )
}

function ActiveFilters({
  facets,
  categoryNames,
  optionLabels,
  params,
  pathname,
  current,
  hiddenFilters,
  termTag,
  store,
}: {
  facets: Facet[]
  categoryNames: Record<string, string>
  optionLabels: Record<string, string>
  params: ListingParams
  pathname: string
  current: URLSearchParams
  hiddenFilters: readonly string[]
  termTag: boolean
  store: StoreCode
}) {
  // The page's own filters (a category page's category) are not choices, so they have no tag.
  const active: { code: string; value: string; label: string; href: string }[] = FILTER_CODES.filter(
    (code) => !hiddenFilters.includes(code),
  ).flatMap((code) =>
    (params.filters[code] ?? []).map((value) => {
      const facet = facets.find((entry) => entry.code === code)
      const known =
        facet?.options.find((option) => option.value === value)?.label ??
        (code === 'category_uid' ? categoryNames[value] : optionLabels[optionLabelKey(code, value)])
      return {
        code,
        value,
        label: activeFilterText(facet?.label ?? FILTER_LABELS[code], code, value, known, store),
        href: filterToggleHref(pathname, current, code, value, false),
      }
    }),
  )
  if (termTag && params.term)
    active.unshift({
      code: 'term',
      value: params.term,
      label: `Search: ${params.term}`,
      href: listingHref(pathname, current, { term: null }),
    })
  if (active.length === 0) return null
  const cleared: Record<string, null> = Object.fromEntries(FILTER_CODES.map((code) => [code, null]))
  if (termTag) cleared.term = null
  return (
    <ul className="mb-4 flex flex-wrap gap-2" aria-label="Active filters">
      {active.map((filter) => (
        <li key={`${filter.code}-${filter.value}`}>
          <Link
            to={filter.href}
            preventScrollReset
            className="inline-flex max-w-full items-center gap-1 rounded-full bg-stone-100 px-3 py-1 text-sm wrap-anywhere hover:bg-stone-200"
          >
            {filter.label} <span aria-hidden="true">×</span>
            <span className="sr-only">(remove filter)</span>
          </Link>
        </li>
      ))}
      <li>
        <Link to={listingHref(pathname, current, cleared)} className="inline-block px-2 py-1 text-sm underline">
          Clear all
        </Link>
      </li>
    </ul>
  )
}

/**
 * A page chosen from the pagination (WCAG 2.4.3): the window goes to the top, and the keyboard goes with it to the
 * results, instead of staying on a link at the bottom, off screen.
 */
function useResultsFocus(page: number) {
  const results = useRef<HTMLElement>(null)
  const shown = useRef(page)
  useEffect(() => {
    if (shown.current === page) return
    shown.current = page
    if (document.activeElement?.closest(`nav[aria-label="${PAGINATION_LABEL}"]`)) results.current?.focus()
  }, [page])
  return results
}

const PAGINATION_LABEL = 'Pagination'

function Pagination({
  page,
  totalPages,
  pathname,
  current,
}: {
  page: number
  totalPages: number
  pathname: string
  current: URLSearchParams
}) {
  if (totalPages <= 1) return null
  const pages = [...new Set([1, page - 2, page - 1, page, page + 1, page + 2, totalPages])]
    .filter((value) => value >= 1 && value <= totalPages)
    .sort((a, b) => a - b)
  const href = (target: number) => listingHref(pathname, current, { page: target === 1 ? null : String(target) })
  return (
    <nav aria-label={PAGINATION_LABEL} className="mt-10 flex justify-center">
      <ul className="flex flex-wrap items-center justify-center gap-1">
        {page > 1 ? (
          <li>
            <Link to={href(page - 1)} rel="prev" className="block rounded px-3 py-2 hover:bg-stone-100">
              Previous
            </Link>
          </li>
        ) : null}
        {pages.map((target, index) => (
          <li key={target} className="flex items-center">
            {index > 0 && target - (pages[index - 1] ?? target) > 1 ? (
              <span className="px-1 text-stone-600">…</span>
            ) : null}
            <Link
              to={href(target)}
              aria-current={target === page ? 'page' : undefined}
              aria-label={`Page ${target}`}
              className="block min-w-10 rounded px-3 py-2 text-center hover:bg-stone-100 aria-[current=page]:bg-stone-900 aria-[current=page]:text-white"
            >
              {target}
            </Link>
          </li>
        ))}
        {page < totalPages ? (
          <li>
            <Link to={href(page + 1)} rel="next" className="block rounded px-3 py-2 hover:bg-stone-100">
              Next
            </Link>
          </li>
        ) : null}
      </ul>
    </nav>
  )
}
