import { isEmbedded } from '~/lib/context.server'

/**
 * With the embedded backends in use, the storefront also serves them on its own port so that GraphQL tools,
 * scripts and people can reach them: `/_dev/commerce/*`, `/_dev/content/*`, `/_dev/mail`, plus the media files
 * their answers link to. None of these paths exist when a real Magento and Storyblok are configured.
 */
export async function handleDevProxy(url: URL, request: Request, env: Env): Promise<Response | null> {
  const commerce = isEmbedded(env)
  const content = !env.STORYBLOK_ENDPOINT
  const { pathname } = url

  if (commerce && pathname.startsWith('/_dev/commerce/')) {
    return forward(env.COMMERCE, request, pathname.slice('/_dev/commerce'.length), url.search)
  }
  if (commerce && pathname === '/_dev/mail') return forward(env.COMMERCE, request, '/mail', url.search)
  if (commerce && pathname.startsWith('/media/')) return forward(env.COMMERCE, request, pathname, url.search)
  if (content && pathname.startsWith('/_dev/content/')) {
    return forward(env.CONTENT, request, pathname.slice('/_dev/content'.length), url.search)
  }
  if (content && pathname.startsWith('/cms-assets/')) return forward(env.CONTENT, request, pathname, url.search)
  return null
}

async function forward(binding: Fetcher, request: Request, path: string, search: string): Promise<Response> {
  const target = new URL(`${path}${search}`, 'http://backend')
  try {
    return await binding.fetch(new Request(target, request))
  } catch {
    return new Response('The embedded backend is not reachable.', { status: 502 })
  }
}
