// The storefront's commerce client hands a form's reCAPTCHA token to Magento the way Magento reads it: the
// `X-ReCaptcha` header of that one mutation, beside the store and the customer's token.
import { describe, expect, it } from 'vitest'
import { createCommerceClient } from '~/lib/commerce.server'
import { ServerTiming } from '~/lib/server-timing.server'
import { GenerateCustomerTokenDocument, RevokeCustomerTokenDocument } from '~graphql/generated'

function recordingClient() {
  const seen: Headers[] = []
  const binding = {
    fetch: async (request: Request) => {
      seen.push(request.headers)
      return Response.json({ data: { generateCustomerToken: { token: 't' }, revokeCustomerToken: { result: true } } })
    },
  } as unknown as Fetcher
  const client = createCommerceClient({
    endpoint: '',
    binding,
    store: 'de_et',
    token: 'customer-token',
    timing: new ServerTiming(),
  })
  return { client, seen }
}

describe('the reCAPTCHA token on a mutation', () => {
  it('goes in X-ReCaptcha with the usual headers, for that mutation only', async () => {
    const { client, seen } = recordingClient()
    await client.mutate(
      GenerateCustomerTokenDocument,
      { email: 'someone@example.com', password: 'Password123!' },
      { recaptchaToken: 'google-token' },
    )
    await client.mutate(RevokeCustomerTokenDocument, {})
    expect(seen.map((headers) => headers.get('X-ReCaptcha'))).toEqual(['google-token', null])
    expect(seen.map((headers) => [headers.get('Store'), headers.get('Authorization')])).toEqual([
      ['de_et', 'Bearer customer-token'],
      ['de_et', 'Bearer customer-token'],
    ])
  })

  it('sends no header when the form carried no token', async () => {
    const { client, seen } = recordingClient()
    await client.mutate(
      GenerateCustomerTokenDocument,
      { email: 'someone@example.com', password: 'Password123!' },
      { recaptchaToken: undefined },
    )
    expect(seen[0]?.has('X-ReCaptcha')).toBe(false)
  })
})
