import { type BrowserContext, type Page, expect, test } from '@playwright/test'
import { useNewGuestCart } from './support/commerce'

/** What the storefront's edge page cache said about an answer (Server-Timing `edge-cache;desc="…"`). */
function cacheOutcome(headers: Record<string, string>): string | undefined {
  return /edge-cache;desc="([a-z-]+)/.exec(headers['server-timing'] ?? '')?.[1]
}

// Under `vite preview` (Miniflare) the worker's Cache API is real: an anonymous page is stored and served again.
test('an anonymous page is served from the edge cache on the next visit; a cart shopper gets it privately', async ({
  request,
}) => {
  const path = `/us_et/Faq?e2e=${Date.now()}${Math.floor(Math.random() * 1000)}`
  const first = await request.get(path)
  expect(first.status()).toBe(200)
  expect(cacheOutcome(first.headers())).toBe('miss')
  const second = await request.get(path)
  expect(cacheOutcome(second.headers())).toBe('hit')
  expect(await second.text()).toBe(await first.text())

  const withCart = await request.get(path, { headers: { Cookie: 'vsf-cart=abcdefabcdefabcdefabcdefabcdefab' } })
  expect(cacheOutcome(withCart.headers())).toBe('hit')
  expect(withCart.headers()['cache-control']).toBe('private, no-store')
  const withCustomer = await request.get(path, { headers: { Cookie: 'vsf-customer=abcdefgh12345678' } })
  expect(cacheOutcome(withCustomer.headers())).toBe('bypass')
})

/** A fresh shared page, stored by an anonymous visit first, then visited by a guest whose cart holds three items. */
async function sharedPageWithCart(context: BrowserContext, page: Page): Promise<void> {
  const path = `/us_et/hair.html?e2e=${Date.now()}${Math.floor(Math.random() * 1000)}`
  expect(cacheOutcome((await page.request.get(path, { headers: { Cookie: '' } })).headers())).toBe('miss')
  await useNewGuestCart(context, page.request, 'ET-H00001', 3)
  const response = await page.goto(path)
  expect(cacheOutcome(response?.headers() ?? {})).toBe('hit')
}

test.describe('a guest with a cart on a shared page', () => {
  test('the badge shows the count streamed after the page, and the drawer the cart', async ({ context, page }) => {
    await sharedPageWithCart(context, page)
    const banner = page.getByRole('banner')
    await expect(banner.getByText('3 items in cart')).toBeVisible()
    await banner.getByRole('link', { name: /Cart/ }).click()
    await expect(
      page.getByRole('dialog', { name: 'Cart' }).getByRole('link', { name: 'Hydrating Lavender Hair Mask' }),
    ).toBeVisible()
  })

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false })

    test('the badge shows the count too', async ({ context, page }) => {
      await sharedPageWithCart(context, page)
      const badge = page.getByRole('banner').locator('.cbadge-edge')
      await expect(badge).toBeVisible()
      expect(await badge.evaluate((element) => getComputedStyle(element, '::after').content)).toContain('"3"')
      await expect(page.getByRole('banner').getByRole('link', { name: /Cart/ })).toHaveAttribute('href', '/us_et/cart')
    })
  })
})
