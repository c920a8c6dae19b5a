import { describe, expect, it } from 'vitest'
import { call, commerceBinding } from './worker'

/**
 * A Magento without the reCAPTCHA modules has no recaptchaV3Config: its schema refuses the query. The storefront then
 * protects nothing, and keeps that answer like any cached one instead of asking again on every page.
 */
function magentoWithoutRecaptcha() {
  const asked: string[] = []
  const binding = {
    fetch: async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = new Request(input, init)
      const { searchParams } = new URL(request.url)
      if (searchParams.get('query')?.includes('recaptchaV3Config')) {
        asked.push(searchParams.get('operationName') ?? '')
        return Response.json({
          errors: [
            {
              message: 'Cannot query field "recaptchaV3Config" on type "Query".',
              extensions: { category: 'graphql' },
            },
          ],
        })
      }
      return commerceBinding().fetch(request)
    },
  }
  return { binding: binding as unknown as Fetcher, asked }
}

describe('a Magento without reCAPTCHA', () => {
  it('gets whole pages without token fields, and is asked once', async () => {
    const { binding, asked } = magentoWithoutRecaptcha()
    for (const path of ['/us_et/customer/login', '/us_et/Register', '/us_et/Contact']) {
      const response = await call(path, {}, { COMMERCE: binding })
      expect(response.status, path).toBe(200)
      const html = await response.text()
      expect(html, path).toContain('</html>')
      expect(html, path).not.toContain('data-recaptcha-action')
    }
    expect(asked).toEqual(['RecaptchaConfig'])
  })
})
