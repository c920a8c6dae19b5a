import { ContentPageView } from '~/components/content-page-view-island'
import { loadCarousels } from '~/lib/carousels.server'
import { loadContentPage } from '~/lib/content-page.server'
import { servicesContext } from '~/lib/context.server'
import { organizationJsonLd, rootOrigin, seoMeta } from '~/lib/seo'
import type { Route } from './+types/home'

/** Home: the content story `home`, rendered through the block registry; carousels stream in after the shell. */
export async function loader({ context }: Route.LoaderArgs) {
  const services = context.get(servicesContext)
  const page = await loadContentPage(services, 'home')
  const blocks = page?.blocks ?? []
  return {
    store: services.store,
    title: page?.metaTitle,
    description: page?.description,
    blocks,
    carousels: loadCarousels(services, blocks),
  }
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { blocks, store, carousels } = loaderData
  if (blocks.length === 0) {
    return (
      <section className="py-16 text-center">
        <h1 className="font-serif text-4xl font-bold">Estelle Tijs</h1>
        <p className="mt-4 text-stone-600">Professional hair, body and face care, and training.</p>
      </section>
    )
  }
  return <ContentPageView title={undefined} blocks={blocks} store={store} carousels={carousels} />
}

export function meta(args: Route.MetaArgs) {
  const origin = rootOrigin(args.matches)
  return seoMeta(args, {
    title: args.loaderData?.title,
    description: args.loaderData?.description,
    // `/{store}/`, `/{store}/Home` and `/{store}` are one page: the last is its address.
    canonicalPath: args.loaderData ? `/${args.loaderData.store}` : undefined,
    jsonLd: origin ? [organizationJsonLd(origin)] : [],
  })
}
