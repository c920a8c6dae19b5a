import { describe, expect, it } from 'vitest'
import { breadcrumbJsonLd, seoMeta } from '~/lib/seo'

const matches = [{ id: 'root', loaderData: { origin: 'https://shop.example' } }]

describe('seoMeta', () => {
  it('gives a canonical URL without filters and hreflang alternates for the four stores plus x-default', () => {
    const meta = seoMeta({ location: { pathname: '/de_et/hair.html' }, matches }, { title: 'Haare', listingPage: 2 })
    expect(meta).toContainEqual({ title: 'Haare | Estelle Tijs' })
    expect(meta).toContainEqual({
      tagName: 'link',
      rel: 'canonical',
      href: 'https://shop.example/de_et/hair.html?page=2',
    })
    expect(meta).toContainEqual({
      tagName: 'link',
      rel: 'alternate',
      hrefLang: 'fr-FR',
      href: 'https://shop.example/fr_et/hair.html?page=2',
    })
    expect(meta).toContainEqual({
      tagName: 'link',
      rel: 'alternate',
      hrefLang: 'x-default',
      href: 'https://shop.example/us_et/hair.html?page=2',
    })
    expect(meta.filter((item) => 'hrefLang' in item)).toHaveLength(5)
  })

  it('drops page 1 and marks noindex pages', () => {
    const meta = seoMeta(
      { location: { pathname: '/us_et/search' }, matches },
      { title: 'Search', listingPage: 1, noindex: true },
    )
    expect(meta).toContainEqual({ tagName: 'link', rel: 'canonical', href: 'https://shop.example/us_et/search' })
    expect(meta).toContainEqual({ name: 'robots', content: 'noindex, follow' })
  })

  it('builds the canonical URL from the parsed page, never from the query string', () => {
    // The address as requested: its query string is what the canonical URL must not copy.
    const canonical = (search: string, listingPage?: number) => {
      const location = { pathname: '/us_et/hair.html', search }
      const meta = seoMeta({ location, matches }, { title: 'Hair', listingPage })
      return meta.find((item) => 'rel' in item && item.rel === 'canonical')
    }
    const link = (href: string) => ({ tagName: 'link', rel: 'canonical', href })
    expect(canonical('?page=abc', 1)).toEqual(link('https://shop.example/us_et/hair.html'))
    expect(canonical('?page=02', 2)).toEqual(link('https://shop.example/us_et/hair.html?page=2'))
    expect(canonical('?page=2abc&color=1', 2)).toEqual(link('https://shop.example/us_et/hair.html?page=2'))
    expect(canonical('?page=3')).toEqual(link('https://shop.example/us_et/hair.html'))
    expect(canonical('', 1.5)).toEqual(link('https://shop.example/us_et/hair.html'))
  })
})

describe('breadcrumbJsonLd', () => {
  it('lists the trail with absolute URLs', () => {
    expect(breadcrumbJsonLd('https://s.example', [{ label: 'Home', href: '/us_et' }, { label: 'Hair' }])).toEqual({
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://s.example/us_et' },
        { '@type': 'ListItem', position: 2, name: 'Hair' },
      ],
    })
  })
})
