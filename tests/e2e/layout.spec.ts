import { expect, test } from '@playwright/test'

const STORES = [
  { code: 'us_et', topbar: 'Free shipping on orders over €50' },
  { code: 'de_et', topbar: 'Kostenloser Versand ab 50 €' },
  { code: 'fr_et', topbar: 'Livraison gratuite dès 50 € d’achat' },
  { code: 'nl_et', topbar: 'Gratis verzending vanaf € 50' },
]

for (const store of STORES) {
  test(`the layout shows content and categories in ${store.code}`, async ({ page }) => {
    await page.goto(`/${store.code}`)
    await expect(page.locator('html')).toHaveAttribute('lang', 'fa')
    await expect(page.getByRole('complementary', { name: 'Shop information' })).toContainText(store.topbar)
    const categories = page.getByRole('navigation', { name: 'Categories' })
    await expect(categories.getByRole('link').first()).toBeVisible()
    await expect(page.getByRole('contentinfo')).toBeVisible()
    await expect(page.getByRole('contentinfo').getByRole('link').first()).toBeVisible()
    // The content's main menu is in the header on a wide screen too, not only in the phone's sidebar.
    const mainMenu = page.getByRole('navigation', { name: 'Main menu' })
    await expect(mainMenu.getByRole('link').first()).toBeVisible()
    expect(await mainMenu.getByRole('link').count()).toBeGreaterThan(1)
  })
}

test('the header holds the category tree once: the desktop navigation, the sidebar only its top level', async ({
  request,
}) => {
  const html = await (await request.get('/us_et')).text()
  const header = html.slice(html.indexOf('<header'), html.indexOf('</header>'))
  for (const path of ['hair.html', 'hair/shampoo.html', 'hair/shampoo/dry-hair.html']) {
    expect(header.split(`href="/us_et/${path}"`).length - 1, path).toBe(path === 'hair.html' ? 2 : 1)
  }
  // The fourth level is unfolded on the phone from the page's data, not carried as markup.
  expect(header).not.toContain('href="/us_et/hair/shampoo/dry-hair/sulfate-free.html"')
})

test('the desktop navigation opens a submenu with the keyboard and closes it with Escape', async ({ page }) => {
  await page.goto('/us_et')
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
  const toggle = page.getByRole('navigation', { name: 'Categories' }).getByRole('button').first()
  await toggle.focus()
  await page.keyboard.press('Enter')
  await expect(toggle).toHaveAttribute('aria-expanded', 'true')
  const submenu = page.locator(`#${await toggle.getAttribute('aria-controls')}`)
  await expect(submenu.getByRole('link').first()).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(toggle).toHaveAttribute('aria-expanded', 'false')
  await expect(toggle).toBeFocused()
  // Focus leaving the item closes it; a later Escape elsewhere leaves the focus where it is.
  await page.keyboard.press('Enter')
  await expect(toggle).toHaveAttribute('aria-expanded', 'true')
  const search = page.getByRole('combobox', { name: 'Search products' })
  await search.focus()
  await expect(toggle).toHaveAttribute('aria-expanded', 'false')
  await page.keyboard.press('Escape')
  await expect(search).toBeFocused()
})

test('the header links that open a dialog say so once they do (with JavaScript), and not without it', async ({
  page,
  browser,
}) => {
  await page.goto('/us_et')
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
  const header = page.getByRole('banner')
  for (const name of ['Cart', 'Wishlist', 'Sign in']) {
    await expect(header.getByRole('link', { name, exact: true })).toHaveAttribute('aria-haspopup', 'dialog')
  }
  await header.getByRole('link', { name: 'Cart', exact: true }).click()
  await expect(page.getByRole('dialog', { name: 'Cart' })).toBeVisible()

  const context = await browser.newContext({ javaScriptEnabled: false })
  const plain = await context.newPage()
  await plain.goto('/us_et')
  await expect(plain.getByRole('banner').locator('[aria-haspopup]')).toHaveCount(0)
  await context.close()
})

test('a main menu link the content highlights stands out from the others in the top bar', async ({ page }) => {
  await page.goto('/us_et')
  const menu = page.getByRole('navigation', { name: 'Main menu' })
  const highlighted = menu.getByRole('link', { name: 'Business customers' })
  const plain = menu.getByRole('link', { name: 'Training academy' })
  await expect(highlighted).toHaveCSS('font-weight', '600')
  await expect(plain).toHaveCSS('font-weight', '400')
  const color = (link: typeof plain) => link.evaluate((element) => getComputedStyle(element).color)
  expect(await color(highlighted)).not.toBe(await color(plain))
})

test('Escape closes a submenu the pointer opened, until the pointer leaves its category', async ({ page }) => {
  await page.goto('/us_et')
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
  const item = page
    .getByRole('navigation', { name: 'Categories' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('button') })
    .first()
  const submenu = page.locator(`#${await item.getByRole('button').getAttribute('aria-controls')}`)
  await item.getByRole('link').first().hover()
  await expect(submenu).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(submenu).toBeHidden()
  // Still hovered, it stays closed; back after the pointer has left, hover opens it again.
  await page.mouse.move(5, 5, { steps: 2 })
  await item.getByRole('link').first().hover()
  await expect(submenu).toBeVisible()
})

test("no store's page runs wider than a tablet, its footer's long words included", async ({ page }) => {
  await page.setViewportSize({ width: 768, height: 1024 })
  for (const store of ['de_et', 'fr_et', 'nl_et', 'us_et']) {
    await page.goto(`/${store}`)
    expect(await page.evaluate(() => document.documentElement.scrollWidth), store).toBeLessThanOrEqual(768)
  }
})

test('a click on the dimmed page beside the sign-in window or the cart drawer closes it', async ({ page }) => {
  await page.goto('/us_et/Faq')
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
  await page.getByRole('banner').getByRole('link', { name: 'Cart' }).click()
  const cart = page.getByRole('dialog', { name: 'Cart' })
  await expect(cart).toBeVisible()
  // The drawer is on the right: the left edge is the backdrop.
  await page.mouse.click(5, 400)
  await expect(cart).toBeHidden()
  // A tap inside it, on its own padding, does not close it.
  await page.getByRole('banner').getByRole('link', { name: 'Cart' }).click()
  await expect(cart).toBeVisible()
  const box = await cart.boundingBox()
  await page.mouse.click((box?.x ?? 0) + 3, (box?.y ?? 0) + (box?.height ?? 0) - 3)
  await expect(cart).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(cart).toBeHidden()

  await page.getByRole('banner').getByRole('link', { name: 'Sign in' }).click()
  const signIn = page.getByRole('dialog', { name: 'Sign in' })
  await expect(signIn).toBeVisible()
  await page.mouse.click(5, 5)
  await expect(signIn).toBeHidden()
})

test('the header sticks once scrolled past its offset', async ({ page }) => {
  await page.goto('/us_et')
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
  const header = page.getByRole('banner')
  await expect(header).toHaveAttribute('data-stuck', 'false')
  await page.mouse.wheel(0, 800)
  await expect(header).toHaveAttribute('data-stuck', 'true')
  expect((await header.boundingBox())?.y).toBe(0)
  await page.mouse.wheel(0, -2000)
  await expect(header).toHaveAttribute('data-stuck', 'false')
})

test('the logo follows the selected top-level category', async ({ page }) => {
  await page.goto('/us_et')
  const logo = page.getByRole('link', { name: /home$/ }).locator('img')
  await expect(logo).toHaveAttribute('src', '/logos/default.svg')
  await page.goto('/us_et/hair.html')
  await expect(logo).toHaveAttribute('src', '/logos/hair.svg')
})

test('the home page renders the content blocks', async ({ page }) => {
  await page.goto('/us_et')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(page.getByRole('main').getByRole('img').first()).toHaveAttribute('width', /\d+/)
})

test('the stylesheet is one cached file, not resent with every document, and styles client navigations', async ({
  page,
}) => {
  await page.goto('/us_et')
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
  const links = page.locator('head link[rel="stylesheet"]')
  await expect(links).toHaveCount(1)
  const href = await links.getAttribute('href')
  expect(href).toMatch(/^\/assets\/app-[\w-]+\.css$/)
  await expect(page.locator('style')).toHaveCount(0)
  // The document's headers already name it, so the browser (or Cloudflare, as a 103 Early Hint) fetches it first.
  const answer = await page.request.get('/us_et')
  expect(answer.headers()['link']).toContain(`<${href}>; rel=preload; as=style`)
  const sheet = await page.request.get(href ?? '')
  expect(sheet.headers()['cache-control']).toContain('immutable')
  expect((await sheet.text()).length).toBeGreaterThan(10_000)
  await page.getByRole('contentinfo').getByRole('link', { name: 'Frequently asked questions' }).click()
  await expect(page).toHaveURL(/\/us_et\/Faq$/)
  await expect(links).toHaveCount(1)
  await expect(page.getByRole('banner')).toHaveCSS('position', 'sticky')
})

test('after following a link the keyboard starts at the new page, not on the link of the page before', async ({
  page,
}) => {
  await page.goto('/us_et')
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
  const link = page.getByRole('contentinfo').getByRole('link', { name: 'Frequently asked questions' })
  await link.focus()
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/us_et\/Faq$/)
  await expect(page.locator('#main h1')).toBeFocused()
  // An update on the same page leaves the keyboard alone.
  await page.getByRole('combobox', { name: 'Search products' }).focus()
  await expect(page.getByRole('combobox', { name: 'Search products' })).toBeFocused()
})

test('back to a listing keeps where the shopper had scrolled to', async ({ page }) => {
  await page.goto('/us_et/hair.html')
  // The listing is an island: its links lead by client-side navigation once its code is here (its forms then carry
  // the `js` flag); before, a card's link loads a new document.
  await expect(page.locator('main#main input[name="js"]').first()).toBeAttached()
  const cards = page.getByRole('region', { name: 'Products' }).getByRole('article')
  const card = cards.nth(9)
  await card.scrollIntoViewIfNeeded()
  const scrolled = await page.evaluate(() => window.scrollY)
  expect(scrolled).toBeGreaterThan(300)
  await card.getByRole('link').first().click()
  await expect(page).not.toHaveURL(/hair\.html$/)
  await expect(page.locator('#main h1')).toBeFocused()
  await page.goBack()
  // The address changes at once; the listing comes once its data is here (the product's heading is focused until then).
  await expect(page).toHaveURL(/hair\.html$/)
  const heading = page.locator('#main h1')
  await expect(heading).toHaveText('Hair')
  await expect(heading).toBeFocused()
  // Focus moved to the page's heading without scrolling there: the position stays where Back put it.
  await page.waitForTimeout(300)
  expect(Math.abs((await page.evaluate(() => window.scrollY)) - scrolled)).toBeLessThan(50)
})

test('hovering a product card zooms its picture, unless the visitor asks for less motion', async ({ browser }) => {
  for (const reducedMotion of ['no-preference', 'reduce'] as const) {
    const context = await browser.newContext({ reducedMotion })
    const page = await context.newPage()
    await page.goto('/us_et/hair.html')
    const card = page.getByRole('region', { name: 'Products' }).getByRole('article').first()
    await card.hover()
    const picture = card.locator('img').first()
    await expect(picture).toHaveCSS('scale', reducedMotion === 'reduce' ? 'none' : '1.05')
    await context.close()
  }
})
