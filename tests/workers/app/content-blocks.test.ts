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

describe('the help pages', () => {
  it.each([
    ['/us_et/Faq', 'Contact customer service'],
    ['/de_et/Faq', 'Kundenservice kontaktieren'],
  ])('%s ends with a way to ask more: a link to the contact page, not words alone', async (path, label) => {
    const html = await (await call(path)).text()
    const store = path.split('/')[1]
    expect(html).toMatch(new RegExp(`<a [^>]*href="/${store}/Contact"[^>]*>${label}</a>`))
  })

  it("offers the contact page's phone number to dial with a tap, and a number an editor wrote as words as text", async () => {
    expect(await (await call('/us_et/Contact')).text()).toMatch(
      /<a href="tel:\+31201234567"[^>]*>\+31 20 123 4567<\/a>/,
    )
    await publish('pages/ask-us', [
      {
        _uid: 'info',
        component: 'contact_info',
        title: 'Ask us',
        phone: 'on request',
        email: 'a@example.com',
        address: 'Damrak 1',
        opening_hours: 'Always',
      },
    ])
    const html = await (await call('/us_et/pages/ask-us')).text()
    expect(html).toContain('on request')
    expect(html).not.toContain('href="tel:')
  })
})
