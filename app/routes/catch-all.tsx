import { data, redirect } from 'react-router'
import { Breadcrumbs } from '~/components/breadcrumbs'
import { ContentPageView } from '~/components/content-page-view-island'
import { ListingView } from '~/components/listing/listing-view-island'
import { SubcategoryLinks } from '~/components/listing/subcategory-links'
import { ProductView } from '~/components/product/product-view-island'
import { loadCarousels } from '~/lib/carousels.server'
import { categoryCrumbs, subcategories } from '~/lib/category'
import { isStorySlug, readContentPage, storyPagePath } from '~/lib/content-page.server'
import { type RequestServices, servicesContext } from '~/lib/context.server'
import { DEFAULT_PAGE_SIZE } from '~/lib/listing'
import { loadCategory, loadListing, readListingParams } from '~/lib/listing.server'
import { breadcrumbJsonLd, rootOrigin, seoMeta } from '~/lib/seo'
import { loadProductPage, submitProductReview } from '~/lib/product.server'
import { productMeta } from '~/lib/product-meta'
import { isUnavailable, unavailable } from '~/lib/outage.server'
import { resolveUrl } from '~/lib/resolve-url.server'
import { cmsPage } from '~/lib/cms.server'
import { sanitizeHtml } from '~/lib/sanitize-html'
import type { Route } from './+types/catch-all'

/**
 * `/{store}/{slug+}`: the URL resolver decides between a category, a product and a content page (spec §2). Nothing
 * found, or a resolver error, falls back to the content-page type; nothing there either is a 404 (a 503 when the
 * resolver was down: the page may exist).
 */
export async function loader({ params, url, context }: Route.LoaderArgs) {
  const services = context.get(servicesContext)
  const slug = params['*'] ?? ''
  // The same address with a trailing slash (typed, or an old link: `hair.html/`) is redirected to the one address.
  const trimmed = slug.replace(/\/+$/, '')
  if (trimmed !== slug && trimmed !== '') throw redirect(`/${services.store}/${trimmed}${url.search}`, 301)
  // With commerce down the resolver cannot answer; content pages can still be shown, anything else is a 503.
  let resolverDown = false
  const resolved = await resolveUrl(services, slug).catch((error: unknown) => {
    if (!isUnavailable(error)) throw error
    resolverDown = true
    return null
  })

  if (resolved?.type === 'redirect') throw redirect(`/${services.store}/${resolved.to}${url.search}`, resolved.status)
  if (resolved?.type === 'product')
    return { kind: 'product' as const, ...(await loadProductPage(services, resolved.sku, url)) }
  if (resolved?.type === 'category') return categoryPage(services, resolved.uid, url)
  if (resolved?.type === 'cms') {
    const cms = await cmsPage(services, resolved.identifier)
    if (cms) return cms
  }

  // Content-page fallback: a story of that slug, or a category path written without its suffix. A story that is a
  // page of its own (`/about-us` is `/AboutUs`) is that page, at its one address.
  const ownPage = storyPagePath(services.store, slug.toLowerCase())
  if (ownPage) throw redirect(`${ownPage}${url.search}`, 301)
  if (isStorySlug(slug)) {
    const page = await readContentPage(services, slug)
    if (page)
      return {
        kind: 'content' as const,
        store: services.store,
        ...page,
        carousels: loadCarousels(services, page.blocks),
      }
    const cms = await cmsPage(services, slug)
    if (cms) return cms
  }
  if (resolverDown) throw unavailable()
  if (resolved === null && !slug.includes('.')) {
    const withSuffix = await resolveUrl(services, `${slug}.html`)
    if (withSuffix && withSuffix.type !== 'redirect')
      throw redirect(`/${services.store}/${slug}.html${url.search}`, 301)
  }
  throw data(null, { status: 404 })
}

/** The product page's review form posts to the URL it is shown at. */
export async function action({ params, request, context }: Route.ActionArgs) {
  const services = context.get(servicesContext)
  const resolved = await resolveUrl(services, params['*'] ?? '')
  if (resolved?.type !== 'product') throw data(null, { status: 405, headers: { Allow: 'GET, HEAD' } })
  return submitProductReview(services, resolved.sku, request)
}

async function categoryPage(services: RequestServices, uid: string, url: URL) {
  const listingParams = readListingParams(url.searchParams)
  const [category, listing] = await Promise.all([
    loadCategory(services, uid),
    loadListing(services, listingParams, `${url.pathname}${url.search}`, uid),
  ])
  if (!category) throw data(null, { status: 404 })
  const metaTitle = category.meta_title ?? category.name ?? undefined
  return {
    kind: 'category' as const,
    store: services.store,
    title: category.name ?? '',
    metaTitle: listingTitle(metaTitle, listingParams.page),
    // Filtered, sorted, searched or re-sized variants are the same products again: crawlable links, not indexed.
    noindex:
      Object.keys(listingParams.filters).length > 0 ||
      listingParams.sort !== '' ||
      listingParams.term !== '' ||
      listingParams.itemsPerPage !== DEFAULT_PAGE_SIZE,
    description: category.meta_description ?? undefined,
    descriptionHtml: category.description ? sanitizeHtml(category.description) : '',
    crumbs: categoryCrumbs(services.store, category.breadcrumbs, category.name ?? '', category.url_suffix),
    subcategories: subcategories(category.children),
    listing,
    params: listingParams,
    pathname: url.pathname,
    search: url.search,
  }
}

/** A listing page's title: its page number before the shop's name ("Hair – page 2 | Estelle Tijs"), not after. */
function listingTitle(title: string | undefined, page: number): string | undefined {
  if (!title || page <= 1) return title
  const [head = '', ...rest] = title.split(' | ')
  return [`${head} – page ${page}`, ...rest].join(' | ')
}

export default function CatchAll({ loaderData }: Route.ComponentProps) {
  switch (loaderData.kind) {
    case 'category':
      return (
        <>
          <Breadcrumbs items={loaderData.crumbs} />
          <header className="mb-6 space-y-3">
            <h1 className="font-serif text-3xl font-bold">{loaderData.title}</h1>
            {loaderData.descriptionHtml ? (
              <div
                className="prose max-w-3xl text-stone-700"
                dangerouslySetInnerHTML={{ __html: loaderData.descriptionHtml }}
              />
            ) : null}
            <SubcategoryLinks items={loaderData.subcategories} store={loaderData.store} />
          </header>
          <ListingView
            store={loaderData.store}
            listing={loaderData.listing}
            params={loaderData.params}
            pathname={loaderData.pathname}
            search={loaderData.search}
            hiddenFilters={['category_uid']}
            termTag
          />
        </>
      )
    case 'cms':
      return (
        <article className="mx-auto max-w-3xl space-y-6">
          <h1 className="font-serif text-3xl font-bold">{loaderData.title}</h1>
          <div className="prose text-stone-700" dangerouslySetInnerHTML={{ __html: loaderData.html }} />
        </article>
      )
    case 'product':
      return <ProductView data={loaderData} />
    case 'content':
      return (
        <ContentPageView
          title={loaderData.title}
          blocks={loaderData.blocks}
          store={loaderData.store}
          carousels={loaderData.carousels}
        />
      )
  }
}

export function meta(args: Route.MetaArgs) {
  const { loaderData } = args
  if (!loaderData) return [{ title: 'Page not found' }]
  if (loaderData.kind === 'product') return productMeta(args, loaderData)
  if (loaderData.kind !== 'category')
    return seoMeta(args, { title: loaderData.metaTitle, description: loaderData.description })
  const origin = rootOrigin(args.matches)
  return seoMeta(args, {
    title: loaderData.metaTitle,
    description: loaderData.description,
    listingPage: loaderData.params.page,
    noindex: loaderData.noindex,
    jsonLd: origin ? [breadcrumbJsonLd(origin, loaderData.crumbs)] : [],
  })
}
