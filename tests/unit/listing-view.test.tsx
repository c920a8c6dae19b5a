// @vitest-environment jsdom
// The listing's controls in a browser-like page, after the address changed under them (a link, Back): they show the
// address, and the next change starts from it. Loader and router are React Router's own, in memory.
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { type DataRouter, createMemoryRouter, useLoaderData, useLocation } from 'react-router'
import { RouterProvider } from 'react-router/dom'
import { afterEach, describe, expect, it } from 'vitest'
import { ListingView } from '~/components/listing/listing-view'
import { parseListingParams } from '~/lib/listing'
import type { Listing } from '~/lib/listing.server'

const LISTING: Listing = {
  total_count: 0,
  page_info: { current_page: 1, page_size: 12, total_pages: 1 },
  items: [],
  categoryNames: {},
  optionLabels: {},
  aggregations: [
    {
      attribute_code: 'color',
      label: 'Color',
      count: 2,
      position: 2,
      options: [
        { label: 'Black', value: '1', count: 4 },
        { label: 'Red', value: '2', count: 3 },
      ],
    },
    {
      attribute_code: 'size',
      label: 'Size',
      count: 1,
      position: 3,
      options: [{ label: '500 ml', value: '14', count: 2 }],
    },
  ],
}

/** Set by a test to hold the next loads until it lets them finish. */
let loading: Promise<void> = Promise.resolve()

async function loader({ request }: { request: Request }) {
  await loading
  const url = new URL(request.url)
  return { params: parseListingParams(url.searchParams), pathname: url.pathname, search: url.search }
}

function Page() {
  const { params, pathname, search } = useLoaderData<typeof loader>()
  const location = useLocation()
  return (
    <>
      <output aria-label="Address">{`${location.pathname}${location.search}`}</output>
      <ListingView store="us_et" listing={LISTING} params={params} pathname={pathname} search={search} termTag />
    </>
  )
}

/** The page in the router the browser has (react-router/dom's provider, which can flush an update at once). */
function open(path: string): DataRouter {
  const router = createMemoryRouter(
    [{ path: '/us_et/hair.html', Component: Page, loader, HydrateFallback: () => null }],
    {
      initialEntries: [path],
    },
  )
  render(<RouterProvider router={router} />)
  return router
}

const address = () => screen.getByRole('status', { name: 'Address' })
const box = (label: string) => screen.getByRole<HTMLInputElement>('checkbox', { name: new RegExp(`^${label}\\b`) })

afterEach(() => {
  cleanup()
  loading = Promise.resolve()
})

describe('the listing controls follow the address', () => {
  it('unticks what "Clear all" cleared, and the next choice does not bring it back', async () => {
    open('/us_et/hair.html?color=1')
    expect((await screen.findByRole<HTMLInputElement>('checkbox', { name: /^Black\b/ })).checked).toBe(true)
    fireEvent.click(screen.getByRole('link', { name: 'Clear all' }))
    await waitFor(() => expect(address().textContent).toBe('/us_et/hair.html'))
    expect(box('Black').checked).toBe(false)

    fireEvent.click(box('500 ml'))
    await waitFor(() => expect(address().textContent).toBe('/us_et/hair.html?size=14'))
    expect(box('500 ml').checked).toBe(true)
    expect(box('Black').checked).toBe(false)
  })

  it('shows a ticked box ticked at once, while its page loads, and keeps it in the next change', async () => {
    open('/us_et/hair.html')
    await screen.findByRole('checkbox', { name: /^Black\b/ })
    let finish = () => {}
    loading = new Promise((resolve) => (finish = resolve))
    fireEvent.click(box('Black'))
    expect(box('Black').checked).toBe(true)
    fireEvent.click(box('500 ml'))
    expect(box('500 ml').checked).toBe(true)
    finish()
    await waitFor(() => expect(address().textContent).toBe('/us_et/hair.html?color=1&size=14'))
    expect(box('Black').checked).toBe(true)
  })

  it('shows a search term in the address as a tag of its own, removed by its tag and by "Clear all"', async () => {
    open('/us_et/hair.html?term=argan&color=1')
    fireEvent.click(await screen.findByRole('link', { name: /Search: argan/ }))
    await waitFor(() => expect(address().textContent).toBe('/us_et/hair.html?color=1'))
    expect(screen.queryByRole('link', { name: /Search:/ })).toBeNull()

    cleanup()
    open('/us_et/hair.html?term=argan&color=1')
    fireEvent.click(await screen.findByRole('link', { name: 'Clear all' }))
    await waitFor(() => expect(address().textContent).toBe('/us_et/hair.html'))
  })

  it('unticks the box of a removed tag', async () => {
    open('/us_et/hair.html?color=1&color=2')
    fireEvent.click(await screen.findByRole('link', { name: /Color: Black/ }))
    await waitFor(() => expect(address().textContent).toBe('/us_et/hair.html?color=2'))
    expect(box('Black').checked).toBe(false)
    expect(box('Red').checked).toBe(true)
  })

  it('shows the page size and sort of the address after Back', async () => {
    const router = open('/us_et/hair.html?itemsPerPage=12')
    const size = await screen.findByRole('combobox', { name: 'Products per page' })
    fireEvent.change(size, { target: { value: '24' } })
    await waitFor(() => expect(address().textContent).toBe('/us_et/hair.html?itemsPerPage=24'))
    fireEvent.change(screen.getByRole('combobox', { name: 'Sort by' }), { target: { value: 'name_ASC' } })
    await waitFor(() => expect(address().textContent).toBe('/us_et/hair.html?itemsPerPage=24&sort=name_ASC'))

    void router.navigate(-1)
    await waitFor(() => expect(address().textContent).toBe('/us_et/hair.html?itemsPerPage=24'))
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveProperty('value', '')
    void router.navigate(-1)
    await waitFor(() => expect(address().textContent).toBe('/us_et/hair.html?itemsPerPage=12'))
    expect(size).toHaveProperty('value', '12')
    // The next choice starts from the address, not from what the menus showed before Back.
    fireEvent.change(screen.getByRole('combobox', { name: 'Sort by' }), { target: { value: 'price_ASC' } })
    await waitFor(() => expect(address().textContent).toBe('/us_et/hair.html?itemsPerPage=12&sort=price_ASC'))
  })

  it('holds a choice stepped to with the keyboard until Enter, then applies it to the address', async () => {
    open('/us_et/hair.html?color=1')
    const sort = await screen.findByRole('combobox', { name: 'Sort by' })
    fireEvent.keyDown(sort, { key: 'ArrowDown' })
    fireEvent.change(sort, { target: { value: 'name_ASC' } })
    expect(sort).toHaveProperty('value', 'name_ASC')
    expect(address().textContent).toBe('/us_et/hair.html?color=1')
    fireEvent.keyDown(sort, { key: 'Enter' })
    await waitFor(() => expect(address().textContent).toBe('/us_et/hair.html?color=1&sort=name_ASC'))
    expect(sort).toHaveProperty('value', 'name_ASC')
  })
})
