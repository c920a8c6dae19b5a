import { CategoryTreeDocument, SitemapProductsDocument } from '~graphql/generated'
import { CommerceError, type CommerceErrorDetail } from '~/lib/commerce.server'
import type { RequestServices } from '~/lib/context.server'
import { KvCache } from '~/lib/kv-cache.server'
import { loadFooter, loadMainMenu } from '~/lib/layout.server'
import { resolveLink } from '~/lib/links'
import { toMenu, type MenuCategory } from '~/lib/menu'
import { productPath } from '~/lib/product-url'
import { STORE_CODES, type StoreCode, isStoreCode } from '~/lib/stores'

/** Products per sitemap file; a large catalogue becomes several files (the sitemap protocol allows 50,000). */
export const SITEMAP_PAGE_SIZE = 200
const SITEMAP_PATH = /^\/sitemap\/([a-z_]+)\/(categories|pages|products-(\d{1,5}))\.xml$/

export function robotsTxt(origin: string): Response {
  const body = [
    'User-agent: *',
    'Allow: /',
    ...STORE_CODES.flatMap((store) => [
      `Disallow: /${store}/checkout`,
      `Disallow: /${store}/customer`,
      `Disallow: /${store}/cart`,
      `Disallow: /${store}/search`,
    ]),
    'Disallow: /_dev/',
    'Disallow: /api/',
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n')
  return new Response(body, {
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
  })
}

export function isSitemapPath(pathname: string): boolean {
  return pathname === '/sitemap.xml' || SITEMAP_PATH.test(pathname)
}

/**
 * `/sitemap.xml` (an index of every store's files) and `/sitemap/{store}/pages.xml|categories.xml|products-{n}.xml`.
 */
export async function sitemap(
  pathname: string,
  origin: string,
  servicesFor: (store: StoreCode) => RequestServices,
): Promise<Response> {
  try {
    if (pathname === '/sitemap.xml') return xml(await sitemapIndex(origin, servicesFor))
    const match = SITEMAP_PATH.exec(pathname)
    const store = match?.[1]
    if (!match || !isStoreCode(store)) return notFound()
    const services = servicesFor(store)
    if (match[2] === 'pages') {
      const { paths, partial } = await contentPages(services, store)
      return xml(urlset(paths.map((path) => `${origin}${path}`)), { partial })
    }
    if (match[2] === 'categories') {
      const { menu } = await categoryTree(services)
      return xml(urlset(flatten(menu).map((category) => `${origin}/${store}/${category.path}`)))
    }
    // One address per part: products-1, never products-01; there is no part 0.
    if (!/^[1-9]/.test(match[3] ?? '')) return notFound()
    const page = Number(match[3])
    const { topLevelUids } = await categoryTree(services)
    const products = await productPage(services, topLevelUids, page)
    if (products.urls.length === 0) return notFound()
    return xml(urlset(products.urls.map((path) => `${origin}/${store}/${path}`)))
  } catch (error) {
    console.error('sitemap failed', error instanceof Error ? error.message : error)
    return new Response('Sitemap temporarily unavailable', { status: 503, headers: { 'Retry-After': '60' } })
  }
}

async function sitemapIndex(origin: string, servicesFor: (store: StoreCode) => RequestServices): Promise<string> {
  const entries = await Promise.all(
    STORE_CODES.map(async (store) => {
      const services = servicesFor(store)
      const { topLevelUids } = await categoryTree(services)
      const { total } = await productPage(services, topLevelUids, 1)
      const pages = Math.max(1, Math.ceil(total / SITEMAP_PAGE_SIZE))
      return [
        `${origin}/sitemap/${store}/pages.xml`,
        `${origin}/sitemap/${store}/categories.xml`,
        ...Array.from({ length: pages }, (_, index) => `${origin}/sitemap/${store}/products-${index + 1}.xml`),
      ]
    }),
  )
  const items = entries.flat().map((loc) => `  <sitemap><loc>${escapeXml(loc)}</loc></sitemap>`)
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${items.join('\n')}\n</sitemapindex>\n`
}

/** The store's own pages that a search engine may list: home, the static content pages (spec §2). */
const STATIC_PAGES = ['', 'AboutUs', 'Faq', 'Contact', 'Business', 'size-guide']

/**
 * Home, the static content pages, and the content pages the main menu and the footer link to (`/{store}/pages/...`,
 * stories of the content service). A menu or footer that cannot be read leaves only the fixed pages, `partial`.
 */
async function contentPages(
  services: RequestServices,
  store: StoreCode,
): Promise<{ paths: string[]; partial: boolean }> {
  let partial = false
  const [menu, footer] = await Promise.all([
    loadMainMenu(services).catch(() => {
      partial = true
      return []
    }),
    loadFooter(services).catch(() => {
      partial = true
      return null
    }),
  ])
  const linked = storyLinks([menu, footer])
    .map((link) => resolveLink(link, store))
    .flatMap((resolved) => (resolved && !resolved.external ? [resolved.href.split('#')[0] ?? ''] : []))
    .filter((href) => href.startsWith(`/${store}/pages/`))
  const paths = [...new Set([...STATIC_PAGES.map((page) => (page ? `/${store}/${page}` : `/${store}`)), ...linked])]
  return { paths, partial }
}

/** Every story link (an object with a `cached_url`) anywhere in parsed content. */
function storyLinks(value: unknown): { cached_url: string }[] {
  if (Array.isArray(value)) return value.flatMap(storyLinks)
  if (typeof value !== 'object' || value === null) return []
  const own = 'cached_url' in value && typeof value.cached_url === 'string' ? [{ cached_url: value.cached_url }] : []
  return [...own, ...Object.values(value).flatMap(storyLinks)]
}

async function categoryTree(services: RequestServices): Promise<{ topLevelUids: string[]; menu: MenuCategory[] }> {
  const data = await services.cache.get(KvCache.key(services.store, 'category-tree'), 'long', () =>
    services.catalogue.query(CategoryTreeDocument, {}, { get: true }),
  )
  const root = data.categories?.items?.[0]
  if (!root) throw new Error('no root category')
  const topLevelUids = (root.children ?? []).flatMap((child) => (child ? [child.uid] : []))
  return { topLevelUids, menu: toMenu(root.children) }
}

async function productPage(
  services: RequestServices,
  categoryUids: string[],
  page: number,
): Promise<{ total: number; urls: string[] }> {
  if (categoryUids.length === 0) return { total: 0, urls: [] }
  // A part past the last (the catalogue shrank; a crawler still knows its address) is none: Magento refuses the
  // page number as input, which is not an outage.
  const data = await readProductPage(services, categoryUids, page)
  if (!data) return { total: 0, urls: [] }
  const items = (data.products?.items ?? []).flatMap((item) => (item ? [productPath(item)] : []))
  return { total: data.products?.total_count ?? 0, urls: items }
}

async function readProductPage(services: RequestServices, categoryUids: string[], page: number) {
  return services.cache
    .get(
      KvCache.key(services.store, 'sitemap-products', String(page)),
      'long',
      () =>
        services.catalogue.query(
          SitemapProductsDocument,
          { categoryUids, pageSize: SITEMAP_PAGE_SIZE, currentPage: page },
          { get: true },
        ),
      (value) => (value.products?.items?.length ?? 0) > 0,
    )
    .catch((error: unknown) => {
      if (error instanceof CommerceError && !error.network && error.details.every(isPageNumberRefusal)) return null
      throw error
    })
}

/** Magento's answer to a page number out of range: "currentPage value 3 specified is greater than the 2 page(s)…". */
function isPageNumberRefusal(detail: CommerceErrorDetail): boolean {
  return detail.category === 'graphql-input' && /^currentPage value/.test(detail.message)
}

function flatten(categories: MenuCategory[]): MenuCategory[] {
  return categories.flatMap((category) => [category, ...flatten(category.children)])
}

function urlset(locations: string[]): string {
  const items = locations.map((loc) => `  <url><loc>${escapeXml(loc)}</loc></url>`)
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${items.join('\n')}\n</urlset>\n`
}

function escapeXml(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')
}

/** A file with a part left out (its backend failed) is for this request only: no cache may keep it for an hour. */
function xml(body: string, { partial = false } = {}): Response {
  return new Response(body, {
    headers: {
      'Content-Type': 'application/xml; charset=utf-8',
      'Cache-Control': partial ? 'no-store' : 'public, max-age=3600',
    },
  })
}

function notFound(): Response {
  return new Response('Not found', { status: 404, headers: { 'Content-Type': 'text/plain' } })
}
