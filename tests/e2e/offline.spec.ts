import { type Page, expect, test } from '@playwright/test'

/**
 * The service worker (public/sw.js, spec §7): pages network-first, the last copy of a page read online when the
 * network is gone, and the offline page for any other page. Chromium refuses a redirected response as the answer
 * to a navigation, so neither the offline page nor a page reached through a redirect may be kept as one.
 */
test.use({ serviceWorkers: 'allow' })

/** Opens `path` and waits until the service worker controls the page: the next navigations go through it. */
async function controlledAt(page: Page, path: string) {
  await page.goto(path)
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready
  })
  await page.reload()
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true)
}

test('offline: a page read before comes from the cache, any other page is the offline page', async ({
  page,
  context,
}) => {
  await controlledAt(page, '/us_et/Faq')
  // A lower-case address is sent to the page's one address (301): what the worker keeps must still answer offline.
  await page.goto('/us_et/faq')
  await expect(page).toHaveURL(/\/us_et\/Faq$/)

  await context.setOffline(true)
  await page.goto('/us_et/Faq')
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('You are offline')
  await page.goto('/us_et/AboutUs')
  await expect(page.getByRole('heading', { level: 1, name: 'You are offline' })).toBeVisible()
  await page.goto('/us_et/faq')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await context.setOffline(false)
})

test('offline: the cart and the sign-in page are never a copy from before, which would contradict the shopper now', async ({
  page,
  context,
}) => {
  await controlledAt(page, '/us_et/cart')
  // Read online while the cart was empty and the shopper signed out.
  await page.goto('/us_et/cart')
  await expect(page.getByText('Your cart is empty.')).toBeVisible()
  await page.goto('/us_et/customer/login')

  await context.setOffline(true)
  for (const path of ['/us_et/cart', '/us_et/customer/login']) {
    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1, name: 'You are offline' })).toBeVisible()
  }
  // Its "Try again" loads the address asked for, not the home page.
  await expect(page.getByRole('link', { name: 'Try again' })).toHaveAttribute('href', '')
  await context.setOffline(false)
  await page.getByRole('link', { name: 'Try again' }).click()
  await expect(page).toHaveURL(/\/us_et\/customer\/login$/)
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('You are offline')
})
