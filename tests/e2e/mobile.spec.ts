import { type Locator, type Page, devices, expect, test } from '@playwright/test'
import { holdScripts } from './support/page'

test('the hamburger opens the category sidebar, locks scrolling and closes again', async ({ page }) => {
  await page.goto('/us_et')
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
  await page.getByRole('img', { name: 'Menu' }).click()
  const sidebar = page.getByRole('navigation', { name: 'Mobile categories' })
  await expect(sidebar).toBeVisible()
  await expect(sidebar.getByRole('group').first()).toBeVisible()
  await expect.poll(() => page.evaluate(() => document.body.style.overflow)).toBe('hidden')
  // The page under the backdrop is out of reach of a screen reader's cursor (inert), as under a modal drawer.
  const outOfReach = () =>
    page.evaluate(() =>
      ['main', 'footer', 'a[href$="/customer/login"], a[href$="/customer/my-profile"]'].map(
        (selector) => document.querySelector(selector)?.closest('[inert]') != null,
      ),
    )
  await expect.poll(outOfReach).toEqual([true, true, true])
  expect(await sidebar.evaluate((element) => element.closest('[inert]') != null)).toBe(false)
  await page.keyboard.press('Escape')
  await expect(sidebar).toBeHidden()
  expect(await page.evaluate(() => document.body.style.overflow)).toBe('')
  await expect.poll(outOfReach).toEqual([false, false, false])
})

/** The page, hydrated, with the phone's menu open and its first category unfolded; answers the menu. */
async function openFirstCategory(page: Page, path: string): Promise<Locator> {
  await page.goto(path)
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
  await page.getByRole('img', { name: 'Menu' }).click()
  const sidebar = page.getByRole('navigation', { name: 'Mobile categories' })
  await sidebar.locator('summary').first().click()
  return sidebar
}

test('a category in the sidebar expands and navigates', async ({ page }) => {
  const sidebar = await openFirstCategory(page, '/us_et')
  const allLink = sidebar.getByRole('link', { name: /^All / }).first()
  await expect(allLink).toBeVisible()
  const href = await allLink.getAttribute('href')
  await allLink.click()
  await expect(page).toHaveURL(new RegExp(`${href ?? ''}$`))
  await expect(sidebar).toBeHidden()
})

test('a menu link to the page already shown closes the menu and frees the page', async ({ page }) => {
  const sidebar = await openFirstCategory(page, '/us_et/hair.html')
  await sidebar.getByRole('link', { name: /^All / }).first().click()
  await expect(page).toHaveURL(/\/us_et\/hair\.html$/)
  await expect(sidebar).toBeHidden()
  await expect.poll(() => page.evaluate(() => document.body.style.overflow)).toBe('')
})

test("the header's search icon leads to the search page with the keyboard in its field", async ({ page }) => {
  await page.goto('/us_et/Faq')
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
  await page.getByRole('banner').getByRole('link', { name: 'Search' }).click()
  await expect(page).toHaveURL(/\/us_et\/search$/)
  const field = page.getByRole('searchbox', { name: 'Search products' })
  await expect(field).toBeFocused()
  await page.keyboard.type('shampoo')
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/us_et\/search\?term=shampoo$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search results for “shampoo”')
})

test('a refused form takes the keyboard to its first field below the sticky header, not under it', async ({ page }) => {
  await page.goto('/us_et/p/ET-H00010')
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
  const form = page.getByRole('region', { name: 'Write a review' })
  // Sent empty from the button at its end: the rating, far above, gets the focus and is scrolled to.
  await form.getByRole('textbox', { name: 'Title' }).fill('Too short')
  await form.getByRole('button', { name: 'Submit review' }).click()
  const focused = page.locator(':focus')
  await expect(focused).toHaveAttribute('type', 'radio')
  const header = await page.getByRole('banner').boundingBox()
  const box = await focused.boundingBox()
  expect(box?.y ?? 0).toBeGreaterThanOrEqual((header?.y ?? 0) + (header?.height ?? 0))
})

test.describe('a short phone screen (iPhone 13)', () => {
  test.use({ viewport: { width: 390, height: 664 } })

  test("the notice of an add stays clear of the cart drawer's close and checkout buttons", async ({ page }) => {
    await page.goto('/us_et/p/ET-H00022')
    await expect(page.locator('input[name="js"]').first()).toBeAttached()
    await page
      .getByRole('form', { name: /^Add .* to cart$/ })
      .getByRole('button', { name: 'Add to cart', exact: true })
      .click()
    const drawer = page.getByRole('dialog', { name: 'Cart' })
    await expect(drawer.getByRole('status').getByText('has been added to your cart.')).toBeVisible()
    // What a tap in the middle of each button would reach: the button itself, not the notice drawn over it.
    for (const button of [
      drawer.getByRole('link', { name: 'Go to checkout' }),
      drawer.getByRole('button', { name: 'Close' }),
    ]) {
      const box = await button.boundingBox()
      if (!box) throw new Error('button not laid out')
      const reached = await page.evaluate(
        ({ x, y }) => document.elementFromPoint(x, y)?.closest('a, button')?.textContent?.trim() ?? null,
        { x: box.x + box.width / 2, y: box.y + box.height / 2 },
      )
      expect(reached).toBe((await button.textContent())?.trim())
    }
  })
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('a refused form comes back with the keyboard on its first wrong field, in view below the header', async ({
    page,
  }) => {
    await page.goto('/us_et/Business')
    const vat = page.getByLabel('VAT registration nr.')
    await vat.fill('NL12')
    await page.getByRole('button', { name: 'Register your business' }).click()
    await expect(page.getByText('Please enter a valid VAT registration number', { exact: false })).toBeVisible()
    // The first wrong field of the form (its company name, left empty), two screens below the page's top.
    const focused = page.locator(':focus')
    await expect(focused).toHaveAttribute('name', 'company_name')
    await expect(focused).toBeInViewport()
    const header = await page.getByRole('banner').boundingBox()
    const box = await focused.boundingBox()
    expect(box?.y ?? 0).toBeGreaterThanOrEqual((header?.y ?? 0) + (header?.height ?? 0))
  })
})

test('the sidebar opens and closes without JavaScript', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 800 } })
  const page = await context.newPage()
  await page.goto('/us_et')
  await page
    .locator('summary')
    .filter({ has: page.getByRole('img', { name: 'Menu' }) })
    .click()
  const sidebar = page.getByRole('navigation', { name: 'Mobile categories' })
  await expect(sidebar).toBeVisible()
  // Closed again by a tap on the dimmed page beside it, and from the keyboard.
  await page.mouse.click(380, 400)
  await expect(sidebar).toBeHidden()
  const menu = page.locator('summary').filter({ has: page.getByRole('img', { name: 'Menu' }) })
  await menu.click()
  await expect(sidebar).toBeVisible()
  await menu.focus()
  await page.keyboard.press('Enter')
  await expect(sidebar).toBeHidden()
  await context.close()
})

test('a phone changes store from the menu', async ({ page }) => {
  await page.goto('/us_et/hair.html')
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
  // The header's own switcher does not fit a phone's header.
  await expect(page.getByRole('banner').getByRole('combobox', { name: 'Store' }).first()).toBeHidden()
  await page.getByRole('img', { name: 'Menu' }).click()
  const sidebar = page.getByRole('navigation', { name: 'Mobile categories' })
  await expect(sidebar.getByRole('group').first()).toBeVisible()
  await sidebar.getByRole('combobox', { name: 'Store' }).selectOption({ label: 'Nederland' })
  await expect(page).toHaveURL(/\/nl_et\/hair\.html$/)
})

test('a phone changes store from the menu without JavaScript', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 800 } })
  const page = await context.newPage()
  await page.goto('/us_et/Faq')
  await page
    .locator('summary')
    .filter({ has: page.getByRole('img', { name: 'Menu' }) })
    .click()
  const sidebar = page.getByRole('navigation', { name: 'Mobile categories' })
  await sidebar.getByRole('combobox', { name: 'Store' }).selectOption({ label: 'France' })
  await sidebar.getByRole('button', { name: 'Change store' }).click()
  await expect(page).toHaveURL(/\/fr_et\/Faq$/)
  await context.close()
})

test('the sidebar unfolds the whole tree, four levels deep, from the data the page already has', async ({ page }) => {
  await page.goto('/us_et')
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
  await page.getByRole('img', { name: 'Menu' }).click()
  const sidebar = page.getByRole('navigation', { name: 'Mobile categories' })
  for (const name of ['Hair', 'Shampoo', 'Dry Hair'])
    await sidebar.locator('summary').getByText(name, { exact: true }).click()
  await sidebar.getByRole('link', { name: 'Sulfate Free' }).click()
  await expect(page).toHaveURL(/\/us_et\/hair\/shampoo\/dry-hair\/sulfate-free\.html$/)
})

test('without JavaScript the sidebar leads to every category through the category pages', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 800 } })
  const page = await context.newPage()
  await page.goto('/us_et')
  await page
    .locator('summary')
    .filter({ has: page.getByRole('img', { name: 'Menu' }) })
    .click()
  await page
    .getByRole('navigation', { name: 'Mobile categories' })
    .getByRole('link', { name: 'Hair', exact: true })
    .click()
  await expect(page).toHaveURL(/\/us_et\/hair\.html$/)
  for (const [name, path] of [
    ['Shampoo', 'hair/shampoo'],
    ['Dry Hair', 'hair/shampoo/dry-hair'],
    ['Sulfate Free', 'hair/shampoo/dry-hair/sulfate-free'],
  ]) {
    await page.getByRole('navigation', { name: 'Subcategories' }).getByRole('link', { name, exact: true }).click()
    await expect(page).toHaveURL(new RegExp(`/us_et/${path}\\.html$`))
  }
  await context.close()
})

test('closing the menu from inside gives the keyboard back to the menu button', async ({ page }) => {
  await page.goto('/us_et')
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
  const menu = page.locator('summary').filter({ has: page.getByRole('img', { name: 'Menu' }) })
  const sidebar = page.getByRole('navigation', { name: 'Mobile categories' })
  await menu.click()
  // The menu's code loads on this first tap (it is an island): the unfolded tree shows it is here.
  await expect(sidebar.getByRole('group').first()).toBeVisible()
  await sidebar.getByRole('link').first().focus()
  await page.keyboard.press('Escape')
  await expect(sidebar).toBeHidden()
  await expect(menu).toBeFocused()
  await menu.click()
  await page.getByRole('button', { name: 'Close menu' }).filter({ visible: true }).last().click()
  await expect(sidebar).toBeHidden()
  await expect(menu).toBeFocused()
})

test('Tab and Shift+Tab stay inside the open menu', async ({ page }) => {
  await page.goto('/us_et')
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
  await page.getByRole('img', { name: 'Menu' }).click()
  const sidebar = page.getByRole('navigation', { name: 'Mobile categories' })
  await expect(sidebar.getByRole('group').first()).toBeVisible()
  const inside = () =>
    page.evaluate(() => document.activeElement?.closest('nav[aria-label="Mobile categories"]') !== null)
  const count = await sidebar.locator('a[href]:visible, button:visible, select:visible, summary:visible').count()
  // Once round the panel and further: never the header or the page under the backdrop.
  for (let press = 0; press < count + 3; press++) {
    await page.keyboard.press('Tab')
    expect(await inside()).toBe(true)
  }
  await page.getByRole('button', { name: 'Close menu' }).filter({ visible: true }).last().focus()
  await page.keyboard.press('Shift+Tab')
  expect(await inside()).toBe(true)
  await expect(sidebar.getByRole('combobox')).toBeFocused()
})

test('opened from the keyboard, the menu takes the keyboard into its panel', async ({ page }) => {
  await page.goto('/us_et')
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
  const menu = page.locator('summary').filter({ has: page.getByRole('img', { name: 'Menu' }) })
  await menu.focus()
  await page.keyboard.press('Enter')
  const sidebar = page.getByRole('navigation', { name: 'Mobile categories' })
  await expect(sidebar.getByRole('button', { name: 'Close menu' })).toBeFocused()
})

test.describe('a slow menu code', () => {
  // The page's service worker would serve the chunk itself, out of the test's reach.
  test.use({ serviceWorkers: 'block' })

  test('a tap that opens the menu before its code has loaded keeps it open, and the menu then works', async ({
    page,
  }) => {
    const held = await holdScripts(page, /\/assets\/mobile-menu-[\w-]{8}\.js$/)
    await page.goto('/us_et')
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
    await page.getByRole('img', { name: 'Menu' }).click()
    const sidebar = page.getByRole('navigation', { name: 'Mobile categories' })
    // Open natively, with the top level only: the whole tree unfolds once the code is here.
    await expect(sidebar).toBeVisible()
    await expect(sidebar.getByRole('group')).toHaveCount(0)
    held.release()
    await expect(sidebar.getByRole('group').first()).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(sidebar).toBeHidden()
  })

  test("a tap that opens the menu before the page's own code has run: the menu then closes with one tap", async ({
    page,
  }) => {
    const held = await holdScripts(page, /\/assets\/framework-[\w-]{8}\.js$/)
    await page.goto('/us_et', { waitUntil: 'domcontentloaded' })
    await page.getByRole('img', { name: 'Menu' }).click()
    const sidebar = page.getByRole('navigation', { name: 'Mobile categories' })
    await expect(sidebar).toBeVisible()
    held.release()
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
    // The menu's code came without another tap, and took the open menu up: the whole tree, the page held still.
    await expect(sidebar.getByRole('group').first()).toBeVisible()
    await page.locator('.drawer-head').getByRole('button', { name: 'Close menu' }).click()
    await expect(sidebar).toBeHidden()
  })
})

test.describe('nothing is cut off or wider than the phone', () => {
  for (const path of ['/us_et', '/fr_et', '/de_et/Business']) {
    test(`${path}: the banner holds its whole headline and its button`, async ({ page }) => {
      await page.goto(path)
      const banner = page
        .locator('main section')
        .filter({ has: page.getByRole('heading', { level: 1 }) })
        .first()
      const box = await banner.boundingBox()
      const parts = [page.getByRole('heading', { level: 1 }), banner.getByRole('link').first()]
      for (const part of parts) {
        const inner = await part.boundingBox()
        expect(box && inner, path).toBeTruthy()
        if (!box || !inner) continue
        expect(inner.y).toBeGreaterThanOrEqual(box.y)
        expect(inner.y + inner.height).toBeLessThanOrEqual(box.y + box.height + 0.5)
      }
    })
  }

  test("a product carousel's first card sits in line with the page, not against the screen's edge", async ({
    page,
  }) => {
    await page.goto('/us_et')
    const carousel = page.locator('main ul.carousel:not(.skeleton)').first()
    await expect(carousel.locator('li').first()).toBeVisible()
    const heading = await page.locator('main h2').first().boundingBox()
    const card = await carousel.locator('li').first().boundingBox()
    expect(card && heading && card.x).toBeGreaterThanOrEqual((heading?.x ?? 0) - 0.5)
  })

  for (const path of ['/fr_et/hair.html?page=2', '/us_et/search?term=a&page=4']) {
    test(`${path}: the pagination wraps instead of widening the page`, async ({ page }) => {
      await page.goto(path)
      await expect(page.getByRole('navigation', { name: /pag/i })).toBeVisible()
      const widths = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth])
      expect(widths[0]).toBeLessThanOrEqual(widths[1] ?? 0)
    })
  }
})

test("a main menu link the content highlights stands out in the phone's menu too", async ({ page }) => {
  await page.goto('/us_et')
  await page.getByRole('img', { name: 'Menu' }).click()
  const sidebar = page.getByRole('navigation', { name: 'Mobile categories' })
  const highlighted = sidebar.getByRole('link', { name: 'Business customers' })
  const plain = sidebar.getByRole('link', { name: 'Training academy' })
  await expect(highlighted).toBeVisible()
  await expect(highlighted).toHaveCSS('font-weight', '600')
  await expect(plain).toHaveCSS('font-weight', '400')
  const color = (link: typeof plain) => link.evaluate((element) => getComputedStyle(element).color)
  expect(await color(highlighted)).not.toBe(await color(plain))
})

test('without JavaScript, Tab stays in the open menu: the page beside it is out of reach', async ({ browser }) => {
  const context = await browser.newContext({ ...devices['Pixel 7'], javaScriptEnabled: false })
  const page = await context.newPage()
  await page.goto('/us_et')
  const menu = page.locator('summary').filter({ has: page.getByRole('img', { name: 'Menu' }) })
  await menu.click()
  const sidebar = page.getByRole('navigation', { name: 'Mobile categories' })
  await expect(sidebar.getByRole('link').first()).toBeVisible()
  const where = () =>
    page.evaluate(() => {
      const active = document.activeElement
      if (!active || active === document.body) return 'none'
      return active.closest('details[open]') ? 'menu' : (active.outerHTML.slice(0, 80) ?? 'elsewhere')
    })
  const count = await sidebar.locator('a[href]:visible, button:visible, select:visible').count()
  // Round the menu and past its end (out of the page, then back in at its summary): never the page under it.
  for (let press = 0; press < count + 4; press++) {
    await page.keyboard.press('Tab')
    expect(['menu', 'none']).toContain(await where())
  }
  await expect(page.getByRole('main')).toBeHidden()
  // Closed by a tap on the dimmed side (the summary), the page is back.
  await page.mouse.click(380, 400)
  await expect(page.getByRole('main')).toBeVisible()
  await context.close()
})
