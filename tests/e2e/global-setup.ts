import type { FullConfig } from '@playwright/test'

/**
 * Warms the freshly started server before the first test: the first request of each worker isolate compiles its
 * code and opens its database, which under a loaded CI machine can take longer than a test's expectation waits.
 */
export default async function globalSetup(config: FullConfig): Promise<void> {
  const baseURL = config.projects[0]?.use.baseURL
  if (!baseURL) return
  const pages = [
    '/us_et',
    '/de_et',
    '/us_et/hair.html',
    '/us_et/p/ET-H00001',
    '/us_et/search?term=shampoo',
    '/us_et/cart',
  ]
  for (const path of pages) await fetch(`${baseURL}${path}`, { headers: { 'User-Agent': 'Mozilla/5.0 Chrome/156.0' } })
  const graphql = (query: string, variables: Record<string, unknown> = {}) =>
    fetch(`${baseURL}/_dev/commerce/graphql`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Store: 'us_et' },
      body: JSON.stringify({ query, variables }),
    }).then((response) => response.text())
  const cartId = /"createEmptyCart":"([^"]+)"/.exec(await graphql('mutation { createEmptyCart }'))?.[1]
  if (cartId) {
    await graphql(
      'mutation ($cartId: String!) { addProductsToCart(cartId: $cartId, cartItems: [{ sku: "ET-H00001", quantity: 1 }]) { cart { id } } }',
      { cartId },
    )
    await fetch(`${baseURL}/us_et/cart`, {
      headers: { Cookie: `vsf-cart=${cartId}`, 'User-Agent': 'Mozilla/5.0 Chrome/156.0' },
    })
  }
}
