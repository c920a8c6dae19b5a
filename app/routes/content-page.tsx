import { data, redirect } from 'react-router'
import { ContentPageView } from '~/components/content-page-view'
import { loadCarousels } from '~/lib/carousels.server'
import { STORY_PAGES, isStorySlug, requireContentPage, storyPagePath } from '~/lib/content-page.server'
import { servicesContext } from '~/lib/context.server'
import { safeRedirectPath } from '~/lib/safe-path'
import { seoMeta } from '~/lib/seo'
import type { Route } from './+types/content-page'

/** Static pages of spec §2 this route shows, each by its one spelling (STORY_PAGES), and the stories behind them. */
const STATIC_PAGES: Record<string, string> = Object.fromEntries(
  ['about-us', 'faq', 'thank-you', 'size-guide'].map((slug) => [STORY_PAGES[slug] ?? slug, slug]),
)
/** The content-driven routes (`/Page/*`, `/storyblok/*`): the rest of the path names the story. */
const STORY_PREFIXES = ['Page', 'storyblok']

export async function loader({ context, params, url }: Route.LoaderArgs) {
  const services = context.get(servicesContext)
  const home = `/${services.store}`
  // The router matches in any letter case, so `/faq` arrives here too: it is found by its one spelling.
  const segment = (url.pathname.split('/')[2] ?? '').toLowerCase()
  const staticPage = Object.entries(STATIC_PAGES).find(([name]) => name.toLowerCase() === segment)
  const prefix = STORY_PREFIXES.find((name) => name.toLowerCase() === segment)
  const story = (params['*'] ?? '').replace(/\/+$/, '')
  // `/{store}/Page` alone (spec §2 lists it) or `/storyblok` alone names no story: it is the store's home.
  if (prefix && story === '') throw redirect(home)
  const [path, slug] = staticPage ?? (prefix ? [`${prefix}/${story}`, story] : ['', ''])
  if (!isStorySlug(slug)) throw data(null, { status: 404 })
  // Another letter case or a trailing slash is the same page at a second address: sent to its one address.
  const canonical = `${home}/${path}`
  if (url.pathname !== canonical) throw redirect(safeRedirectPath(`${canonical}${url.search}`, canonical), 301)
  const page = await requireContentPage(services, slug)
  // A story that also has a page of its own (`/Page/faq` is `/Faq`, `/storyblok/business` is `/Business`, home is
  // the store's home) names that page as its canonical address; it is not redirected, since the content editor's
  // preview opens these paths. Any other story is a page of the catch-all at its own slug (`/Page/pages/x` is
  // `/pages/x`).
  const canonicalPath = prefix ? (storyPagePath(services.store, slug) ?? `${home}/${slug}`) : undefined
  return { store: services.store, ...page, canonicalPath, carousels: loadCarousels(services, page.blocks) }
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
  return seoMeta(args, {
    title: args.loaderData?.metaTitle,
    description: args.loaderData?.description,
    canonicalPath: args.loaderData?.canonicalPath,
    // The thank-you page follows a sent form (spec §2): nothing for a search engine to list.
    noindex: args.matches.at(-1)?.id === 'thank-you',
  })
}
