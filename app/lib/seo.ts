import type { MetaDescriptor } from 'react-router'
import { DEFAULT_STORE, STORES, STORE_CODES, storeFromPath } from './stores'

type JsonLdValue = string | number | boolean | null | JsonLdValue[] | { [key: string]: JsonLdValue }
export type JsonLd = { [key: string]: JsonLdValue }

export type SeoInput = {
  title: string | undefined
  description?: string | undefined
  /**
   * A listing's page number as parsed: the one query value that makes another page, so the only one the canonical
   * URL keeps (page 1 is the listing's own address). Raw query values (`?page=abc`) never reach it.
   */
  listingPage?: number
  noindex?: boolean
  jsonLd?: JsonLd[]
  /** The page's own address when it is reachable under several (a product at `/p/{sku}` and at its URL key). */
  canonicalPath?: string
}

type MetaContext = {
  location: { pathname: string }
  matches: ReadonlyArray<{ id: string; loaderData?: unknown } | undefined>
}

const STORE_NAME = 'Estelle Tijs'

/** A page's title with the shop's name after it (content editors sometimes write the name in already). */
export function pageTitle(title: string | undefined): string {
  if (!title) return STORE_NAME
  return title.includes(STORE_NAME) ? title : `${title} | ${STORE_NAME}`
}

/** Title, description, canonical URL, hreflang alternates of the four stores plus x-default, and JSON-LD. */
export function seoMeta(context: MetaContext, input: SeoInput): MetaDescriptor[] {
  const origin = rootOrigin(context.matches)
  const pathname = input.canonicalPath ?? context.location.pathname
  const title = pageTitle(input.title)
  const descriptors: MetaDescriptor[] = [{ title }, { property: 'og:title', content: title }]
  if (input.description) {
    descriptors.push(
      { name: 'description', content: input.description },
      { property: 'og:description', content: input.description },
    )
  }
  if (input.noindex) descriptors.push({ name: 'robots', content: 'noindex, follow' })
  if (origin) {
    const page = input.listingPage
    const query = page !== undefined && Number.isSafeInteger(page) && page > 1 ? `?page=${page}` : ''
    descriptors.push({ tagName: 'link', rel: 'canonical', href: `${origin}${pathname}${query}` })
    const store = storeFromPath(pathname)
    if (store) {
      const rest = pathname.slice(`/${store}`.length)
      for (const code of STORE_CODES) {
        descriptors.push({
          tagName: 'link',
          rel: 'alternate',
          hrefLang: STORES[code].iso,
          href: `${origin}/${code}${rest}${query}`,
        })
      }
      descriptors.push({
        tagName: 'link',
        rel: 'alternate',
        hrefLang: 'x-default',
        href: `${origin}/${DEFAULT_STORE}${rest}${query}`,
      })
    }
  }
  for (const data of input.jsonLd ?? [])
    descriptors.push({ 'script:ld+json': { '@context': 'https://schema.org', ...data } })
  return descriptors
}

export function breadcrumbJsonLd(origin: string, items: ReadonlyArray<{ label: string; href?: string }>): JsonLd {
  return {
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.label,
      ...(item.href ? { item: `${origin}${item.href}` } : {}),
    })),
  }
}

export function organizationJsonLd(origin: string): JsonLd {
  return { '@type': 'Organization', name: STORE_NAME, url: origin, logo: `${origin}/logos/default.svg` }
}

export function rootOrigin(matches: MetaContext['matches']): string | undefined {
  const root = matches.find((match) => match?.id === 'root')?.loaderData
  return typeof root === 'object' && root !== null && 'origin' in root && typeof root.origin === 'string'
    ? root.origin
    : undefined
}
