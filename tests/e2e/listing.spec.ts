import { type Page, expect, test } from '@playwright/test'
import { holdScripts } from './support/page'

/** The listing's code is here (it is an island) once its view switch answers. */
async function listingCodeLoaded(page: Page) {
  const list = page.getByRole('group', { name: 'View' }).getByRole('button', { name: 'List' })
  await expect(async () => {
    await list.click()
    await expect(list).toHaveAttribute('aria-pressed', 'true', { timeout: 1_000 })
  }).toPass()
}

test('browse from the menu to a subcategory, then filter, sort and page', async ({ page }) => {
  await page.goto('/us_et')
  const nav = page.getByRole('navigation', { name: 'Categories' })
  await nav.getByRole('button', { name: 'Hair subcategories' }).click()
  await nav.getByRole('link', { name: 'Shampoo', exact: true }).click()
  await expect(page).toHaveURL(/\/us_et\/hair\/shampoo\.html$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Shampoo' })).toBeVisible()
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText('Hair')

  await page.goto('/us_et/hair.html')
  const count = page.getByRole('status').filter({ hasText: /products?$/ })
  const before = await count.textContent()
  const filters = page.locator('form').filter({ has: page.getByRole('group', { name: 'Color' }) })
  await filters.getByRole('group', { name: 'Color' }).getByRole('checkbox').first().check()
  await expect(page).toHaveURL(/color=/)
  await expect(count).not.toHaveText(before ?? '')
  await expect(page.getByRole('list', { name: 'Active filters' })).toBeVisible()

  await page.getByRole('combobox', { name: 'Sort by' }).selectOption('price_ASC')
  await expect(page).toHaveURL(/sort=price_ASC/)
  await expect(page).toHaveURL(/color=/)
  await expect(page.getByRole('region', { name: 'Products' })).toHaveAttribute('aria-busy', 'false')
  const cards = await page.getByRole('region', { name: 'Products' }).getByRole('article').allInnerTexts()
  // The first amount on a card is the price paid (a special price comes before the struck-through one).
  const prices = cards.map((text) => Number(/€\s?([0-9]+[.,][0-9]{2})/.exec(text)?.[1]?.replace(',', '.')))
  expect(prices.length).toBeGreaterThan(1)
  expect(prices).toEqual([...prices].sort((a, b) => a - b))

  await page.getByRole('link', { name: 'Clear all' }).click()
  await expect(page).not.toHaveURL(/color=/)
})

test('paging keeps the other listing parameters', async ({ page }) => {
  await page.goto('/us_et/hair.html?itemsPerPage=24&sort=name_ASC')
  await page.getByRole('navigation', { name: 'Pagination' }).getByRole('link', { name: 'Page 2' }).click()
  await expect(page).toHaveURL(/page=2/)
  await expect(page).toHaveURL(/itemsPerPage=24/)
  await expect(page).toHaveURL(/sort=name_ASC/)
  await expect(page.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page')
})

test('a page chosen from the pagination by keyboard takes the keyboard to the results', async ({ page }) => {
  await page.goto('/us_et/hair.html')
  await listingCodeLoaded(page)
  const next = page.getByRole('navigation', { name: 'Pagination' }).getByRole('link', { name: 'Next' })
  await next.focus()
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/page=2/)
  await expect(page.getByRole('region', { name: 'Products' })).toBeFocused()
})

test('filters and sorting work without JavaScript', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  await page.goto('/de_et/hair.html')
  await page
    .getByRole('group', { name: /Gr|Size|Größe/ })
    .getByRole('checkbox')
    .first()
    .check()
  await page.getByRole('button', { name: 'Apply filters' }).click()
  await expect(page).toHaveURL(/size=/)
  await page.getByRole('combobox', { name: 'Sort by' }).selectOption('name_DESC')
  await page.getByRole('button', { name: 'Apply', exact: true }).click()
  await expect(page).toHaveURL(/sort=name_DESC/)
  await expect(page).toHaveURL(/size=/)
  await context.close()
})

test('bad listing parameters fall back to defaults instead of failing', async ({ page }) => {
  for (const query of ['page=-3', 'page=abc', 'itemsPerPage=7', 'sort=evil', 'color=%3Cscript%3E', 'unknown=1']) {
    const response = await page.goto(`/us_et/hair.html?${query}`)
    expect(response?.status(), query).toBe(200)
    await expect(page.getByRole('heading', { level: 1, name: 'Hair' })).toBeVisible()
  }
  await page.goto('/us_et/hair.html?page=9999')
  await expect(page).toHaveURL(/page=\d$/)
})

test('a category path without its suffix redirects to the category', async ({ page }) => {
  await page.goto('/fr_et/hair')
  await expect(page).toHaveURL(/\/fr_et\/hair\.html$/)
})

test('an empty result says so', async ({ page }) => {
  await page.goto('/us_et/search?term=zzzznothingmatches')
  await expect(page.getByText("We can't find products matching the selection.")).toBeVisible()
})

test('a category with no products yet says so, and a filter that finds nothing says that', async ({ page }) => {
  await page.goto('/us_et/training/business-courses/salon-management.html')
  await expect(page.getByText('There are no products in this category yet.')).toBeVisible()
  await expect(page.getByText("We can't find products matching the selection.")).toHaveCount(0)
  await page.goto('/us_et/hair.html?price=0_1')
  await expect(page.getByText("We can't find products matching the selection.")).toBeVisible()
})

test('search from the header, with suggestions as you type', async ({ page }) => {
  await page.goto('/us_et')
  const box = page.getByRole('combobox', { name: 'Search products' })
  await box.fill('shampoo')
  const suggestions = page.getByRole('listbox', { name: 'Product suggestions' })
  await expect(suggestions.getByRole('option').first()).toBeVisible()
  await box.press('ArrowDown')
  await expect(suggestions.getByRole('option').first()).toHaveAttribute('aria-selected', 'true')
  await box.press('Escape')
  await expect(suggestions).toBeHidden()
  await expect(box).toHaveValue('shampoo')
  await box.press('Enter')
  await expect(page).toHaveURL(/\/us_et\/search\?term=shampoo/)
  await expect(page.getByRole('heading', { level: 1 })).toContainText('shampoo')
  await expect(page.getByRole('region', { name: 'Products' }).getByRole('article').first()).toBeVisible()
})

test("the search page's own box shows the term whose results are shown, after a header search and after Back", async ({
  page,
}) => {
  await page.goto('/us_et')
  await expect(page.locator('html[data-hydrated]')).toBeAttached()
  const header = page.getByRole('combobox', { name: 'Search products' })
  await header.fill('shampoo')
  await header.press('Enter')
  await expect(page.getByRole('heading', { level: 1 })).toContainText('shampoo')
  const own = page.getByRole('search', { name: 'Search again' }).getByRole('searchbox')
  await expect(own).toHaveValue('shampoo')
  await header.fill('mask')
  await header.press('Enter')
  await expect(page.getByRole('heading', { level: 1 })).toContainText('mask')
  await expect(own).toHaveValue('mask')
  await page.goBack()
  await expect(page.getByRole('heading', { level: 1 })).toContainText('shampoo')
  await expect(own).toHaveValue('shampoo')
})

test("while a new term's suggestions load, the old term's are not offered", async ({ page }) => {
  await page.goto('/us_et')
  await expect(page.locator('html[data-hydrated]')).toBeAttached()
  const box = page.getByRole('combobox', { name: 'Search products' })
  const suggestions = page.getByRole('listbox', { name: 'Product suggestions' })
  await box.fill('shampoo')
  await expect(suggestions.getByRole('option').first()).toBeVisible()
  // The next term's answer is held back: what shows meanwhile must not be the shampoos.
  let release = () => {}
  const held = new Promise<void>((resolve) => {
    release = resolve
  })
  let asked = false
  await page.route(/search-suggestions[^?]*\?(.*&)?term=conditioner/, async (route) => {
    asked = true
    await held
    await route.continue()
  })
  await box.fill('conditioner')
  await expect.poll(() => asked).toBe(true)
  await expect(suggestions).toBeHidden()
  await box.press('ArrowDown')
  await box.press('Enter')
  // Enter without a suggestion searches for the typed term.
  await expect(page).toHaveURL(/\/us_et\/search\?term=conditioner/)
  release()
})

test.describe('header search code loaded later', () => {
  // The service worker would fetch the held-back chunk itself, out of page.route's reach.
  test.use({ serviceWorkers: 'block' })

  test('text typed before the code arrives gets its suggestions once it is here', async ({ page }) => {
    const held = await holdScripts(page, /\/assets\/search-box-[\w-]{8}\.js$/)
    await page.goto('/us_et')
    await expect(page.locator('html[data-hydrated]')).toBeAttached()
    const box = page.getByRole('combobox', { name: 'Search products' })
    await box.fill('shampoo')
    await expect.poll(() => held.requested().length).toBeGreaterThan(0)
    const suggestions = page.getByRole('listbox', { name: 'Product suggestions' })
    await expect(suggestions).toBeHidden()

    held.release()
    await expect(suggestions.getByRole('option').first()).toBeVisible()
    await expect(box).toHaveValue('shampoo')
    await box.press('ArrowDown')
    await expect(suggestions.getByRole('option').first()).toHaveAttribute('aria-selected', 'true')
  })

  test("text typed before the page's own code has run gets its suggestions once it has", async ({ page }) => {
    const held = await holdScripts(page, /\/assets\/framework-[\w-]{8}\.js$/)
    await page.goto('/us_et', { waitUntil: 'domcontentloaded' })
    const box = page.getByRole('combobox', { name: 'Search products' })
    await box.fill('shampoo')
    held.release()
    await expect(page.locator('html[data-hydrated]')).toBeAttached()
    await expect(page.getByRole('listbox', { name: 'Product suggestions' }).getByRole('option').first()).toBeVisible()
    await expect(box).toHaveValue('shampoo')
  })
})

test('the header search works without JavaScript', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  await page.goto('/fr_et')
  const box = page.getByRole('combobox', { name: 'Search products' })
  await box.fill('shampoo')
  await box.press('Enter')
  await expect(page).toHaveURL(/\/fr_et\/search\?term=shampoo/)
  await expect(page.getByRole('region', { name: 'Products' }).getByRole('article').first()).toBeVisible()
  await context.close()
})

test('script in the search term is shown as text', async ({ page }) => {
  let dialog = false
  page.on('dialog', async (event) => {
    dialog = true
    await event.dismiss()
  })
  await page.goto('/us_et/search?term=%3Cscript%3Ealert(1)%3C%2Fscript%3E')
  await expect(page.getByRole('heading', { level: 1 })).toContainText('<script>alert(1)</script>')
  // The term also reaches the head: as an attribute value, never as markup.
  await expect(page.locator('meta[name="description"]')).toHaveAttribute(
    'content',
    'Products matching "<script>alert(1)</script>".',
  )
  expect(dialog).toBe(false)
})

test('a long search term without spaces wraps on a phone; on a category page it is a tag', async ({ browser }) => {
  const term = 'Supercalifragilisticexpialidocious'.repeat(3)
  for (const javaScriptEnabled of [true, false]) {
    const context = await browser.newContext({ viewport: { width: 390, height: 664 }, javaScriptEnabled })
    const page = await context.newPage()
    for (const path of [`/us_et/search?term=${term}`, `/us_et/hair.html?term=${term}`]) {
      await page.goto(path)
      const width = await page.evaluate(() => document.documentElement.scrollWidth)
      expect(width, `${path} with JavaScript ${javaScriptEnabled ? 'on' : 'off'}`).toBeLessThanOrEqual(390)
    }
    // The category page shows what narrows it, and the tag takes the term away.
    await page.getByRole('link', { name: `Search: ${term}` }).click()
    await expect(page).toHaveURL(/\/us_et\/hair\.html$/)
    await context.close()
  }
})

test('stepping through the sort options with the keyboard reloads once, on Enter', async ({ page }) => {
  await page.goto('/us_et/hair.html')
  await listingCodeLoaded(page)
  const sort = page.getByRole('combobox', { name: 'Sort by' })
  await sort.focus()
  await page.keyboard.press('ArrowDown')
  await page.keyboard.press('ArrowDown')
  const chosen = await sort.inputValue()
  expect(chosen).not.toBe('')
  // Two steps, no reload: the address and the listing stay as they were.
  await page.waitForTimeout(300)
  await expect(page).toHaveURL(/\/us_et\/hair\.html$/)
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(new RegExp(`sort=${chosen}`))
  await expect(sort).toBeFocused()
  // The form's own Apply button (for pages without JavaScript) shows itself when the keyboard reaches it.
  await page.keyboard.press('Tab')
  await page.keyboard.press('Tab')
  const apply = page.getByRole('button', { name: 'Apply', exact: true })
  await expect(apply).toBeFocused()
  expect((await apply.boundingBox())?.width ?? 0).toBeGreaterThan(20)
})

test('after "Clear all" the boxes show the address, and the next choice starts from it', async ({ page }) => {
  await page.goto('/us_et/hair.html?color=1')
  await listingCodeLoaded(page)
  const color = page.getByRole('group', { name: 'Color' })
  const size = page.getByRole('group', { name: 'Size' })
  await expect(color.getByRole('checkbox', { name: /^Black\b/ })).toBeChecked()

  await page.getByRole('link', { name: 'Clear all' }).click()
  await expect(page).toHaveURL(/\/us_et\/hair\.html$/)
  await expect(color.getByRole('checkbox', { name: /^Black\b/ })).not.toBeChecked()

  await size.getByRole('checkbox', { name: /^500 ml\b/ }).check()
  await expect(page).toHaveURL(/\/us_et\/hair\.html\?size=14$/)
  await expect(size.getByRole('checkbox', { name: /^500 ml\b/ })).toBeChecked()
  await expect(color.getByRole('checkbox', { checked: true })).toHaveCount(0)

  // A removed tag unticks its box; Back ticks it again.
  await page
    .getByRole('list', { name: 'Active filters' })
    .getByRole('link', { name: /^Size: 500 ml/ })
    .click()
  await expect(page).toHaveURL(/\/us_et\/hair\.html$/)
  await expect(size.getByRole('checkbox', { name: /^500 ml\b/ })).not.toBeChecked()
  await page.goBack()
  await expect(page).toHaveURL(/\/us_et\/hair\.html\?size=14$/)
  await expect(size.getByRole('checkbox', { name: /^500 ml\b/ })).toBeChecked()
})

test('after Back the page-size menu shows the size in the address', async ({ page }) => {
  await page.goto('/us_et/hair.html?itemsPerPage=12')
  await listingCodeLoaded(page)
  const perPage = page.getByRole('combobox', { name: 'Products per page' })
  await perPage.selectOption('24')
  await expect(page).toHaveURL(/itemsPerPage=24/)
  await page.goBack()
  await expect(page).toHaveURL(/itemsPerPage=12$/)
  await expect(perPage).toHaveValue('12')
  await page.getByRole('combobox', { name: 'Sort by' }).selectOption('name_ASC')
  await expect(page).toHaveURL(/\/us_et\/hair\.html\?itemsPerPage=12&sort=name_ASC$/)
  await expect(perPage).toHaveValue('12')
})
