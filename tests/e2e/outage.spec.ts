import { expect, test } from '@playwright/test'
import { setFailure, setLatency } from './support/commerce'

// A search term no earlier run has used: nothing cached can stand in for the failing backend.
const uniqueTerm = () => `outage${Date.now()}${Math.floor(Math.random() * 1000)}`

test('commerce down: 503 with Retry-After, header and footer intact, a clear text and a retry link', async ({
  page,
  request,
}) => {
  const term = uniqueTerm()
  await setFailure(request, 'ProductListing', true, term)
  try {
    const response = await page.goto(`/us_et/search?term=${term}`)
    expect(response?.status()).toBe(503)
    expect(response?.headers()['retry-after']).toBe('30')
    await expect(page.getByRole('heading', { level: 1, name: 'An error occurred' })).toBeVisible()
    await expect(page.getByText('Our shop could not load this page just now.')).toBeVisible()
    await expect(page).toHaveTitle('An error occurred | Estelle Tijs')
    await expect(page.getByRole('banner').getByRole('link', { name: 'Cart' })).toBeVisible()
    await expect(page.getByRole('contentinfo')).toBeVisible()
    const retry = page.getByRole('link', { name: 'Try again' })
    await expect(retry).toHaveAttribute('href', `/us_et/search?term=${term}`)

    // Once the backend is back, the retry link shows the page.
    await setFailure(request, 'ProductListing', false, term)
    await retry.click()
    await expect(page.getByRole('heading', { level: 1, name: `Search results for “${term}”` })).toBeVisible()
  } finally {
    await setFailure(request, 'ProductListing', false, term)
  }
})

test('commerce slow: the page gives up after its 3 s budget and answers 503', async ({ request }) => {
  const term = uniqueTerm()
  // Slower than the budget, and not failing by itself: only the storefront's wait is bounded.
  await setLatency(request, 'ProductListing', 8_000, term)
  try {
    const started = Date.now()
    const response = await request.get(`/us_et/search?term=${term}`)
    const waited = Date.now() - started
    expect(response.status()).toBe(503)
    expect(await response.text()).toContain('Our shop could not load this page just now.')
    expect(waited).toBeGreaterThanOrEqual(2_900)
    expect(waited).toBeLessThan(6_000)
  } finally {
    await setFailure(request, 'ProductListing', false, term)
  }
})
