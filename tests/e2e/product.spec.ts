import { type Page, expect, test } from '@playwright/test'

// Deterministic seed SKUs (240 products): one per product type.
const SIMPLE = '/us_et/p/ET-H00001'
const CONFIGURABLE = '/us_et/p/ET-H00013'
const BUNDLE = '/us_et/p/ET-F00015'
const GROUPED = '/us_et/p/ET-H00016'
const DOWNLOADABLE = '/us_et/p/ET-F00018'
const TRAINING = '/us_et/p/ET-T00019'
const FOUR_REVIEWS = '/us_et/p/ET-H00010'

async function fillReview(page: Page, values: { title: string; name: string; text: string; stars?: string }) {
  const form = page.getByRole('region', { name: 'Write a review' })
  if (values.stars) await form.getByRole('group', { name: 'Rating' }).getByRole('radio', { name: values.stars }).check()
  await form.getByRole('textbox', { name: 'Title' }).fill(values.title)
  await form.getByRole('textbox', { name: 'Name' }).fill(values.name)
  await form.getByRole('textbox', { name: 'Review' }).fill(values.text)
  await form.getByRole('button', { name: 'Submit review' }).click()
}

test('a simple product shows name, SKU, price, stock, gallery and description', async ({ page }) => {
  await page.goto(SIMPLE)
  await expect(page.getByRole('heading', { level: 1, name: 'Hydrating Lavender Hair Mask' })).toBeVisible()
  await expect(page.getByText('SKU: ET-H00001')).toBeVisible()
  await expect(page.getByText('−20%').first()).toBeVisible()
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
  await expect(page.getByRole('heading', { name: 'Related products' })).toBeVisible()
})

test('choosing configurable options updates price, SKU and the address', async ({ page }) => {
  await page.goto(CONFIGURABLE)
  await expect(page.getByText('From')).toBeVisible()
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
  await expect(page.getByText('From')).toBeVisible()
})

test('bundle, grouped and downloadable products show their type details', async ({ page }) => {
  await page.goto(BUNDLE)
  await expect(page.getByRole('heading', { name: 'Bundle options' })).toBeVisible()
  await expect(page.getByRole('heading', { name: /Choose your base/ })).toBeVisible()

  await page.goto(GROUPED)
  const set = page.getByRole('region', { name: 'In this set' })
  await expect(set.getByRole('listitem')).toHaveCount(3)
  await expect(set.getByText('Only 2 left')).toBeVisible()

  await page.goto(DOWNLOADABLE)
  await expect(page.getByRole('link', { name: 'Sample chapter' })).toHaveAttribute('href', /sample\.pdf$/)
})

test('a training product asks for the date and the student before it can be booked', async ({ page }) => {
  await page.goto(TRAINING)
  await expect(page.getByRole('region', { name: 'To book this training' })).toBeVisible()
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
  await page.getByRole('button', { name: 'Show selection' }).click()
  await expect(page).toHaveURL(/color=1&size=13/)
  await expect(page.getByText('SKU: ET-H00013-BLACK-250-ML')).toBeVisible()
  await context.close()
})
