import { data, redirect } from 'react-router'
import { cmsPage } from '~/lib/cms.server'
import { servicesContext } from '~/lib/context.server'
import { isStorySlug } from '~/lib/content-page.server'
import { seoMeta } from '~/lib/seo'
import type { Route } from './+types/cms'

/**
 * `/{store}/Cms/{identifier}`: a Magento CMS page by identifier, its HTML sanitised on the server. `/{store}/Cms`
 * alone (spec §2 lists it) has no page of its own: it is the store's home.
 *
 * The page's own address is its identifier's, as Magento's URL rewrite for it (`/{store}/about-us`, which the
 * catch-all resolves to the same page; the home page's is the store's home): that is the canonical one.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const { store } = context.get(servicesContext)
  const identifier = params['*'] ?? ''
  if (identifier === '') throw redirect(`/${store}`)
  if (!isStorySlug(identifier)) throw data(null, { status: 404 })
  const page = await cmsPage(context.get(servicesContext), identifier)
  if (!page) throw data(null, { status: 404 })
  const canonicalPath = identifier.toLowerCase() === 'home' ? `/${store}` : `/${store}/${identifier}`
  return { ...page, canonicalPath }
}

export default function Cms({ loaderData }: Route.ComponentProps) {
  return (
    <article className="mx-auto max-w-3xl space-y-6">
      <h1 className="font-serif text-3xl font-bold">{loaderData.title}</h1>
      <div className="prose text-stone-700" dangerouslySetInnerHTML={{ __html: loaderData.html }} />
    </article>
  )
}

export function meta(args: Route.MetaArgs) {
  const page = args.loaderData
  return seoMeta(args, { title: page?.metaTitle, description: page?.description, canonicalPath: page?.canonicalPath })
}
