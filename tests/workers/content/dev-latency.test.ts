import { afterEach, describe, expect, it } from 'vitest'
import { ACCESS_TOKEN, callContent } from './content-client.ts'

const story = (slug: string) =>
  callContent(`http://content/v2/cdn/stories/${slug}?token=${ACCESS_TOKEN}&version=published`)

function configure(rule: Record<string, unknown>) {
  return callContent('http://content/_latency', {
    method: 'POST',
    body: JSON.stringify(rule),
    headers: { 'Content-Type': 'application/json' },
  })
}

afterEach(async () => {
  await callContent('http://content/_latency', { method: 'DELETE' })
})

describe('the development latency and failure switch', () => {
  it('fails story reads matching a slug with a 503; others still answer', async () => {
    expect((await configure({ ms: 0, fail: true, match: 'topbar' })).status).toBe(200)
    const failed = await story('topbar')
    expect(failed.status).toBe(503)
    expect(await failed.json()).toEqual({ error: 'Service Unavailable (development failure switch)' })
    expect((await story('footer')).status).toBe(200)
  })

  it('slows story reads, and DELETE clears every rule', async () => {
    await configure({ ms: 200 })
    const started = Date.now()
    expect((await story('footer')).status).toBe(200)
    expect(Date.now() - started).toBeGreaterThanOrEqual(190)
    await configure({ ms: 0, fail: true })
    expect((await story('footer')).status).toBe(503)
    await callContent('http://content/_latency', { method: 'DELETE' })
    expect((await story('footer')).status).toBe(200)
  })

  it('refuses malformed rules', async () => {
    expect((await configure({ ms: 'slow' })).status).toBe(400)
    expect((await configure({ ms: 50_000 })).status).toBe(400)
  })
})
