#!/usr/bin/env node
/**
 * `npm run bench:graphql`: the embedded commerce backend's per-request cost as the storefront pays it, through the
 * dev endpoint of a running `npm start` (`DEV_ENDPOINTS=1`): serial p50 and p90 of `{ __typename }` (the fixed cost),
 * the storefront's cart badge read (CartTotalQty) and its full cart read (GuestCart) of a one-item guest cart, beside
 * `/robots.txt` (the same worker answering without the backend). Not a goal check: figures for before/after.
 *
 * Usage: npm run bench:graphql [-- --url http://localhost:8787 --requests 200]
 */
import { readFileSync } from 'node:fs'

const args = process.argv.slice(2)
const option = (name, fallback) => {
  const index = args.indexOf(`--${name}`)
  return index >= 0 ? args[index + 1] : fallback
}
const BASE = option('url', process.env.BENCH_URL ?? `http://localhost:${process.env.PORT ?? 8787}`)
const REQUESTS = Number(option('requests', '200'))

/** An operation of graphql/operations/*.graphql with the fragments it spreads (transitively). */
function operation(file, name) {
  const source = readFileSync(new URL(`../graphql/operations/${file}`, import.meta.url), 'utf8')
  const definitions = source.split(/\n(?=(?:query|mutation|fragment) )/).map((text) => text.trim())
  const byName = new Map(definitions.map((text) => [text.match(/^\w+ (\w+)/)?.[1], text]))
  const wanted = new Set([name])
  const queue = [name]
  while (queue.length) {
    const text = byName.get(queue.pop())
    if (!text) continue
    for (const [, spread] of text.matchAll(/\.\.\.(\w+)/g)) {
      if (!wanted.has(spread) && byName.has(spread)) {
        wanted.add(spread)
        queue.push(spread)
      }
    }
  }
  return [...wanted]
    .map((key) => byName.get(key))
    .filter(Boolean)
    .join('\n\n')
}

async function gql(query, variables) {
  const started = performance.now()
  const response = await fetch(`${BASE}/_dev/commerce/graphql`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Store: 'us_et' },
    body: JSON.stringify({ query, variables }),
  })
  const body = await response.json()
  if (body.errors) throw new Error(`${JSON.stringify(body.errors[0])}`)
  return { ms: performance.now() - started, body }
}

async function serial(label, run) {
  for (let i = 0; i < 20; i++) await run()
  const samples = []
  for (let i = 0; i < REQUESTS; i++) {
    const started = performance.now()
    await run()
    samples.push(performance.now() - started)
  }
  samples.sort((a, b) => a - b)
  const pick = (q) => samples[Math.min(samples.length - 1, Math.floor(q * samples.length))]
  console.log(
    `${label.padEnd(34)} p50 ${pick(0.5).toFixed(1).padStart(6)} ms   p90 ${pick(0.9).toFixed(1).padStart(6)} ms`,
  )
}

async function main() {
  const cartId = (await gql('mutation { createEmptyCart }')).body.data.createEmptyCart
  await gql(
    'mutation ($cartId: String!) { addProductsToCart(cartId: $cartId, cartItems: [{ sku: "ET-H00001", quantity: 1 }]) { cart { total_quantity } } }',
    { cartId },
  )
  console.log(`commerce backend through ${BASE}/_dev/commerce/graphql, ${REQUESTS} serial requests each\n`)
  await serial('/robots.txt (no backend)', async () => {
    await (await fetch(`${BASE}/robots.txt`)).arrayBuffer()
  })
  await serial('{ __typename }', () => gql('{ __typename }'))
  await serial('{ storeConfig { store_code } }', () => gql('{ storeConfig { store_code } }'))
  // The layout's badge read (absent before the layout read only the count).
  const count = operation('cart.graphql', 'CartTotalQty')
  if (count) await serial('CartTotalQty (badge)', () => gql(count, { cartId }))
  await serial('GuestCart (full cart)', () => gql(operation('cart.graphql', 'GuestCart'), { cartId }))
}

await main()
