import { expect, test } from '@playwright/test'

test('an unknown page answers 404 with the not-found page', async ({ page }) => {
  const response = await page.goto('/de_et/this/does/not/exist')
  expect(response?.status()).toBe(404)
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible()
  await expect(page.getByText('This page could not be found')).toBeVisible()
  await expect(page).toHaveTitle('Page not found | Estelle Tijs')
  await page.getByRole('link', { name: 'Back to Home page' }).click()
  await expect(page).toHaveURL(/\/de_et$/)
})

test('root files that do not exist are plain 404s, not redirects', async ({ request }) => {
  const response = await request.get('/favicon.ico', { maxRedirects: 0 })
  expect(response.status()).toBe(404)
})

test('every kind of 404 page has a document title', async ({ page }) => {
  for (const path of [
    '/us_et/p/NO-SUCH-SKU',
    '/fr_et/Page/pages/nope',
    '/nl_et/Cms/nope',
    '/de_et/no-such-category.html',
  ]) {
    expect((await page.goto(path))?.status(), path).toBe(404)
    await expect(page, path).toHaveTitle('Page not found | Estelle Tijs')
    await expect(page.locator('meta[name="robots"]'), path).toHaveAttribute('content', 'noindex')
  }
})
