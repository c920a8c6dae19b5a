import { beforeEach, describe, expect, it } from 'vitest'
import { callContent, contentClient, firstTopbarText, resetContent } from './content-client.ts'

beforeEach(resetContent)

describe('GET cdn/stories/{full_slug}', () => {
  it('answers the default language with the full story object', async () => {
    const { data } = await contentClient().getStory('home')
    expect(Object.keys(data.story)).toEqual([
      'name',
      'id',
      'uuid',
      'slug',
      'full_slug',
      'created_at',
      'published_at',
      'first_published_at',
      'updated_at',
      'content',
      'sort_by_date',
      'position',
      'tag_list',
      'is_startpage',
      'parent_id',
      'meta_data',
      'group_id',
      'release_id',
      'lang',
      'path',
      'alternates',
      'default_full_slug',
      'translated_slugs',
    ])
    expect(data.story).toMatchObject({ full_slug: 'home', slug: 'home', lang: 'default', parent_id: 0 })
    expect(data.story.content).toMatchObject({ component: 'page', title: 'Home' })
    expect(typeof data.cv).toBe('number')
    expect(data.rels).toEqual([])
    expect(data.links).toEqual([])
  })

  it.each([
    ['en', 'default', 'Free shipping on orders over €50'],
    ['de', 'de', 'Kostenloser Versand ab 50 €'],
    ['fr', 'fr', 'Livraison gratuite dès 50 € d’achat'],
    ['nl', 'nl', 'Gratis verzending vanaf € 50'],
    ['es', 'default', 'Free shipping on orders over €50'],
  ])('serves language %s as %s', async (language, lang, firstText) => {
    const { data } = await contentClient().getStory('topbar', { language })
    expect(data.story.lang).toBe(lang)
    expect(firstTopbarText(data.story.content)).toBe(firstText)
  })

  it('keeps ids and _uids the same across languages', async () => {
    const client = contentClient()
    const [en, de] = await Promise.all([client.getStory('footer'), client.getStory('footer', { language: 'de' })])
    expect(de.data.story.uuid).toBe(en.data.story.uuid)
    expect(de.data.story.content._uid).toBe(en.data.story.content._uid)
    expect(de.data.story.content.copyright).not.toBe(en.data.story.content.copyright)
  })

  it('finds a story in a folder, by uuid and by numeric id', async () => {
    const client = contentClient()
    const { data } = await client.getStory('pages/training-academy', { language: 'fr' })
    expect(data.story).toMatchObject({ slug: 'training-academy', full_slug: 'pages/training-academy' })
    expect(data.story.parent_id).toBeGreaterThan(0)
    const byUuid = await client.getStory(data.story.uuid, { find_by: 'uuid', language: 'fr' })
    expect(byUuid.data.story.content).toEqual(data.story.content)
    const byId = await client.getStory(String(data.story.id))
    expect(byId.data.story.full_slug).toBe('pages/training-academy')
  })

  it('drops the fields named in excluding_story_fields', async () => {
    const { data } = await contentClient().getStory('home', { excluding_story_fields: ['tag_list', 'alternates'] })
    expect(data.story).not.toHaveProperty('tag_list')
    expect(data.story).not.toHaveProperty('alternates')
    expect(data.story).toHaveProperty('content')
  })

  it('accepts the documented resolve parameters', async () => {
    const { data } = await contentClient().getStory('home', {
      resolve_links: 'url',
      resolve_links_level: 2,
      resolve_relations: 'page.author',
      resolve_assets: 1,
      fallback_lang: 'de',
      from_release: '0',
    })
    expect(data.story.full_slug).toBe('home')
  })

  it('rejects an unknown story with 404', async () => {
    await expect(contentClient().getStory('no/such-story')).rejects.toMatchObject({
      status: 404,
      message: 'This record could not be found',
    })
  })

  it('rejects an unknown parameter with 422 naming it', async () => {
    await expect(contentClient().get('cdn/stories/home', { is_startpage: true })).rejects.toMatchObject({
      status: 422,
      message: 'Parameter(s) is_startpage not allowed',
    })
  })

  it('rejects a wrong or missing token with 401', async () => {
    await expect(contentClient('wrong-token').getStory('home')).rejects.toMatchObject({ status: 401 })
    const response = await callContent('http://content/v2/cdn/stories/home?cv=1')
    expect(response.status).toBe(401)
    expect(response.headers.get('content-type')).toBe('application/json')
  })

  it('redirects a request without cv to the same URL with the latest cv', async () => {
    const url = 'http://content/v2/cdn/stories/home?token=embedded-public-token&language=de'
    const response = await callContent(url, { redirect: 'manual' })
    expect(response.status).toBe(301)
    const { cv } = await (await callContent(`${url}&cv=1`)).json<{ cv: number }>()
    expect(response.headers.get('location')).toBe(`${url}&cv=${cv}`)
    // Followed by default, which is what the js-client's first request relies on.
    const followed = await callContent(url)
    expect(followed.redirected).toBe(true)
    expect(followed.status).toBe(200)
  })

  it('answers with JSON and CORS headers', async () => {
    const response = await callContent('http://content/v2/cdn/stories/home?token=embedded-public-token&cv=1')
    expect(response.headers.get('content-type')).toBe('application/json')
    expect(response.headers.get('access-control-allow-origin')).toBe('*')
    const preflight = await callContent('http://content/v2/cdn/stories/home', { method: 'OPTIONS' })
    expect(preflight.status).toBe(204)
    expect(preflight.headers.get('access-control-allow-methods')).toContain('GET')
  })
})
