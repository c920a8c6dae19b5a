import { expect, test } from '@playwright/test'
import { z } from 'zod'
import { useNewGuestCart } from './support/commerce'
import { holdScripts } from './support/page'

/**
 * Islands (app/components/island.tsx): a page's main part is in the first HTML and stays exactly as it is until
 * its code has loaded, also when the layout updates meanwhile (a guest with a cart gets the shared page and their
 * count afterwards, which re-renders the header right after hydration).
 */
test.use({ serviceWorkers: 'block' })

const PAGES = [
  { path: '/us_et', chunk: 'content-page-view' },
  { path: '/us_et/hair.html', chunk: 'listing-view' },
  { path: '/us_et/search?term=hair', chunk: 'listing-view' },
  { path: '/us_et/p/ET-H00001', chunk: 'product-view' },
]

for (const { path, chunk } of PAGES) {
  test(`${path}: the server's HTML stays while the island's code loads, for a guest with a cart too`, async ({
    page,
    context,
    request,
  }) => {
    await useNewGuestCart(context, request, 'ET-H00001', 2)
    const errors: string[] = []
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text())
    })
    page.on('pageerror', (error) => errors.push(error.message))
    // The main part's text at its shortest, relative to its longest before (streamed parts only add to it).
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        const main = document.getElementById('main')
        if (!main) return
        let longest = main.textContent?.length ?? 0
        main.dataset.lowest = '1'
        new MutationObserver(() => {
          const length = main.textContent?.length ?? 0
          longest = Math.max(longest, length)
          main.dataset.lowest = String(Math.min(Number(main.dataset.lowest), length / longest))
        }).observe(main, { childList: true, subtree: true, characterData: true })
      })
    })
    const held = await holdScripts(page, new RegExp(`/assets/${chunk}-[\\w-]{8}\\.js$`))

    await page.goto(path)
    const main = page.locator('main#main')
    await expect(page.locator('html[data-hydrated]')).toBeAttached()
    await expect.poll(() => held.requested().length).toBeGreaterThan(0)
    await expect(page.getByRole('banner').getByText('2 items in cart')).toBeVisible()
    // Hydrated around it, the island itself still waits: its forms are not yet sent by JavaScript.
    await expect(main.locator('input[name="js"]')).toHaveCount(0)

    held.release()
    await expect(main.locator('input[name="js"]').first()).toBeAttached()
    expect(Number(await main.getAttribute('data-lowest'))).toBeGreaterThan(0.5)
    expect(errors).toEqual([])
  })
}

test('the icons drawn once by the server stay after hydration and client-side navigations', async ({ page }) => {
  const errors: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text())
  })
  await page.goto('/us_et/search')
  await expect(page.locator('html[data-hydrated]')).toBeAttached()
  const symbols = page.locator('svg#icon-sprite symbol')
  const count = await symbols.count()
  expect(count).toBeGreaterThan(5)
  await page.getByRole('banner').getByRole('link', { name: 'Estelle Tijs, home' }).click()
  await expect(page).toHaveURL(/\/us_et$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Search' })).toBeHidden()
  await expect(symbols).toHaveCount(count)
  expect(errors).toEqual([])
})

test('a card added to the cart before the listing code arrives is sent with JavaScript once it is here', async ({
  page,
}) => {
  const held = await holdScripts(page, /\/assets\/listing-view-[\w-]{8}\.js$/)
  await page.goto('/us_et/hair.html')
  await expect(page.locator('html[data-hydrated]')).toBeAttached()
  await page.evaluate(() => document.body.setAttribute('data-same-document', ''))
  const products = page.getByRole('region', { name: 'Products' })
  const add = products.getByRole('button', { name: /^Add to cart / }).first()
  const name = (await add.textContent())?.replace('Add to cart', '').trim() ?? ''
  await add.click()
  await expect(page.getByRole('dialog', { name: 'Cart' })).toBeHidden()

  held.release()
  await expect(page.getByRole('dialog', { name: 'Cart' }).getByRole('link', { name })).toBeVisible()
  await expect(page.locator('body[data-same-document]')).toBeAttached()
})

test('a client-side navigation waits for the island code: the next page comes whole, never an empty main part', async ({
  page,
}) => {
  await page.goto('/us_et/search?term=hair')
  await expect(page.locator('html[data-hydrated]')).toBeAttached()
  await page.evaluate(() => {
    const main = document.getElementById('main')
    if (!main) return
    main.dataset.shortest = String(main.textContent?.length ?? 0)
    new MutationObserver(() => {
      const length = main.textContent?.length ?? 0
      if (length < Number(main.dataset.shortest)) main.dataset.shortest = String(length)
    }).observe(main, { childList: true, subtree: true, characterData: true })
    document.body.setAttribute('data-same-document', '')
  })
  await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Home' }).click()
  await expect(page).toHaveURL(/\/us_et$/)
  await expect(page.locator('main#main input[name="js"]').first()).toBeAttached()
  await expect(page.locator('body[data-same-document]')).toBeAttached()
  // The search page's text is replaced by the home page's at once: no moment with only an empty island.
  expect(Number(await page.locator('main#main').getAttribute('data-shortest'))).toBeGreaterThan(500)
})

test("a navigation before a part's code has arrived leaves the part on the page: the header's search box, and the page being left", async ({
  page,
}) => {
  const held = await holdScripts(page, /\/assets\/(search-box|product-view)-[\w-]{8}\.js$/)
  await page.goto('/us_et/p/ET-H00001')
  await expect(page.locator('html[data-hydrated]')).toBeAttached()
  await expect.poll(() => held.requested().some((url) => url.includes('product-view'))).toBe(true)
  // Every moment from here on: is the search box there, and how much text has the main part?
  await page.evaluate(() => {
    const marks = { searchGone: false, shortestMain: document.getElementById('main')?.textContent?.length ?? 0 }
    Object.assign(window, { marks })
    new MutationObserver(() => {
      if (!document.querySelector('input[role="combobox"]')) marks.searchGone = true
      const length = document.getElementById('main')?.textContent?.length ?? 0
      marks.shortestMain = Math.min(marks.shortestMain, length)
    }).observe(document.body, { childList: true, subtree: true, characterData: true })
  })
  // A header link (one in the product's own part is a plain link until its code is here).
  await page.getByRole('navigation', { name: 'Categories' }).getByRole('link').first().click()
  await expect(page).not.toHaveURL(/ET-H00001/)
  await expect(page.getByRole('combobox', { name: 'Search products' })).toBeVisible()
  held.release()
  await expect(page.getByRole('region', { name: 'Products' }).getByRole('article').first()).toBeVisible()
  const marks = await page.evaluate(() => JSON.stringify('marks' in window ? window.marks : null))
  const { searchGone, shortestMain } = z
    .object({ searchGone: z.boolean(), shortestMain: z.number() })
    .parse(JSON.parse(marks))
  expect(searchGone).toBe(false)
  expect(shortestMain).toBeGreaterThan(200)
})

test('a filter ticked and a sort chosen before the listing code arrives are applied once it is here', async ({
  page,
}) => {
  const held = await holdScripts(page, /\/assets\/listing-view-[\w-]{8}\.js$/)
  await page.goto('/us_et/hair.html')
  await expect(page.locator('html[data-hydrated]')).toBeAttached()
  const filters = page.locator('details.filters-panel')
  const box = filters.getByRole('checkbox').first()
  const value = (await box.getAttribute('value')) ?? ''
  const code = (await box.getAttribute('name')) ?? ''
  await box.check()
  await page.getByRole('combobox', { name: 'Sort by' }).selectOption('price_ASC')
  expect(page.url()).toMatch(/\/hair\.html$/)

  held.release()
  await expect(page).toHaveURL(new RegExp(`[?&]${code}=${encodeURIComponent(value)}`))
  await expect(page).toHaveURL(/[?&]sort=price_ASC/)
  await expect(page.getByRole('list', { name: 'Active filters' })).toBeVisible()
})
