import { beforeEach, describe, expect, it } from 'vitest'
import { PageSchema, TopbarSchema } from '../../../workers/content/content-model.ts'
import { signWebhookBody } from '../../../workers/content/webhook.ts'
import {
  contentClient,
  firstTopbarText,
  postJson,
  resetContent,
  SpaceAnswerSchema,
  WEBHOOK_SECRET,
} from './content-client.ts'

beforeEach(resetContent)

async function topbarWithText(text: string, language?: string) {
  const { data } = await contentClient().getStory('topbar', { version: 'draft', language })
  const topbar = TopbarSchema.parse(data.story.content)
  return { ...topbar, items: topbar.items.map((item, index) => (index === 0 ? { ...item, text } : item)) }
}

describe('draft and published versions', () => {
  it('serves a never-published story only as draft', async () => {
    const client = contentClient()
    await expect(client.getStory('pages/spring-campaign')).rejects.toMatchObject({ status: 404 })
    const { data } = await client.getStory('pages/spring-campaign', { version: 'draft', language: 'nl' })
    expect(data.story.published_at).toBeNull()
    expect(PageSchema.parse(data.story.content).body[0]?.title).toBe('Lentefris')
  })

  it('shows a saved draft to draft readers only', async () => {
    const saved = await postJson('/_save/stories/topbar', {
      language: 'de',
      content: await topbarWithText('Entwurf', 'de'),
    })
    expect(saved.status).toBe(200)
    const client = contentClient()
    const draft = await client.getStory('topbar', { version: 'draft', language: 'de' })
    const published = await client.getStory('topbar', { language: 'de' })
    expect(firstTopbarText(draft.data.story.content)).toBe('Entwurf')
    expect(firstTopbarText(published.data.story.content)).toBe('Kostenloser Versand ab 50 €')
  })
})

describe('POST /_publish/stories/{full_slug}', () => {
  it('moves cv forward and serves the change with the new cv', async () => {
    const client = contentClient()
    const before = await client.getStory('topbar')
    const response = await postJson('/_publish/stories/topbar', {
      content: await topbarWithText('Free returns for 30 days'),
    })
    expect(response.status).toBe(200)
    const { cv } = await response.json<{ cv: number }>()
    expect(cv).toBeGreaterThan(before.data.cv)

    const after = await client.getStory('topbar')
    expect(after.data.cv).toBe(cv)
    expect(firstTopbarText(after.data.story.content)).toBe('Free returns for 30 days')
    expect(after.data.story.published_at).not.toBe(before.data.story.published_at)
    const space = await client.get('cdn/spaces/me')
    expect(SpaceAnswerSchema.parse(space.data).space.version).toBe(cv)
    // Other languages keep their own translation.
    const german = await client.getStory('topbar', { language: 'de' })
    expect(firstTopbarText(german.data.story.content)).toBe('Kostenloser Versand ab 50 €')
  })

  it('gives every publish a strictly greater cv', async () => {
    const content = await topbarWithText('One')
    const first = await (await postJson('/_publish/stories/topbar', { content })).json<{ cv: number }>()
    const second = await (await postJson('/_publish/stories/topbar', { content })).json<{ cv: number }>()
    expect(second.cv).toBeGreaterThan(first.cv)
  })

  it('returns the Storyblok webhook payload signed with HMAC-SHA1 of the raw body', async () => {
    const response = await postJson('/_publish/stories/pages/hair-care-guide', {
      language: 'fr',
      content: (await contentClient().getStory('pages/hair-care-guide', { language: 'fr' })).data.story.content,
    })
    const body = await response.json<{ payload: string; signature: string; webhook: unknown; story: { id: number } }>()
    expect(JSON.parse(body.payload)).toEqual({
      action: 'published',
      text: 'The user editor@estelletijs.example published the Story Hair care guide (pages/hair-care-guide)',
      story_id: body.story.id,
      space_id: 310512,
      full_slug: 'pages/hair-care-guide',
    })
    expect(body.signature).toBe(await signWebhookBody(WEBHOOK_SECRET, body.payload))
    // WEBHOOK_URL is empty in the test worker, so nothing was sent.
    expect(body.webhook).toBeNull()
  })

  it('rejects content that changes the component or breaks the model', async () => {
    const footer = await postJson('/_publish/stories/topbar', { content: { _uid: 'x', component: 'footer' } })
    expect(footer.status).toBe(422)
    const page = await postJson('/_publish/stories/topbar', {
      content: { _uid: 'x', component: 'page', title: 'T', meta_title: 'T', meta_description: 'T', body: [] },
    })
    expect(await page.json()).toEqual({ error: 'content.component must stay "topbar"' })
    const misspelt = await postJson('/_publish/stories/topbar', {
      content: { _uid: 'x', component: 'topbar', itemz: [] },
    })
    expect(misspelt.status).toBe(422)
  })

  it('creates a new story that reset removes again', async () => {
    const content = {
      _uid: 'new-page-root',
      component: 'page',
      title: 'Gift cards',
      meta_title: 'Gift cards | Estelle Tijs',
      meta_description: 'Give care.',
      body: [{ _uid: 'text', component: 'text_block', title: 'Gift cards', text: 'Coming soon.' }],
    }
    expect((await postJson('/_publish/stories/pages/gift-cards', { name: 'Gift cards', content })).status).toBe(200)
    const client = contentClient()
    const { data } = await client.getStory('pages/gift-cards', { language: 'de' })
    expect(data.story).toMatchObject({ name: 'Gift cards', slug: 'gift-cards', lang: 'de' })
    await resetContent()
    await expect(client.getStory('pages/gift-cards')).rejects.toMatchObject({ status: 404 })
  })
})
