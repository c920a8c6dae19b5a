import { Breadcrumbs } from '~/components/breadcrumbs'
import { ListingView } from '~/components/listing/listing-view-island'
import { servicesContext } from '~/lib/context.server'
import { loadListing, readListingParams } from '~/lib/listing.server'
import { seoMeta } from '~/lib/seo'
import type { Route } from './+types/search'

/** Search results: the category listing with a term instead of a category (spec §5). */
export async function loader({ url, context }: Route.LoaderArgs) {
  const services = context.get(servicesContext)
  const params = readListingParams(url.searchParams)
  const listing = params.term ? await loadListing(services, params, `${url.pathname}${url.search}`) : null
  return { store: services.store, params, listing, pathname: url.pathname, search: url.search }
}

export default function Search({ loaderData }: Route.ComponentProps) {
  const { store, params, listing, pathname, search } = loaderData
  return (
    <>
      <Breadcrumbs items={[{ label: 'Home', href: `/${store}` }, { label: 'Search' }]} />
      <h1 className="mb-6 font-serif text-3xl font-bold wrap-anywhere">
        {params.term ? `Search results for “${params.term}”` : 'Search'}
      </h1>
      <form method="get" action={pathname} role="search" aria-label="Search again" className="mb-8 flex max-w-xl gap-2">
        <label htmlFor="search-term" className="sr-only">
          Search products
        </label>
        <input
          // A new term (the header's search, Back) is a new field: React would keep the old one's typed text.
          key={params.term}
          id="search-term"
          name="term"
          type="search"
          defaultValue={params.term}
          // Reached without a term (the phone header's search icon), the keyboard starts in the field.
          data-focus-on-arrival={params.term ? undefined : true}
          maxLength={128}
          placeholder="Search products"
          className="min-w-0 flex-1 rounded-full border border-stone-300 px-4 py-2"
        />
        <button type="submit" className="rounded-full bg-stone-900 px-5 py-2 text-white">
          Search
        </button>
      </form>
      {listing ? (
        <ListingView store={store} listing={listing} params={params} pathname={pathname} search={search} />
      ) : null}
    </>
  )
}

export function meta(args: Route.MetaArgs) {
  const term = args.loaderData?.params.term
  // Not indexed, but shared links and browser history still show a description.
  const description = term ? `Products matching "${term}".` : 'Search the shop.'
  return seoMeta(args, { title: term ? `Search: ${term}` : 'Search', description, noindex: true })
}
