import { servicesContext } from '~/lib/context.server'
import { parseBlocks } from '~/lib/blocks'
import { PageSchema } from '~/lib/content-model'
import { loadStoryContent, orFallback } from '~/lib/layout.server'
import { BlockRenderer } from '~/components/blocks/block-renderer'
import type { Route } from './+types/home'

export async function loader({ context }: Route.LoaderArgs) {
  const services = context.get(servicesContext)
  const content = await orFallback(loadStoryContent(services, 'home'), null, 'home story')
  const page = PageSchema.safeParse(content)
  return {
    store: services.store,
    title: page.success ? (page.data.meta_title ?? page.data.title) : undefined,
    description: page.success ? page.data.meta_description : undefined,
    blocks: page.success ? parseBlocks(page.data.body) : [],
  }
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { blocks, store, title } = loaderData
  if (blocks.length === 0) {
    return (
      <section className="py-16 text-center">
        <h1 className="font-serif text-4xl font-bold">{title ?? 'Estelle Tijs'}</h1>
        <p className="mt-4 text-stone-600">Professional hair, body and face care, and training.</p>
      </section>
    )
  }
  return <BlockRenderer blocks={blocks} store={store} />
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [
    { title: loaderData?.title ?? 'Estelle Tijs' },
    ...(loaderData?.description ? [{ name: 'description', content: loaderData.description }] : []),
  ]
}
