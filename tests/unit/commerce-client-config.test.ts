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
