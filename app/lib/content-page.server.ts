import { data } from 'react-router'
import { type Block, parseBlocks } from './blocks'
import { PageSchema } from './content-model'
import type { RequestServices } from './context.server'
import { loadStoryContent } from './layout.server'

export type ContentPage = {
  title: string | undefined
  metaTitle: string | undefined
  description: string | undefined
  blocks: Block[]
}

/**
 * A content story of type `page`, or null when the content service has none. A content service that is down or
 * too slow, with no cached copy, throws the 503 of `unavailable()` (see KvCache).
 */
export async function readContentPage(services: RequestServices, slug: string): Promise<ContentPage | null> {
  const page = PageSchema.safeParse(await loadStoryContent(services, slug))
  if (!page.success) return null
  return {
    title: page.data.title,
    metaTitle: page.data.meta_title?.trim() || page.data.title,
    description: page.data.meta_description,
    blocks: parseBlocks(page.data.body),
  }
}

/**
 * For content that is part of a page (home's blocks, a product's size guide): null when missing or unavailable. An
 * unavailable one leaves a gap, so the page is not shared by a cache (`degraded`, see entry.server.tsx).
 */
export async function loadContentPage(services: RequestServices, slug: string): Promise<ContentPage | null> {
  try {
    return await readContentPage(services, slug)
  } catch (error) {
    console.warn(`content page ${slug} unavailable`, error instanceof Error ? error.message : error)
    services.degraded = true
    return null
  }
}

/** A page that is nothing but its story: 404 when there is none, 503 when the content service is down. */
export async function requireContentPage(services: RequestServices, slug: string): Promise<ContentPage> {
  const page = await readContentPage(services, slug)
  if (!page) throw data(null, { status: 404 })
  return page
}

/**
 * Stories that are a page of their own (a route of the shop shows them): slug → that page's path under the store
 * ('' is the store's home). Read at any other address (`/Page/business`, `/about-us`) they name or move to it.
 */
export const STORY_PAGES: Readonly<Record<string, string>> = {
  home: '',
  'about-us': 'AboutUs',
  faq: 'Faq',
  'thank-you': 'thank-you',
  'size-guide': 'size-guide',
  contact: 'Contact',
  business: 'Business',
}

/** The address of the page that shows this story, when a route of its own does. */
export function storyPagePath(store: string, slug: string): string | undefined {
  const path = Object.hasOwn(STORY_PAGES, slug) ? STORY_PAGES[slug] : undefined
  if (path === undefined) return undefined
  return path ? `/${store}/${path}` : `/${store}`
}

/** Story slugs: letters, digits, dashes and folder slashes only, so a path can never become a different request. */
export function isStorySlug(value: string): boolean {
  return /^[a-z0-9][a-z0-9-]*(\/[a-z0-9][a-z0-9-]*)*$/.test(value) && value.length <= 200
}
