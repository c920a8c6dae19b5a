import { exports } from 'cloudflare:workers'
import { afterEach, describe, expect, it } from 'vitest'

/** As the storefront's GraphQL client sends it: the operation's name in the body. */
async function gql(query: string, variables: Record<string, unknown>) {
  const operationName = /query (\w+)/.exec(query)?.[1]
  const response = await exports.default.fetch(
    new Request('http://commerce/graphql', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Store: 'us_et' },
      body: JSON.stringify({ query, variables, operationName }),
    }),
  )
  const body = await response.text()
  const message = body
  return { status: response.status, message }
}

function configure(rule: Record<string, unknown>) {
  return exports.default.fetch(
    new Request('http://commerce/latency', {
      method: 'POST',
      body: JSON.stringify(rule),
      headers: { 'Content-Type': 'application/json' },
    }),
  )
}

afterEach(async () => {
  await exports.default.fetch(new Request('http://commerce/latency', { method: 'DELETE' }))
})

describe('the development latency switch', () => {
  it('fails a named operation with a 503 when told to, for requests mentioning a string only', async () => {
    expect((await configure({ operationName: 'StoreConfig', ms: 0, fail: true, match: 'us_et_marker' })).status).toBe(
      200,
    )
    const query = 'query StoreConfig($marker: String) { storeConfig { store_code } }'
    const hit = await gql(query, { marker: 'us_et_marker' })
    expect(hit.status).toBe(503)
    expect(hit.message).toContain('Service unavailable')
    const other = await gql(query, { marker: 'someone else' })
    expect(other.status).toBe(200)
  })

  it("fails every operation with operationName '*', and is cleared by DELETE", async () => {
    await configure({ operationName: '*', ms: 0, fail: true })
    expect((await gql('query Anything { storeConfig { store_code } }', {})).status).toBe(503)
    await exports.default.fetch(new Request('http://commerce/latency', { method: 'DELETE' }))
    expect((await gql('query Anything { storeConfig { store_code } }', {})).status).toBe(200)
  })

  it('delays before failing, and refuses malformed rules', async () => {
    await configure({ operationName: 'Slow', ms: 200, fail: true })
    const started = Date.now()
    expect((await gql('query Slow { storeConfig { store_code } }', {})).status).toBe(503)
    expect(Date.now() - started).toBeGreaterThanOrEqual(190)
    expect((await configure({ operationName: 'X', ms: -1 })).status).toBe(400)
    expect((await configure({ operationName: 'X', ms: 10, fail: 'yes' })).status).toBe(400)
  })
})
