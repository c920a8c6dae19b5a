import { describe, expect, it, vi } from 'vitest'
import { COUPON_LINK_MESSAGES, runEdge } from '../../../workers/storefront/edge'
import { HOSTILE_TARGETS } from '../../support/hostile-redirects'

const noCoupon = { applyCoupon: vi.fn(async () => ({ applied: true as const })) }

function request(path: string, cookie?: string): Request {
  return new Request(`http://shop.test${path}`, { headers: cookie ? { Cookie: cookie } : {} })
}

async function respond(path: string, cookie?: string, deps = noCoupon): Promise<Response> {
  const result = await runEdge(request(path, cookie), deps)
  if (result.kind !== 'respond') throw new Error(`expected a response for ${path}`)
  return result.response
}

function setCookies(response: Response): string[] {
  return response.headers.getSetCookie()
}

describe('first visit', () => {
  it('redirects / to the default store and records the redirect', async () => {
    const response = await respond('/')
    expect(response.status).toBe(302)
    expect(response.headers.get('Location')).toBe('/us_et')
    expect(setCookies(response)).toContain('i18n_redirected=us_et; Path=/; SameSite=Lax')
  })

  it('keeps the path and query under the remembered store', async () => {
    const response = await respond('/hair/shampoo.html?page=2', 'vsf-locale=fr_et')
    expect(response.headers.get('Location')).toBe('/fr_et/hair/shampoo.html?page=2')
  })

  it('ignores an unknown remembered store', async () => {
    const response = await respond('/', 'vsf-locale=xx_et')
    expect(response.headers.get('Location')).toBe('/us_et')
  })

  it('prefixes an unknown store code instead of trusting it', async () => {
    expect((await respond('/xx_et/page')).headers.get('Location')).toBe('/us_et/xx_et/page')
  })

  it('reads a store written in capitals as that store, path and query kept, for good (301)', async () => {
    const moved = await respond('/DE_ET/hair.html?page=2')
    expect(moved.status).toBe(301)
    expect(moved.headers.get('Location')).toBe('/de_et/hair.html?page=2')
    expect((await respond('/Nl_Et')).headers.get('Location')).toBe('/nl_et')
    // A path that would read as another host is tidied into a path of the store, never a host.
    expect((await respond('/FR_ET//evil.example')).headers.get('Location')).toBe('/fr_et/evil.example')
  })
})

describe('one address per page', () => {
  it.each([
    ['/us_et/Contact/', '/us_et/Contact'],
    ['/us_et/', '/us_et'],
    ['/us_et/Business///?x=1', '/us_et/Business?x=1'],
    ['/us_et//AboutUs', '/us_et/AboutUs'],
    ['/US_ET//hair.html', '/us_et/hair.html'],
    ['/US_ET/hair.html//', '/us_et/hair.html'],
    ['//us_et/AboutUs', '/us_et/AboutUs'],
    ['/us_et/customer/my-profile/', '/us_et/customer/my-profile'],
  ])('moves %s for good to %s', async (path, tidy) => {
    const response = await respond(path)
    expect(response.status).toBe(301)
    expect(response.headers.get('Location')).toBe(tidy)
  })

  it('leaves a form post where it was sent (a redirect would lose its body)', async () => {
    const result = await runEdge(new Request('http://shop.test/us_et/Contact/', { method: 'POST' }), noCoupon)
    expect(result.kind).toBe('continue')
  })
})

describe('store cookies', () => {
  it('sets store, currency, country and a 365-day locale cookie from the route', async () => {
    const result = await runEdge(request('/de_et/hair.html'), noCoupon)
    expect(result).toMatchObject({ kind: 'continue', store: 'de_et' })
    const cookies = result.kind === 'continue' ? result.setCookies : []
    expect(cookies).toEqual([
      'vsf-store=de_et; Path=/; SameSite=Lax',
      'vsf-currency=EUR; Path=/; SameSite=Lax',
      'vsf-country=NL; Path=/; SameSite=Lax',
      'vsf-locale=de_et; Path=/; SameSite=Lax; Max-Age=31536000',
    ])
  })

  it('sends nothing when the cookies already match', async () => {
    const result = await runEdge(
      request('/nl_et', 'vsf-store=nl_et; vsf-currency=EUR; vsf-country=NL; vsf-locale=nl_et'),
      noCoupon,
    )
    expect(result).toEqual({ kind: 'continue', store: 'nl_et', setCookies: [] })
  })
})

describe('store switcher', () => {
  it('changes the cookies and goes to the same page in the chosen store', async () => {
    const response = await respond('/us_et/switch-store?store=fr_et&slug=hair/shampoo.html')
    expect(response.headers.get('Location')).toBe('/fr_et/hair/shampoo.html')
    expect(setCookies(response).join('\n')).toContain('vsf-locale=fr_et')
    expect(setCookies(response).join('\n')).toContain('vsf-store=fr_et')
  })

  it('keeps the search term, filters and sorting, but none of the parameters that act on their own', async () => {
    const query = new URLSearchParams({ term: 'shampoo <b>', sort: 'name_ASC', price: '20_40' }).toString()
    const response = await respond(`/de_et/switch-store?store=nl_et&slug=search&query=${encodeURIComponent(query)}`)
    expect(response.headers.get('Location')).toBe(`/nl_et/search?${query}`)
    const acting = 'term=gel&token=abc&coupon=SAVE5&wishlist=7&salesperson_session=x&store=us_et'
    const stripped = await respond(`/de_et/switch-store?store=fr_et&slug=search&query=${encodeURIComponent(acting)}`)
    expect(stripped.headers.get('Location')).toBe('/fr_et/search?term=gel')
    const huge = await respond(
      `/de_et/switch-store?store=fr_et&slug=search&query=${encodeURIComponent(`term=${'x'.repeat(2000)}`)}`,
    )
    expect(huge.headers.get('Location')).toBe('/fr_et/search')
    for (const hostile of ['//evil.example', '?x=1#//evil', '\\evil.example']) {
      const location = (
        await respond(`/de_et/switch-store?store=fr_et&slug=Faq&query=${encodeURIComponent(hostile)}`)
      ).headers.get('Location')
      expect(location, hostile).toMatch(/^\/fr_et\/Faq(\?|$)/)
    }
  })

  it('goes to the store home without a slug', async () => {
    expect((await respond('/us_et/switch-store?store=de_et')).headers.get('Location')).toBe('/de_et')
  })

  it.each(['//evil.example', 'https://evil.example/x', 'https:evil', '../../etc', '/\\evil.example'])(
    'never leaves the site for slug %s',
    async (slug) => {
      const response = await respond(`/us_et/switch-store?store=nl_et&slug=${encodeURIComponent(slug)}`)
      expect(response.headers.get('Location')).toBe('/nl_et')
    },
  )

  it('stays in the current store for an unknown store', async () => {
    expect((await respond('/de_et/switch-store?store=evil')).headers.get('Location')).toBe('/de_et')
  })
})

describe('?token=', () => {
  it('stores the session httpOnly, clears cart and sale person, stores the salesperson session, goes home', async () => {
    const response = await respond(
      '/de_et/some/page?token=abcdefgh12345678&salesperson_session=sp1234567890',
      'vsf-cart=abc',
    )
    expect(response.headers.get('Location')).toBe('/de_et')
    const cookies = setCookies(response)
    expect(cookies).toContain('vsf-customer=abcdefgh12345678; Path=/; SameSite=Lax; Max-Age=604800; HttpOnly')
    expect(cookies).toContain('vsf-cart=; Path=/; SameSite=Lax; Max-Age=0')
    expect(cookies).toContain('vsf-sale-person=sp1234567890; Path=/; SameSite=Lax')
  })

  it('drops what the visitor before left waiting: a wishlist add for a sign-in, a coupon for the first add', async () => {
    const response = await respond(
      '/us_et?token=abcdefgh12345678&salesperson_session=sp1234567890',
      'vsf-wishlist-pending=abc; coupon-code=WELCOME10',
    )
    const cookies = setCookies(response)
    expect(cookies).toContain('vsf-wishlist-pending=; Path=/; SameSite=Lax; Max-Age=0')
    expect(cookies).toContain('coupon-code=; Path=/; SameSite=Lax; Max-Age=0')
  })

  it("forgets the last customer's order, so their thank-you page is not the next one's", async () => {
    const response = await respond('/us_et?token=abcdefgh12345678', 'checkout-order={"number":"000000006"}')
    expect(setCookies(response)).toContain('checkout-order=; Path=/; SameSite=Lax; Max-Age=0')
  })

  it('keeps a coupon of the same link for the coupon rule, which the next address runs with the new session', async () => {
    const response = await respond('/us_et/hair.html?token=abcdefgh12345678&salesperson_session=sp1&coupon=WELCOME10')
    expect(response.headers.get('Location')).toBe('/us_et?coupon=WELCOME10')
    const unusable = await respond('/us_et?token=abcdefgh12345678&coupon=%3Cx%3E')
    expect(unusable.headers.get('Location')).toBe('/us_et')
  })

  it('keeps a short sales person session as it is, and nothing that could break the cookie', async () => {
    for (const [session, kept] of [
      ['abc', true],
      ['42', true],
      ['a;b', false],
      ['<x>', false],
      ['x'.repeat(600), false],
    ] as const) {
      const response = await respond(`/us_et?token=abcdefgh12345678&salesperson_session=${encodeURIComponent(session)}`)
      const cookie = setCookies(response).find(
        (entry) => entry.startsWith('vsf-sale-person=') && !entry.includes('Max-Age=0'),
      )
      expect(cookie, session.slice(0, 10)).toBe(kept ? `vsf-sale-person=${session}; Path=/; SameSite=Lax` : undefined)
    }
  })

  it('takes a salesperson session without its token out of the address, storing nothing', async () => {
    const response = await respond('/nl_et/hair.html?salesperson_session=sp1234567890&sort=name')
    expect(response.headers.get('Location')).toBe('/nl_et/hair.html?sort=name')
    expect(setCookies(response)).toEqual([])
  })

  it('is Secure over https', async () => {
    const result = await runEdge(new Request('https://shop.test/us_et?token=abcdefgh12345678'), noCoupon)
    expect(result.kind === 'respond' && result.response.headers.getSetCookie()[0]).toMatch(/HttpOnly; Secure$/)
  })

  it.each(['?token=', '?token=<script>', '?token=a&token=b'])(
    'drops an unusable token %s and stores nothing',
    async (query) => {
      const response = await respond(`/us_et/page${query}&keep=1`)
      expect(response.headers.get('Location')).toBe('/us_et/page?keep=1')
      expect(setCookies(response)).toEqual([])
    },
  )

  it('uses the first usable of repeated tokens', async () => {
    const response = await respond('/us_et?token=bad&token=abcdefgh12345678')
    expect(setCookies(response)[0]).toContain('vsf-customer=abcdefgh12345678')
  })
})

describe('?coupon=', () => {
  it('without a cart, stores the coupon cookie and cleans the address', async () => {
    const response = await respond('/us_et/hair.html?coupon=WELCOME10&page=2')
    expect(response.headers.get('Location')).toBe('/us_et/hair.html?page=2')
    expect(setCookies(response)).toEqual([
      'coupon-code=WELCOME10; Path=/; SameSite=Lax',
      `vsf-message=${encodeURIComponent(
        JSON.stringify({ message: COUPON_LINK_MESSAGES.held('WELCOME10'), type: 'info', title: 'Coupon' }),
      )}; Path=/; SameSite=Lax`,
    ])
  })

  // With a cart, the coupon goes to the real backend: tests/workers/app/coupon-link.test.ts.

  it('drops a malformed coupon, and says it is not valid', async () => {
    const response = await respond('/us_et?coupon=%3Cscript%3E')
    expect(response.headers.get('Location')).toBe('/us_et')
    expect(setCookies(response)).toEqual([
      `vsf-message=${encodeURIComponent(
        JSON.stringify({ message: COUPON_LINK_MESSAGES.invalid, type: 'danger', title: 'Coupon' }),
      )}; Path=/; SameSite=Lax`,
    ])
  })
})

describe('sale person without a customer', () => {
  it('removes the sale-person cookie and goes home', async () => {
    const response = await respond('/us_et/cart', 'vsf-sale-person=sp1234567890')
    expect(response.headers.get('Location')).toBe('/us_et')
    expect(setCookies(response)).toContain('vsf-sale-person=; Path=/; SameSite=Lax; Max-Age=0')
  })

  it('keeps the sale person while a customer session exists', async () => {
    const result = await runEdge(
      request('/us_et/cart', 'vsf-sale-person=sp1234567890; vsf-customer=abcdefgh12345678'),
      noCoupon,
    )
    expect(result.kind).toBe('continue')
  })
})

describe('data requests of client-side navigations', () => {
  it('are never redirected and keep the store of their path', async () => {
    expect(await runEdge(request('/fr_et.data'), noCoupon)).toMatchObject({ kind: 'continue', store: 'fr_et' })
    expect(await runEdge(request('/de_et/hair.html.data?coupon=X&token=abcdefgh12345678'), noCoupon)).toMatchObject({
      kind: 'continue',
      store: 'de_et',
    })
  })

  it('answer 404 outside a store', async () => {
    const result = await runEdge(request('/evil.data'), noCoupon)
    expect(result.kind === 'respond' && result.response.status).toBe(404)
  })
})

/** A Location a browser resolves to this shop, under a store prefix. */
function expectOwnLocation(response: Response) {
  const location = response.headers.get('Location') ?? ''
  expect(new URL(location, 'http://shop.test').host).toBe('shop.test')
  expect(location).toMatch(/^\/(de|fr|nl|us)_et(\/|\?|$)/)
  expect(location).not.toMatch(/\/\/|\\|%2f|%5c|%2e/i)
}

describe.each(HOSTILE_TARGETS)('the hostile target %j', (target) => {
  it('is never where the store switcher sends the shopper (slug)', async () => {
    const response = await respond(`/us_et/switch-store?store=nl_et&slug=${encodeURIComponent(target)}`)
    expect(response.headers.get('Location')).toBe('/nl_et')
  })

  it.each([
    ['an unusable ?token= link', '?token=bad&keep=1'],
    ['a usable ?token= link', '?token=abcdefgh12345678'],
    ['a ?coupon= link without a cart', '?coupon=WELCOME10'],
    ['a malformed ?coupon= link', '?coupon=%3C'],
    ['a first visit without a store', ''],
  ])('is never where %s in its path leads', async (_label, query) => {
    const result = await runEdge(new Request(`http://shop.test/us_et${target}${query}`), noCoupon)
    if (result.kind === 'respond' && result.response.headers.has('Location')) expectOwnLocation(result.response)
    const bare = await runEdge(
      new Request(`http://shop.test${target.startsWith('/') ? target : `/${target}`}${query}`),
      noCoupon,
    )
    if (bare.kind === 'respond' && bare.response.headers.has('Location')) expectOwnLocation(bare.response)
  })

  it('is never where a ?coupon= link with a cart leads', async () => {
    const response = await respond(`/fr_et${target}?coupon=WELCOME10`, 'vsf-cart=abc123')
    expectOwnLocation(response)
  })
})
