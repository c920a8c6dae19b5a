import { describe, expect, it } from 'vitest'
import { MultilinkSchema } from '~/lib/content-model'
import { compactLink, resolveLink } from '~/lib/links'

describe('resolveLink', () => {
  it('puts story links under the store prefix', () => {
    expect(resolveLink({ linktype: 'story', cached_url: 'AboutUs' }, 'de_et')).toEqual({
      href: '/de_et/AboutUs',
      external: false,
    })
    expect(resolveLink({ linktype: 'story', cached_url: '/home' }, 'fr_et')).toEqual({
      href: '/fr_et',
      external: false,
    })
    expect(resolveLink({ linktype: 'story', cached_url: 'nl_et/hair' }, 'nl_et')).toEqual({
      href: '/nl_et/hair',
      external: false,
    })
  })

  it('leaves an unset link field (every field empty) without a target, instead of leading home', () => {
    const unset = { id: '', url: '', linktype: 'story', fieldtype: 'multilink', cached_url: '' }
    expect(resolveLink(MultilinkSchema.parse(unset), 'us_et')).toBeUndefined()
    expect(resolveLink({ linktype: 'story', cached_url: '  ' }, 'us_et')).toBeUndefined()
    expect(resolveLink({ linktype: 'story', cached_url: 'home' }, 'us_et')?.href).toBe('/us_et')
  })

  it("reads a story of another store's folder in the page's store", () => {
    expect(resolveLink({ linktype: 'story', cached_url: 'de_et/Faq' }, 'us_et')?.href).toBe('/us_et/Faq')
    expect(resolveLink({ linktype: 'story', cached_url: '/fr_et' }, 'us_et')?.href).toBe('/us_et')
    expect(resolveLink({ linktype: 'story', cached_url: 'de_et//evil.example' }, 'us_et')).toBeUndefined()
    // A web address written by hand keeps the store it names.
    expect(resolveLink({ linktype: 'url', url: '/de_et/Faq' }, 'us_et')?.href).toBe('/de_et/Faq')
  })

  it("keeps a story link's anchor when it is a plain element id, and drops any other", () => {
    expect(resolveLink({ linktype: 'story', cached_url: 'Business', anchor: 'register' }, 'nl_et')?.href).toBe(
      '/nl_et/Business#register',
    )
    for (const anchor of ['', ' ', 'a b', '"><script>', '1st', 'x'.repeat(65), '#register'])
      expect(resolveLink({ linktype: 'story', cached_url: 'Business', anchor }, 'nl_et')?.href, anchor).toBe(
        '/nl_et/Business',
      )
    // The content model keeps it through the page data's compact form.
    const parsed = MultilinkSchema.parse({ linktype: 'story', cached_url: 'Business', anchor: 'register', id: 'x' })
    expect(resolveLink(parsed, 'de_et')?.href).toBe('/de_et/Business#register')
  })

  it('keeps web links and refuses script or odd schemes', () => {
    expect(resolveLink({ linktype: 'url', url: 'https://instagram.com/x' }, 'us_et')).toEqual({
      href: 'https://instagram.com/x',
      external: true,
    })
    expect(resolveLink({ linktype: 'url', url: 'mailto:info@example.com' }, 'us_et')?.href).toBe(
      'mailto:info@example.com',
    )
    expect(resolveLink({ linktype: 'url', url: 'javascript:alert(1)' }, 'us_et')).toBeUndefined()
    expect(resolveLink({ linktype: 'story', cached_url: '//evil.example' }, 'us_et')).toBeUndefined()
    expect(resolveLink(undefined, 'us_et')).toBeUndefined()
  })
})

describe('compactLink', () => {
  const values = [
    undefined,
    '',
    '/pages/a',
    'pages/a',
    'https://example.com/x',
    '//evil.example',
    'us_et/Faq',
    'mailto:a@b.c',
  ]
  const linktypes = [undefined, 'story', 'url', 'email', 'asset']

  it('leads every link where the full link leads, and keeps whether it has a target', () => {
    for (const linktype of linktypes)
      for (const url of values)
        for (const cached_url of values) {
          const link = { linktype, url, cached_url }
          const compact = compactLink(link)
          const label = JSON.stringify(link)
          expect(resolveLink(compact, 'us_et'), label).toEqual(resolveLink(link, 'us_et'))
          expect(Boolean(compact.cached_url || compact.url), label).toBe(Boolean(cached_url || url))
        }
  })

  it('shortens the usual story and url links to the field that matters', () => {
    expect(compactLink({ linktype: 'story', url: '', cached_url: 'pages/a' })).toEqual({ cached_url: 'pages/a' })
    expect(compactLink({ linktype: 'url', url: 'https://e.com', cached_url: 'https://e.com' })).toEqual({
      linktype: 'url',
      url: 'https://e.com',
    })
  })

  it('drops the fields a content story carries beside them when parsed', () => {
    const parsed = MultilinkSchema.parse({
      id: '',
      url: '',
      linktype: 'story',
      fieldtype: 'multilink',
      cached_url: 'Faq',
    })
    expect(parsed).toEqual({ cached_url: 'Faq' })
  })
})

describe("Storyblok's e-mail and asset links", () => {
  const parse = (link: unknown) => resolveLink(MultilinkSchema.parse(link), 'us_et')

  it('become mailto: and the asset address on Storyblok, opened as links to elsewhere', () => {
    expect(parse({ linktype: 'email', email: 'info@estelletijs.example', url: '', cached_url: '' })).toEqual({
      href: 'mailto:info@estelletijs.example',
      external: false,
    })
    expect(
      parse({
        linktype: 'asset',
        url: 'https://a.storyblok.com/f/1234/price-list.pdf',
        cached_url: 'https://a.storyblok.com/f/1234/price-list.pdf',
      }),
    ).toEqual({ href: 'https://a.storyblok.com/f/1234/price-list.pdf', external: true })
  })

  it('lead nowhere when they are not that', () => {
    for (const link of [
      { linktype: 'email', email: 'not an address' },
      { linktype: 'email', email: 'a@b.example\nbcc:x@y.example' },
      { linktype: 'asset', url: 'https://evil.example/f.pdf' },
      { linktype: 'asset', url: 'javascript:alert(1)' },
      { linktype: 'asset', url: '/cms-assets/x.pdf' },
    ])
      expect(parse(link), JSON.stringify(link)).toBeUndefined()
  })
})
