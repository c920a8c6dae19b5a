import { data, redirect } from 'react-router'
import { ContentPageView } from '~/components/content-page-view'
import { loadCarousels } from '~/lib/carousels.server'
import { isStorySlug, requireContentPage } from '~/lib/content-page.server'
import { servicesContext } from '~/lib/context.server'
import { seoMeta } from '~/lib/seo'
import type { Route } from './+types/content-page'

/** Static pages of spec §2 backed by content stories, and the content-driven route (`/Page/*`, `/storyblok/*`). */
const STATIC_PAGES: Record<string, string> = {
  AboutUs: 'about-us',
  Faq: 'faq',
  'thank-you': 'thank-you',
  'size-guide': 'size-guide',
}

export async function loader({ context, params, url }: Route.LoaderArgs) {
  const services = context.get(servicesContext)
  const segment = url.pathname.split('/')[2] ?? ''
  const slug = STATIC_PAGES[segment] ?? params['*'] ?? ''
  // `/{store}/Page` alone (spec §2 lists it) names no story: it is the store's home.
  if (slug === '') throw redirect(`/${services.store}`)
  if (!isStorySlug(slug)) throw data(null, { status: 404 })
  const page = await requireContentPage(services, slug)
  return { store: services.store, ...page, carousels: loadCarousels(services, page.blocks) }
}

export default function ContentPage({ loaderData }: Route.ComponentProps) {
  return (
    <ContentPageView
      title={loaderData.title}
      blocks={loaderData.blocks}
      store={loaderData.store}
      carousels={loaderData.carousels}
    />
  )
}

export function meta(args: Route.MetaArgs) {
  return seoMeta(args, { title: args.loaderData?.metaTitle, description: args.loaderData?.description })
}
