import { describe, expect, it } from 'vitest'
import { call } from './worker'

describe('bench baseline (dev-only fixed body through the storefront worker)', () => {
  it('answers the posted body as an HTML page, through the same worker', async () => {
    const html = `<!DOCTYPE html><html><body>${'x'.repeat(5000)}</body></html>`
    const posted = await call('/_dev/bench/body/home', { method: 'POST', body: html })
    expect(posted.status).toBe(204)
    const answer = await call('/_dev/bench/body/home')
    expect(answer.status).toBe(200)
    expect(answer.headers.get('Content-Type')).toBe('text/html; charset=utf-8')
    expect(await answer.text()).toBe(html)
  })

  it('does not exist without the development switch', async () => {
    const answer = await call('/_dev/bench/body/home', {}, { DEV_ENDPOINTS: '' })
    expect(answer.status).toBe(404)
    const posted = await call('/_dev/bench/body/home', { method: 'POST', body: 'x' }, { DEV_ENDPOINTS: '' })
    expect(posted.status).toBe(404)
  })

  it('refuses odd names and unknown bodies', async () => {
    expect((await call('/_dev/bench/body/..%2Fetc')).status).toBe(404)
    expect((await call('/_dev/bench/body/never-posted')).status).toBe(404)
  })
})
