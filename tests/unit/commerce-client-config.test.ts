// A deployment configured with neither a Magento URL nor the embedded backend's binding fails in words that name
// the setting, and never sends the customer's token to the embedded backend's made-up address over the internet.
import { afterEach, describe, expect, it, vi } from 'vitest'
import { CommerceError, MISSING_COMMERCE, createCommerceClient } from '~/lib/commerce.server'
import { ServerTiming } from '~/lib/server-timing.server'
import { StoreConfigDocument } from '~graphql/generated'

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('a commerce client without a Magento URL or a COMMERCE binding', () => {
  it('fails as an outage whose message names MAGENTO_GRAPHQL_URL, and sends nothing', async () => {
    const sent = vi.fn(() => Promise.resolve(Response.json({ data: {} })))
    vi.stubGlobal('fetch', sent)
    const client = createCommerceClient({
      endpoint: '',
      binding: undefined,
      store: 'us_et',
      token: 'customer-token',
      timing: new ServerTiming(),
    })
    const failure = await client.query(StoreConfigDocument, {}).catch((error: unknown) => error)
    expect(failure).toBeInstanceOf(CommerceError)
    expect(failure instanceof CommerceError && failure.network).toBe(true)
    expect(failure instanceof Error ? failure.message : '').toContain(MISSING_COMMERCE)
    expect(sent).not.toHaveBeenCalled()
  })
})

describe('a commerce URL that answers a web page instead of GraphQL', () => {
  it('fails with a short message naming the operation, the address and the status, not the page', async () => {
    const page = `<!DOCTYPE html><html><body>${'<p>Not the shop you are looking for</p>'.repeat(200)}</body></html>`
    const binding = {
      fetch: () => Promise.resolve(new Response(page, { status: 404, headers: { 'Content-Type': 'text/html' } })),
    } as unknown as Fetcher
    const client = createCommerceClient({
      endpoint: '',
      binding,
      store: 'us_et',
      token: undefined,
      timing: new ServerTiming(),
    })
    const failure = await client.query(StoreConfigDocument, {}).catch((error: unknown) => error)
    expect(failure instanceof CommerceError && failure.network).toBe(true)
    const message = failure instanceof Error ? failure.message : ''
    expect(message).toContain('StoreConfig at http://commerce/graphql: HTTP 404')
    expect(message.length).toBeLessThan(400)
  })
})
