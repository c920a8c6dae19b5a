import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test'
import { env } from 'cloudflare:workers'
import { beforeEach, describe, expect, it } from 'vitest'
import { createServices } from '~/lib/context.server'
import { KvCache, forgetInMemory } from '~/lib/kv-cache.server'
import { loadFooter, loadPackedMenu, loadTopbar, storyCacheKey } from '~/lib/layout.server'
import type { StoreCode } from '~/lib/stores'
import { ORIGIN } from './worker'

/**
 * Issue 11: the layout's menu and stories are derived from their cached answers once per answer, not on every page.
 * The derived value must follow its answer: a new answer (after a publish, a purge or a refresh) shows on the next
 * page, and one store's menu or footer never shows in another.
 */
async function withServices<T>(store: StoreCode, work: (services: ReturnType<typeof createServices>) => Promise<T>) {
  const ctx = createExecutionContext()
  const services = createServices(new Request(`${ORIGIN}/${store}`), env, ctx, store)
  const result = await work(services)
  await waitOnExecutionContext(ctx)
  return result
}

/** A stored answer as KvCache writes it: fresh, so it is served without asking the backend. */
async function storeAnswer(key: string, value: unknown) {
  await env.CACHE.put(key, JSON.stringify({ storedAt: Date.now(), value }))
  forgetInMemory([key])
}

function footerStory(copyright: string) {
  return {
    id: 1,
    uuid: 'footer-uuid',
    full_slug: 'footer',
    name: 'Footer',
    content: { component: 'footer', community_links: [], columns: [], copyright },
  }
}

function categoryTree(name: string) {
  const child = {
    uid: 'MTA=',
    name,
    url_path: 'renamed',
    url_suffix: '.html',
    include_in_menu: 1,
    position: 1,
    category_color: null,
    children: [],
  }
  return { categories: { items: [{ uid: 'Mg==', children: [child] }] } }
}

describe('the layout’s derived menu and stories', () => {
  beforeEach(() => forgetInMemory())

  it('are the same object while their answer is, and follow a new answer on the next read', async () => {
    const key = storyCacheKey('us_et', 'footer')
    await storeAnswer(key, footerStory('First copyright'))
    const [first, again] = await withServices('us_et', (services) =>
      Promise.all([loadFooter(services), loadFooter(services)]),
    )
    expect(first?.copyright).toBe('First copyright')
    // Read again in another request: the remembered answer, so the value derived from it.
    expect(await withServices('us_et', loadFooter)).toBe(first)
    expect(again).toBe(first)

    await storeAnswer(key, footerStory('Second copyright'))
    expect((await withServices('us_et', loadFooter))?.copyright).toBe('Second copyright')
  })

  it('keep each store’s own: another store’s footer and menu are never served from the first store’s', async () => {
    await storeAnswer(storyCacheKey('us_et', 'footer'), footerStory('US footer'))
    await storeAnswer(storyCacheKey('de_et', 'footer'), footerStory('DE footer'))
    await storeAnswer(KvCache.key('us_et', 'category-tree'), categoryTree('US category'))
    await storeAnswer(KvCache.key('de_et', 'category-tree'), categoryTree('DE category'))

    expect((await withServices('us_et', loadFooter))?.copyright).toBe('US footer')
    expect((await withServices('de_et', loadFooter))?.copyright).toBe('DE footer')
    const usMenu = await withServices('us_et', loadPackedMenu)
    const deMenu = await withServices('de_et', loadPackedMenu)
    expect(usMenu).toContain('US category')
    expect(usMenu).not.toContain('DE category')
    expect(deMenu).toContain('DE category')
    expect(deMenu).not.toContain('US category')
  })

  it('ask Storyblok’s image service for the footer’s logo at the size it is drawn', async () => {
    const logo = 'https://a.storyblok.com/f/123456/2400x800/0a1b2c3d4e/logo.png'
    const story = footerStory('With a logo')
    await storeAnswer(storyCacheKey('us_et', 'footer'), {
      ...story,
      content: { ...story.content, logo: { filename: logo, alt: 'Estelle Tijs' } },
    })
    expect((await withServices('us_et', loadFooter))?.logo).toEqual({
      filename: `${logo}/m/280x0`,
      alt: 'Estelle Tijs',
    })
  })

  it('still answers what the old code did for a story that does not parse: nothing, not an error', async () => {
    await storeAnswer(storyCacheKey('us_et', 'topbar'), { ...footerStory(''), content: { component: 'other' } })
    expect(await withServices('us_et', loadTopbar)).toEqual([])
  })
})
