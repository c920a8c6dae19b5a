import { type Page, expect, test } from '@playwright/test'
import { holdScripts, whenHydrated } from './support/page'

// Deterministic seed SKUs (240 products): one per product type.
const SIMPLE = '/us_et/p/ET-H00001'
const CONFIGURABLE = '/us_et/p/ET-H00013'
const BUNDLE = '/us_et/p/ET-F00015'
const GROUPED = '/us_et/p/ET-H00016'
const VIRTUAL = '/us_et/p/ET-B00017'
const DOWNLOADABLE = '/us_et/p/ET-F00018'
const TRAINING = '/us_et/p/ET-T00019'
const FOUR_REVIEWS = '/us_et/p/ET-H00010'

function addForm(page: Page) {
  return page.getByRole('form', { name: /^Add .* to cart$/ })
}

async function fillReview(page: Page, values: { title: string; name: string; text: string; stars?: string }) {
  const form = page.getByRole('region', { name: 'Write a review' })
  if (values.stars) await form.getByRole('group', { name: 'Rating' }).getByRole('radio', { name: values.stars }).check()
  await form.getByRole('textbox', { name: 'Title' }).fill(values.title)
  await form.getByRole('textbox', { name: 'Name' }).fill(values.name)
  await form.getByRole('textbox', { name: 'Review' }).fill(values.text)
  await form.getByRole('button', { name: 'Submit review' }).click()
}

// What the seed gives each type in the US store: the price block's text and the stock line.
const PRICES_AND_STOCK = [
  ['simple', SIMPLE, 'Hydrating Lavender Hair Mask', /^€39\.95\s*excl\. VAT$/, 'In stock'],
  [
    'configurable',
    CONFIGURABLE,
    'Hydrating Aloe Conditioner',
    /^From\s*Special price\s*€34\.36\s*Regular price\s*€42\.95\s*−20%\s*excl\. VAT$/,
    'In stock',
  ],
  ['bundle', BUNDLE, 'Gentle Green Tea Face Serum Set', /^From\s*€29\.95\s*excl\. VAT$/, 'In stock'],
  ['grouped', GROUPED, 'Revitalizing Argan Hair Oil Routine', /^From\s*€45\.95\s*excl\. VAT$/, 'In stock'],
  ['virtual', VIRTUAL, 'Gift Card €50', /^€50\.00\s*excl\. VAT$/, 'In stock'],
  ['downloadable', DOWNLOADABLE, 'Argan Care Guide E-Book', /^€14\.95\s*excl\. VAT$/, 'In stock'],
  ['training', TRAINING, 'Precision Cutting Workshop Paris', /^From\s*€195\.00\s*excl\. VAT$/, 'In stock'],
  [
    'out-of-stock simple',
    '/us_et/p/ET-F00162',
    'Purifying Argan Cleansing Foam',
    /^€11\.95\s*excl\. VAT$/,
    'This product is not in stock',
  ],
  ['low-stock simple', '/us_et/p/ET-H00202', 'Gentle Rose Hair Oil', /^€13\.95\s*excl\. VAT$/, 'Only 2 left'],
] as const

for (const [type, path, name, price, stock] of PRICES_AND_STOCK) {
  test(`a ${type} product shows its name, price and stock`, async ({ page }) => {
    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible()
    const offer = page.getByRole('group', { name: 'Price and availability' })
    await expect(offer.getByRole('paragraph').first()).toHaveText(price)
    await expect(offer.getByRole('paragraph').last()).toHaveText(stock)
    // A product sold out altogether offers nothing to add, as its listing card does not.
    await expect(
      page.getByRole('form', { name: `Add ${name} to cart` }).getByRole('button', { name: 'Add to cart' }),
    ).toHaveCount(stock === 'This product is not in stock' ? 0 : 1)
  })
}

test('without JavaScript the gallery shows every image side by side in a sideways strip, and no counter', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } })
  const page = await context.newPage()
  await page.goto(SIMPLE)
  const gallery = page.getByRole('region', { name: 'Images of Hydrating Lavender Hair Mask' })
  const images = gallery.getByRole('img')
  await expect(images).toHaveCount(3)
  for (const image of await images.all()) await expect(image).toBeVisible()
  await expect(gallery.getByText('Image 1 of 3')).toBeHidden()
  // However many images there are, the product's name follows the first one, not all of them.
  const [first, second, heading] = await Promise.all([
    images.nth(0).boundingBox(),
    images.nth(1).boundingBox(),
    page.getByRole('heading', { level: 1 }).boundingBox(),
  ])
  expect(second && first && second.x).toBeGreaterThan((first?.x ?? 0) + (first?.width ?? 0) - 1)
  expect(heading && first && heading.y).toBeLessThan((first?.y ?? 0) + 2 * (first?.height ?? 0))
  // The others are a sideways scroll away, not cut off.
  const strip = await images
    .nth(0)
    .evaluate((image) => image.parentElement && getComputedStyle(image.parentElement).overflowX)
  expect(strip).toBe('auto')
  await context.close()
})

test('a simple product shows name, SKU, gallery and description', async ({ page }) => {
  await page.goto(SIMPLE)
  await expect(page.getByRole('heading', { level: 1, name: 'Hydrating Lavender Hair Mask' })).toBeVisible()
  await expect(page.getByText('SKU: ET-H00001')).toBeVisible()
  await expect(
    page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Hair' }),
  ).toHaveAttribute('href', '/us_et/hair.html')
  await expect(page.getByRole('heading', { name: 'Description' })).toBeVisible()
  const gallery = page.getByRole('region', { name: 'Images of Hydrating Lavender Hair Mask' })
  // Retried until the page has hydrated: the gallery's buttons need JavaScript.
  await expect(async () => {
    await gallery.getByRole('button', { name: 'Show image 2 of 3' }).click()
    await expect(gallery.getByText('Image 2 of 3')).toBeAttached({ timeout: 1_000 })
  }).toPass()
  await gallery.getByRole('button', { name: 'Show image 2 of 3' }).press('ArrowRight')
  await expect(gallery.getByText('Image 3 of 3')).toBeAttached()
  // The keyboard moves with the choice, and the thumbnails are one tab stop.
  const third = gallery.getByRole('button', { name: 'Show image 3 of 3' })
  await expect(third).toBeFocused()
  await expect(third).toHaveAttribute('aria-current', 'true')
  await page.keyboard.press('Home')
  await expect(gallery.getByRole('button', { name: 'Show image 1 of 3' })).toBeFocused()
  await page.keyboard.press('End')
  await expect(third).toBeFocused()
  await expect(gallery.getByText('Image 3 of 3')).toBeAttached()
  await page.keyboard.press('Shift+Tab')
  await expect(gallery.getByRole('button', { name: 'Next image' })).toBeFocused()
  await expect(page.getByRole('heading', { name: 'Related products' })).toBeVisible()
})

test('choosing configurable options updates price, SKU and the address', async ({ page }) => {
  await page.goto(CONFIGURABLE)
  await expect(page.getByRole('group', { name: 'Price and availability' }).getByText('From')).toBeVisible()
  // Retried until the page has hydrated: before that a change only moves the radio.
  await expect(async () => {
    await page.getByRole('radio', { name: 'Black' }).check()
    await page.getByRole('radio', { name: 'Blonde' }).check()
    await expect(page).toHaveURL(/color=3/, { timeout: 1_000 })
  }).toPass()
  await page.getByRole('radio', { name: '250 ml' }).check()
  await expect(page).toHaveURL(/color=3&size=13/)
  await expect(page.getByText('SKU: ET-H00013-BLONDE-250-ML')).toBeVisible()
  await expect(page.getByText('€39.16')).toBeVisible()
  await page.getByRole('radio', { name: /100 ml/ }).check()
  await expect(page.getByText('This product is not in stock')).toBeVisible()
})

test('unknown option values in the address select nothing', async ({ page }) => {
  await page.goto(`${CONFIGURABLE}?color=999&size=abc`)
  await expect(page.getByText('SKU: ET-H00013', { exact: true })).toBeVisible()
  await expect(page.getByRole('group', { name: 'Price and availability' }).getByText('From')).toBeVisible()
})

test('bundle, grouped, virtual and downloadable products show their type details', async ({ page }) => {
  await page.goto(BUNDLE)
  await whenHydrated(page)
  // The parts are chosen with their prices, and the set's price follows the choice: another base instead of the
  // first one changes it by the difference of the two.
  const bundleForm = page.getByRole('form', { name: /^Add .* to cart$/ })
  const base = bundleForm.getByRole('group', { name: /Choose your base/ })
  const euros = async (text: Promise<string | null>) => Number(/€(\d+\.\d\d)/.exec((await text) ?? '')?.[1])
  const selection = bundleForm.getByText(/^Price of your selection:/)
  const chosen = base.locator('label', { has: page.getByRole('radio', { checked: true }) })
  const other = base.locator('label', { has: page.locator('input[type="radio"]:not(:checked):not(:disabled)') }).first()
  const [before, chosenPrice, otherPrice] = await Promise.all([
    euros(selection.textContent()),
    euros(chosen.textContent()),
    euros(other.textContent()),
  ])
  expect(before).toBeGreaterThan(0)
  await other.getByRole('radio').check()
  await expect(selection).toContainText(`€${(before - chosenPrice + otherPrice).toFixed(2)}`)

  // A set lists its products once: each with its price and stock beside the quantity to add.
  await page.goto(GROUPED)
  const set = page.getByRole('form', { name: /^Add .* to cart$/ }).getByRole('group', { name: 'In this set' })
  await expect(set.getByRole('listitem')).toHaveCount(3)
  await expect(set.getByText('Only 2 left')).toBeVisible()
  await expect(
    set
      .getByRole('listitem')
      .first()
      .getByRole('spinbutton', { name: /^Quantity of / }),
  ).toBeVisible()
  await expect(set.getByRole('listitem').first()).toContainText(/€\d+\.\d\d/)
  await expect(page.getByText('In this set')).toHaveCount(1)

  await page.goto(DOWNLOADABLE)
  await expect(page.getByRole('link', { name: 'Sample chapter' })).toHaveAttribute('href', /sample\.pdf$/)
  // Its links are sold separately: chosen with the add to cart, the first to start with.
  const links = page.getByRole('form', { name: /^Add .* to cart$/ }).getByRole('group', { name: 'Links' })
  await expect(links.getByRole('checkbox')).toHaveCount(2)
  await expect(links.getByRole('checkbox').first()).toBeChecked()
  await expect(links.getByRole('checkbox', { name: /\+ €5\.00/ })).not.toBeChecked()

  // A virtual product ships nothing: no options, just the quantity and the button.
  await page.goto(VIRTUAL)
  const form = page.getByRole('form', { name: 'Add Gift Card €50 to cart' })
  await expect(form.getByRole('spinbutton', { name: 'Quantity' })).toHaveValue('1')
  await expect(form.getByRole('button', { name: 'Add to cart', exact: true })).toBeEnabled()
  await expect(form.getByRole('radio')).toHaveCount(0)
})

test('a training product asks for the date and the student before it can be booked', async ({ page }) => {
  await page.goto(TRAINING)
  const booking = page.getByRole('region', { name: 'To book this training' })
  // The list names the options as the form does.
  await expect(booking.getByRole('listitem')).toHaveText(['Date (required)', "Student's name (required)"])
  const form = page.getByRole('form', { name: /^Add .* to cart$/ })
  await expect(form.getByLabel('Date')).toBeVisible()
  await expect(form.getByLabel("Student's name")).toBeVisible()
  await expect(form.getByRole('button', { name: 'Add to cart', exact: true })).toBeVisible()
})

test('an unknown or malformed SKU is a 404', async ({ page }) => {
  const response = await page.goto('/us_et/p/NO-SUCH-SKU')
  expect(response?.status()).toBe(404)
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible()
  expect((await page.goto('/us_et/p/%3Cscript%3Ealert(1)%3C%2Fscript%3E'))?.status()).toBe(404)
  expect((await page.goto(`/us_et/p/${'A'.repeat(65)}`))?.status()).toBe(404)
})

test('reviews are listed with pagination', async ({ page }) => {
  await page.goto(FOUR_REVIEWS)
  const reviews = page.getByRole('region', { name: 'Reviews' })
  await expect(reviews.getByText(/from 4 reviews/)).toBeVisible()
  await expect(reviews.getByRole('article')).toHaveCount(3)
  await reviews.getByRole('link', { name: 'Reviews page 2' }).click()
  await expect(page).toHaveURL(/reviewPage=2/)
  await expect(reviews.getByRole('article')).toHaveCount(1)
  await page.goto(`${FOUR_REVIEWS}?reviewPage=-4`)
  await expect(reviews.getByRole('link', { name: 'Reviews page 1' })).toHaveAttribute('aria-current', 'page')
  await page.goto(`${FOUR_REVIEWS}?reviewPage=9999`)
  await expect(reviews.getByRole('link', { name: 'Reviews page 2' })).toHaveAttribute('aria-current', 'page')
})

test('a review is submitted with JavaScript; missing fields are reported', async ({ page }) => {
  await page.goto(SIMPLE)
  const form = page.getByRole('region', { name: 'Write a review' })
  // Retried until the page has hydrated: before that the browser's own required check stops the submission.
  await expect(async () => {
    await form.getByRole('button', { name: 'Submit review' }).click()
    await expect(form.getByText('This field is required').first()).toBeVisible({ timeout: 1_000 })
  }).toPass()
  // The unrated stars are a radio group that says it is invalid.
  const stars = form.getByRole('radiogroup', { name: 'Rating' })
  await expect(stars).toHaveAttribute('aria-invalid', 'true')
  await expect(stars).toHaveAccessibleDescription('This field is required')
  await fillReview(page, { title: 'Lovely', name: 'E2E tester', text: 'Smells great.', stars: '4 stars' })
  await expect(page.getByRole('status').filter({ hasText: 'Thank you for your review' })).toBeVisible()
  await expect(form.getByRole('textbox', { name: 'Title' })).toHaveValue('')
})

test('a review is submitted without JavaScript', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  await page.goto(SIMPLE)
  // A blank title passes the browser's own check and is refused by the server.
  await fillReview(page, { title: ' ', name: 'No-JS tester', text: 'Works without scripts.', stars: '5 stars' })
  await expect(page.getByText('This field is required')).toBeVisible()
  await fillReview(page, {
    title: 'Still lovely',
    name: 'No-JS tester',
    text: 'Works without scripts.',
    stars: '5 stars',
  })
  await expect(page.getByText('Thank you for your review')).toBeVisible()
  await context.close()
})

test('options work without JavaScript through Show selection', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  await page.goto(CONFIGURABLE)
  await page.getByRole('radio', { name: 'Black' }).check()
  await page.getByRole('radio', { name: '250 ml' }).check()
  await addForm(page).getByRole('spinbutton', { name: 'Quantity' }).fill('3')
  await page.getByRole('button', { name: 'Show selection' }).click()
  // The page moves to the address of the choice (back at the form), and the quantity typed stays.
  await expect(page).toHaveURL(/\/us_et\/p\/ET-H00013\?color=1&size=13#add-to-cart-/)
  await expect(page.getByText('SKU: ET-H00013-BLACK-250-ML')).toBeVisible()
  await expect(addForm(page).getByRole('spinbutton', { name: 'Quantity' })).toHaveValue('3')
  await context.close()
})

test("without JavaScript, Show selection keeps a training's date and student, and never puts them in the address", async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  const requested: string[] = []
  page.on('request', (request) => requested.push(request.url()))
  await page.goto(TRAINING)
  const form = addForm(page)
  await form.getByLabel('Date').fill('2031-05-11')
  await form.getByLabel("Student's name").fill('Marie Curie')
  await page.getByRole('radio').first().check()
  await page.getByRole('button', { name: 'Show selection' }).click()
  await expect(page).toHaveURL(/\/us_et\/p\/ET-T00019\?size=\d+#add-to-cart-/)
  await expect(form.getByLabel('Date')).toHaveValue('2031-05-11')
  await expect(form.getByLabel("Student's name")).toHaveValue('Marie Curie')
  expect(requested.filter((url) => url.includes('Curie'))).toEqual([])
  await form.getByRole('button', { name: 'Add to cart', exact: true }).click()
  await expect(page.getByText('has been added to your cart.')).toBeVisible()
  await context.close()
})

test('without JavaScript, Add to cart takes the ticked options and the page comes back with them', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  await page.goto(CONFIGURABLE)
  const name = (await page.getByRole('heading', { level: 1 }).textContent()) ?? ''
  await page.getByRole('radio', { name: 'Black' }).check()
  await page.getByRole('radio', { name: '250 ml' }).check()
  await page.getByRole('button', { name: 'Add to cart', exact: true }).click()
  await expect(page.getByText(`${name} has been added to your cart.`)).toBeVisible()
  await expect(page).toHaveURL(/\?color=1&size=13(#|$)/)
  await expect(page.getByRole('radio', { name: 'Black' })).toBeChecked()
  await expect(page.getByText('SKU: ET-H00013-BLACK-250-ML')).toBeVisible()
  await page.goto('/us_et/cart')
  const line = page.getByRole('main').getByRole('listitem').filter({ hasText: name })
  await expect(line).toContainText('Black')
  await expect(line).toContainText('250 ml')
  await context.close()
})

for (const javaScriptEnabled of [true, false]) {
  test(`Enter in a configurable product's quantity adds it (JavaScript ${javaScriptEnabled ? 'on' : 'off'})`, async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled })
    const page = await context.newPage()
    await page.goto(`${CONFIGURABLE}?color=1&size=13`)
    if (javaScriptEnabled) await whenHydrated(page)
    const name = (await page.getByRole('heading', { level: 1 }).textContent()) ?? ''
    // The hidden "Show selection" comes first in the page: Enter must still press Add to cart, not it.
    await addForm(page).getByRole('spinbutton', { name: 'Quantity' }).press('Enter')
    await expect(page.getByText(`${name} has been added to your cart.`).first()).toBeVisible()
    await context.close()
  })
}

test.describe('the product at its own address (through the catch-all)', () => {
  const CANONICAL = '/us_et/soothing-almond-conditioner.html'

  test('an old url_key answers 301 to the current one, which shows the product', async ({ request, page }) => {
    const response = await request.get('/us_et/old-soothing-almond-conditioner.html?ref=mail', { maxRedirects: 0 })
    expect(response.status()).toBe(301)
    expect(response.headers()['location']).toBe(`${CANONICAL}?ref=mail`)
    await page.goto('/us_et/old-soothing-almond-conditioner.html')
    await expect(page).toHaveURL(new RegExp(`${CANONICAL.replaceAll('.', '\\.')}$`))
    await expect(page.getByRole('heading', { level: 1, name: 'Soothing Almond Conditioner' })).toBeVisible()
  })

  test('a review is submitted at the url_key address without JavaScript', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    await page.goto(CANONICAL)
    const nickname = `Catch-all ${Date.now()}`
    await fillReview(page, {
      title: 'At its own address',
      name: nickname,
      text: 'Posted to the url_key URL.',
      stars: '3 stars',
    })
    await expect(page.getByText('Thank you for your review')).toBeVisible()
    await expect(page).toHaveURL(new RegExp(`${CANONICAL.replaceAll('.', '\\.')}$`))
    await expect(page.getByRole('heading', { level: 1, name: 'Soothing Almond Conditioner' })).toBeVisible()
    await context.close()
  })

  test('a method the page does not take answers 405', async ({ request, baseURL }) => {
    const headers = { Origin: baseURL ?? '' }
    const form = { title: 'x', nickname: 'y', text: 'z' }
    // A product page takes GET and the review POST; categories and content pages take only GET.
    for (const method of ['PUT', 'PATCH', 'DELETE'] as const) {
      const response = await request.fetch(CANONICAL, { method, form, headers })
      expect(response.status(), method).toBe(405)
      expect(response.headers()['allow']).toBe('GET, HEAD, POST')
    }
    expect((await request.fetch('/us_et/p/ET-H00022', { method: 'PUT', form, headers })).status()).toBe(405)
    for (const path of ['/us_et/hair.html', '/us_et/privacy']) {
      const response = await request.post(path, { form, headers })
      expect(response.status(), path).toBe(405)
      expect(response.headers()['allow'], path).toBe('GET, HEAD')
    }
  })
})

test.describe('code loaded later', () => {
  // The service worker would fetch the held-back chunk itself, out of page.route's reach.
  test.use({ serviceWorkers: 'block' })

  test('an option chosen before the product code arrives is taken up once it is here', async ({ page }) => {
    const held = await holdScripts(page, /\/assets\/product-view-[\w-]+\.js$/)
    await page.goto(CONFIGURABLE)
    const first = page.getByRole('radiogroup').first().getByRole('radio').first()
    await first.check()
    await expect(page).not.toHaveURL(/\?/)
    held.release()
    // The choice the shopper sees checked is the page's: it is in the address, as a change would have put it.
    await expect(page).toHaveURL(/\?\w+=\d+$/)
    await expect(first).toBeChecked()
  })
})
