import { expect, test } from '@playwright/test'

const TOKEN = 'embedded-public-token'
const OPS_TOKEN = 'local-ops-token'

test('a marketer publishes a changed top bar and the next page view shows it', async ({ page, request }) => {
  await page.goto('/us_et')
  const topbar = page.getByRole('complementary', { name: 'Shop information' })
  await expect(topbar).toContainText('Free shipping on orders over €50')

  const current = await request.get(`/_dev/content/v2/cdn/stories/topbar?token=${TOKEN}&cv=1`)
  const { story } = (await current.json()) as { story: { content: { items: unknown[] } & Record<string, unknown> } }
  const announcement = `Spring sale ${Date.now()}`
  const published = await request.post('/_dev/content/_publish/stories/topbar', {
    data: {
      content: {
        ...story.content,
        // Added, not replaced, so that tests reading the seeded texts in parallel are unaffected.
        items: [...story.content.items, { _uid: 'e2e-announcement', component: 'topbar_item', text: announcement }],
      },
    },
  })
  expect(published.ok()).toBe(true)
  expect(published.headers()['x-webhook-status']).toBe('200')

  try {
    await page.reload()
    await expect(topbar).toContainText(announcement)
  } finally {
    await request.post('/_dev/content/_publish/reset')
    await request.post('/api/cache/purge', { headers: { Authorization: `Bearer ${OPS_TOKEN}` } })
  }
})

test('a forged webhook is refused and purges nothing', async ({ request }) => {
  const response = await request.post('/api/content-webhook', {
    data: { action: 'published', full_slug: 'topbar' },
    headers: { 'webhook-signature': '0'.repeat(40) },
  })
  expect(response.status()).toBe(401)
})
