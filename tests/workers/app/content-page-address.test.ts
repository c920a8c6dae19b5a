import { describe, expect, it } from 'vitest'
import { call } from './worker'

/** Spec §2 static pages: the router matches any letter case, but each page answers at one address. */

describe('a static page written in another letter case or with a trailing slash', () => {
  it.each([
    ['/us_et/faq', '/us_et/Faq'],
    ['/us_et/FAQ', '/us_et/Faq'],
    ['/us_et/Faq/', '/us_et/Faq'],
    ['/us_et/aboutus', '/us_et/AboutUs'],
    ['/us_et/Size-Guide', '/us_et/size-guide'],
    ['/de_et/Thank-You', '/de_et/thank-you'],
    ['/us_et/page/faq', '/us_et/Page/faq'],
    ['/us_et/STORYBLOK/faq', '/us_et/storyblok/faq'],
    // Every route, not only the content pages: the same page at a second address.
    ['/us_et/BUSINESS', '/us_et/Business'],
    ['/us_et/contact', '/us_et/Contact'],
    ['/nl_et/register', '/nl_et/Register'],
    ['/us_et/CUSTOMER/LOGIN?next=x', '/us_et/customer/login?next=x'],
    ['/fr_et/Search?term=gel', '/fr_et/search?term=gel'],
    // A story that is a page of its own, read through the catch-all at its slug (lower-case `about-us` is
    // Magento's CMS page of that name).
    ['/de_et/About-Us', '/de_et/AboutUs'],
  ])('%s is moved for good to %s', async (path, canonical) => {
    const response = await call(path)
    expect(response.status).toBe(301)
    expect(response.headers.get('Location')).toBe(canonical)
  })

  it('is not moved when a form is sent to it (the form would be lost)', async () => {
    const response = await call('/us_et/contact', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: 'http://shop.test' },
      body: '',
    })
    expect(response.status).not.toBe(301)
    await response.text()
  })

  it('keeps the query string', async () => {
    const response = await call('/us_et/faq?utm_source=mail&x=%2F%2Fevil.example')
    expect(response.status).toBe(301)
    expect(response.headers.get('Location')).toBe('/us_et/Faq?utm_source=mail&x=%2F%2Fevil.example')
  })
})

describe('the canonical spellings', () => {
  it.each(['/us_et/Faq', '/us_et/AboutUs', '/us_et/size-guide', '/us_et/thank-you', '/us_et/Page/faq'])(
    '%s is the page itself',
    async (path) => {
      const response = await call(path)
      expect(response.status).toBe(200)
      await response.text()
    },
  )

  it('/Page alone is still the store home', async () => {
    const response = await call('/us_et/Page')
    expect(response.status).toBe(302)
    expect(response.headers.get('Location')).toBe('/us_et')
  })

  it.each(['/us_et/Page/no-such-story', '/us_et/Page/Faq'])('%s, naming no story, is a 404 page', async (path) => {
    const response = await call(path)
    expect(response.status).toBe(404)
    await response.text()
  })
})

describe('a story that also has a page of its own', () => {
  it.each([
    ['/us_et/Page/faq', '/us_et/Faq'],
    ['/us_et/storyblok/about-us', '/us_et/AboutUs'],
    ['/de_et/Page/home', '/de_et'],
    ['/us_et/Page/size-guide', '/us_et/size-guide'],
    ['/us_et/Page/business', '/us_et/Business'],
    ['/nl_et/storyblok/contact', '/nl_et/Contact'],
  ])('%s names %s as its canonical address (not redirected: the editor previews there)', async (path, own) => {
    const response = await call(path, { headers: { 'User-Agent': 'Mozilla/5.0 Chrome/156' } })
    expect(response.status).toBe(200)
    expect(await response.text()).toContain(`<link rel="canonical" href="http://shop.test${own}"/>`)
  })

  it('any other story names its address under the store, where the catch-all shows it (and the footer links)', async () => {
    for (const path of ['/us_et/Page/pages/hair-care-guide', '/us_et/storyblok/pages/hair-care-guide']) {
      const response = await call(path, { headers: { 'User-Agent': 'Mozilla/5.0 Chrome/156' } })
      expect(await response.text(), path).toContain(
        '<link rel="canonical" href="http://shop.test/us_et/pages/hair-care-guide"/>',
      )
    }
    const own = await call('/us_et/pages/hair-care-guide', { headers: { 'User-Agent': 'Mozilla/5.0 Chrome/156' } })
    expect(own.status).toBe(200)
    expect(await own.text()).toContain('<link rel="canonical" href="http://shop.test/us_et/pages/hair-care-guide"/>')
  })
})

describe('the home page', () => {
  it('/us_et/ is moved for good to /us_et', async () => {
    const response = await call('/us_et/')
    expect(response.status).toBe(301)
    expect(response.headers.get('Location')).toBe('/us_et')
  })

  it('/us_et/home is moved for good to /us_et/Home, the spelling of its route', async () => {
    const response = await call('/us_et/home')
    expect(response.status).toBe(301)
    expect(response.headers.get('Location')).toBe('/us_et/Home')
  })

  it.each(['/us_et', '/us_et/Home'])('%s names /us_et as its canonical address', async (path) => {
    const response = await call(path, { headers: { 'User-Agent': 'Mozilla/5.0 Chrome/156' } })
    expect(response.status).toBe(200)
    expect(await response.text()).toContain('<link rel="canonical" href="http://shop.test/us_et"/>')
  })
})

describe('the thank-you page', () => {
  it('is not listed by search engines; the other static pages are', async () => {
    const thanks = await (await call('/us_et/thank-you')).text()
    expect(thanks).toMatch(/<meta name="robots" content="noindex[^"]*"/)
    const faq = await (await call('/us_et/Faq')).text()
    expect(faq).not.toMatch(/<meta name="robots" content="noindex/)
  })
})

describe("the sitemap's pages", () => {
  it('lists home, the static content pages and the content pages the menu and footer link to, each answering 200', async () => {
    const index = await (await call('/sitemap.xml')).text()
    expect(index).toContain('/sitemap/de_et/pages.xml')
    const pages = await call('/sitemap/de_et/pages.xml')
    expect(pages.status).toBe(200)
    const urls = [...(await pages.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map(
      (match) => new URL(match[1] ?? '').pathname,
    )
    expect(urls).toEqual(
      expect.arrayContaining(['/de_et', '/de_et/Faq', '/de_et/AboutUs', '/de_et/pages/privacy-policy']),
    )
    expect(urls.every((path) => path.startsWith('/de_et'))).toBe(true)
    for (const path of urls) {
      const page = await call(path)
      expect(page.status, path).toBe(200)
      await page.text()
    }
  })
})

describe("the sitemap's pages without the content service", () => {
  it('lists the fixed pages for this request only: no cache keeps the shorter file for an hour', async () => {
    const down: Fetcher = {
      fetch: async () => Response.json({ error: 'down' }, { status: 503 }),
      connect: () => {
        throw new Error('not used')
      },
    }
    const pages = await call('/sitemap/fr_et/pages.xml', {}, { STORYBLOK_ENDPOINT: '', CONTENT: down })
    expect(pages.status).toBe(200)
    expect(await pages.text()).toContain('/fr_et/Faq</loc>')
    expect(pages.headers.get('Cache-Control')).toBe('no-store')
    const whole = await call('/sitemap/fr_et/pages.xml')
    expect(whole.headers.get('Cache-Control')).toBe('public, max-age=3600')
    await whole.text()
  })
})

describe("the content's own links", () => {
  // A link that only works through a redirect costs every click a round trip: the seeded content links each page at
  // the address it answers at (categories with their `.html`, static pages in their one spelling).
  it.each(['/us_et', '/de_et', '/fr_et', '/nl_et', '/us_et/pages/training-academy', '/nl_et/pages/hair-care-guide'])(
    'on %s, every link of the page and its footer answers at once',
    async (path) => {
      const page = await call(path)
      expect(page.status).toBe(200)
      const html = await page.text()
      const main = html.slice(html.indexOf('<main'), html.indexOf('</footer>'))
      const links = new Set(
        [...main.matchAll(/<a [^>]*href="(\/[^"#?]*)/g)].map((match) => match[1] ?? '').filter(Boolean),
      )
      expect(links.size).toBeGreaterThan(5)
      for (const link of links) {
        const answer = await call(link)
        await answer.text()
        // An account page asks a visitor to sign in first: that is the page's answer, not a detour of the link.
        if (answer.status === 302 && link.includes('/customer/'))
          expect(answer.headers.get('Location'), link).toMatch(/^\/[a-z]{2}_et\/customer\/login\?/)
        else expect(answer.status, link).toBe(200)
      }
    },
  )
})

describe('Magento CMS pages reached by their address', () => {
  it.each([
    ['/de_et/privacy', 'Privacy policy'],
    ['/fr_et/terms', 'Terms'],
    ['/us_et/Cms/privacy', 'Privacy policy'],
  ])('%s shows its own page', async (path, title) => {
    const response = await call(path)
    expect(response.status).toBe(200)
    expect(await response.text()).toContain(title)
  })

  it('at /Cms/{identifier}, names its own address (the identifier, as the catch-all serves it) as canonical', async () => {
    for (const [path, canonical] of [
      ['/us_et/Cms/privacy', '/us_et/privacy'],
      ['/de_et/Cms/about-us', '/de_et/about-us'],
      ['/us_et/Cms/home', '/us_et'],
      ['/fr_et/terms', '/fr_et/terms'],
    ] as const) {
      const html = await (await call(path)).text()
      expect(html, path).toMatch(new RegExp(`<link rel="canonical" href="https?://[^/"]+${canonical}"/>`))
      // The canonical address itself answers with the page.
      expect((await call(canonical)).status, canonical).toBe(200)
    }
  })

  it.each(['/us_et/no-route', '/de_et/Cms/no-route', '/nl_et/NO-ROUTE'])(
    '%s, the store’s text for an unknown address, is a 404 page',
    async (path) => {
      const response = await call(path)
      expect(response.status).toBe(404)
      expect(await response.text()).not.toContain('Whoops, our bad')
    },
  )
})
