import { describe, expect, it } from 'vitest'
import { call } from './worker'

/** Pages the content service publishes, read back through the storefront as a shopper gets them. */
async function publish(slug: string, body: unknown[]): Promise<void> {
  const response = await call(`/_dev/content/_publish/stories/${slug}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      language: 'en',
      content: { _uid: 'page', component: 'page', title: 'Carousels', meta_title: '', meta_description: '', body },
    }),
  })
  expect(response.status).toBe(200)
}

describe('a product carousel', () => {
  it('with products shows its heading, cards and that prices are without VAT; without any it leaves nothing', async () => {
    await publish('pages/carousels', [
      { _uid: 'full', component: 'product_carousel', title: 'Carousel with products', skus: 'ET-H00001,ET-H00002' },
      {
        _uid: 'empty',
        component: 'product_carousel',
        title: 'Carousel of nothing',
        category_url_path: 'no-such-category',
      },
    ])
    const response = await call('/us_et/pages/carousels')
    expect(response.status).toBe(200)
    // The markup only: the page's data for the browser names every block it has.
    const html = (await response.text()).replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '')
    expect(html).toContain('Carousel with products')
    expect(html).toMatch(/class="carousel"/)
    // Catalogue prices are without VAT, as on the listings and the product page.
    expect(html).toContain('Prices excl. VAT')
    expect(html).not.toContain('Carousel of nothing')
  })
})
