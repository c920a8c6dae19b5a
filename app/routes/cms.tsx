import { data, redirect } from 'react-router'
import { cmsPage } from '~/lib/cms.server'
import { servicesContext } from '~/lib/context.server'
import { isStorySlug } from '~/lib/content-page.server'
import { seoMeta } from '~/lib/seo'
import type { Route } from './+types/cms'

/**
 * `/{store}/Cms/{identifier}`: a Magento CMS page by identifier, its HTML sanitised on the server. `/{store}/Cms`
 * alone (spec §2 lists it) has no page of its own: it is the store's home.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const identifier = params['*'] ?? ''
  if (identifier === '') throw redirect(`/${context.get(servicesContext).store}`)
  if (!isStorySlug(identifier)) throw data(null, { status: 404 })
  const page = await cmsPage(context.get(servicesContext), identifier)
  if (!page) throw data(null, { status: 404 })
  return page
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
  return seoMeta(args, { title: args.loaderData?.metaTitle, description: args.loaderData?.description })
}
