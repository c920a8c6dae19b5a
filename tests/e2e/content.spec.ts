import { expect, test } from '@playwright/test'
import { whenHydrated } from './support/page'

test.describe('content pages', () => {
  for (const [path, heading] of [
    // Each store's own story: the heading is in that store's language (seeded content).
    ['/us_et/AboutUs', 'About us'],
    ['/de_et/Faq', 'Häufige Fragen'],
    ['/fr_et/size-guide', 'Guide des tailles'],
    ['/nl_et/pages/hair-care-guide', 'De haarverzorgingsgids van Estelle Tijs'],
    ['/us_et/Page/pages/training-academy', 'Estelle Tijs training academy'],
    ['/us_et/Cms/privacy', 'Privacy policy'],
    ['/us_et/privacy', 'Privacy policy'],
  ] as const) {
    test(`${path} renders`, async ({ page }) => {
      const response = await page.goto(path)
      expect(response?.status()).toBe(200)
      await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText(heading)
    })
  }

  test('the FAQ opens an answer', async ({ page }) => {
    await page.goto('/us_et/Faq')
    const question = page.getByRole('main').locator('summary').first()
    await question.click()
    await expect(page.getByRole('main').getByRole('group').first()).toHaveAttribute('open', '')
  })

  test('an unknown story or CMS page is a 404', async ({ page }) => {
    expect((await page.goto('/us_et/Page/pages/nope'))?.status()).toBe(404)
    expect((await page.goto('/us_et/Cms/nope'))?.status()).toBe(404)
  })
})

test('the contact form validates and sends', async ({ page }) => {
  await page.goto('/us_et/Contact')
  await page.getByRole('button', { name: 'Send message' }).click()
  await expect(page.getByText('This field is required').first()).toBeVisible()
  await page.getByLabel('Name').fill('Ada Shopper')
  await page.getByLabel('Email').fill('not-an-email')
  await page.getByRole('textbox', { name: 'Message' }).fill('Do you ship to Belgium?')
  await page.getByRole('button', { name: 'Send message' }).click()
  await expect(page.getByText('The email field must be a valid email')).toBeVisible()
  await page.getByLabel('Email').fill('ada@example.com')
  await page.getByRole('button', { name: 'Send message' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Thank you for your message' })).toBeVisible()
})

test('a contact message brought back by Back and Forward is sent, and the form is empty after it', async ({ page }) => {
  await page.goto('/us_et/Contact')
  await whenHydrated(page)
  await page.getByLabel('Name').fill('Half Typed')
  await page.getByLabel('Email').fill('half@example.com')
  await page.getByRole('textbox', { name: 'Message' }).fill('hello draft')
  await page.getByRole('contentinfo').getByRole('link', { name: 'Frequently asked questions' }).click()
  await expect(page).toHaveURL(/\/us_et\/Faq$/)
  await page.goBack()
  await expect(page.getByRole('textbox', { name: 'Message' })).toHaveValue('hello draft')
  await page.getByRole('textbox', { name: 'Message' }).fill('hello again')
  await page.getByRole('button', { name: 'Send message' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Thank you for your message' })).toBeFocused()
  for (const field of ['Name', 'Email']) await expect(page.getByLabel(field)).toHaveValue('')
  await expect(page.getByRole('textbox', { name: 'Message' })).toHaveValue('')
})

test('the contact form works without JavaScript and keeps the input on errors', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  await page.goto('/de_et/Contact')
  await page.getByLabel('Name').fill('Ada Shopper')
  await page.getByRole('textbox', { name: 'Message' }).fill('Hallo')
  await page.getByRole('button', { name: 'Send message' }).click()
  await expect(page.getByText('This field is required')).toBeVisible()
  await expect(page.getByLabel('Name')).toHaveValue('Ada Shopper')
  await page.getByLabel('Email').fill('ada@example.com')
  await page.getByRole('button', { name: 'Send message' }).click()
  await expect(page.getByText('Thank you for your message')).toBeVisible()
  await context.close()
})

test('SEO: canonical, hreflang alternates, structured data, robots and sitemaps', async ({ page, request }) => {
  await page.goto('/de_et/hair.html?color=1&page=1')
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/de_et\/hair\.html$/)
  await expect(page.locator('link[rel="alternate"][hreflang]')).toHaveCount(5)
  await expect(page.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute(
    'href',
    /\/us_et\/hair\.html$/,
  )
  const breadcrumbs = await page.locator('script[type="application/ld+json"]').allTextContents()
  expect(breadcrumbs.some((text) => text.includes('BreadcrumbList'))).toBe(true)

  await page.goto('/us_et/p/ET-H00034')
  const product = await page.locator('script[type="application/ld+json"]').allTextContents()
  expect(product.some((text) => text.includes('"@type":"Product"') && text.includes('"offers"'))).toBe(true)
  // After a client-side navigation the head follows the new product (its description and data come from the
  // server with the page's data).
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
  const before = await page.locator('meta[name="description"]').getAttribute('content')
  await page.goto('/us_et/hair.html')
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
  const card = page.getByRole('region', { name: 'Products' }).getByRole('article').first().getByRole('link').first()
  const href = (await card.getAttribute('href')) ?? ''
  await card.click()
  await expect(page).toHaveURL(new RegExp(`${href.replaceAll('.', '\\.')}$`))
  await expect
    .poll(async () => (await page.locator('script[type="application/ld+json"]').allTextContents()).join('\n'))
    .toContain(`"url":"${new URL(href, page.url()).href}"`)
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.{20,}/)
  expect(await page.locator('meta[name="description"]').getAttribute('content')).not.toBe(before)

  const robots = await request.get('/robots.txt')
  expect(await robots.text()).toContain('Sitemap: ')
  const index = await (await request.get('/sitemap.xml')).text()
  expect(index).toContain('/sitemap/nl_et/products-1.xml')
  const products = await (await request.get('/sitemap/nl_et/products-1.xml')).text()
  expect(products).toMatch(/<loc>http[^<]+\/nl_et\/[^<]+<\/loc>/)
  expect((await request.get('/sitemap/xx_et/products-1.xml')).status()).toBe(404)
})
