#!/usr/bin/env node
/**
 * `npm run bench`: the storefront's performance figures, measured on loopback against what `npm start` serves.
 *
 * - requests/s and p50/p99 latency for home, a category page, a product page and a search (warm cache), beside a
 *   bare worker (Miniflare) answering the same HTML bytes: the platform's own limit on this machine;
 * - whether layout data is served without upstream calls when warm (from Server-Timing);
 * - time to first byte of a product page with its related products delayed by 1 s against undelayed;
 * - the cart mutation round trip and the checkout pages' latency where they exist;
 * - initial JavaScript per route, gzipped, from the build's manifest;
 * - the fast order of a 2,000-row CSV by a business customer (scripts/bench-fast-order.mjs).
 *
 * Usage: npm run bench [-- --url http://localhost:8787 --seconds 5 --concurrency 8]
 * The server must be running (`npm start`); the script starts nothing but the bare comparison worker.
 */
import { gzipSync } from 'node:zlib'
import { existsSync, readFileSync, readdirSync } from 'node:fs'
import { Miniflare } from 'miniflare'
import { benchFastOrder, printFastOrder } from './bench-fast-order.mjs'

const args = process.argv.slice(2)
const option = (name, fallback) => {
  const index = args.indexOf(`--${name}`)
  return index >= 0 ? args[index + 1] : fallback
}
const BASE = option('url', process.env.BENCH_URL ?? 'http://localhost:8787')
const SECONDS = Number(option('seconds', '5'))
const CONCURRENCY = Number(option('concurrency', '8'))
const UA = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36'

const PAGES = {
  home: '/us_et',
  category: '/us_et/hair.html',
  product: '/us_et/p/ET-H00034',
  search: '/us_et/search?term=shampoo',
}

async function timed(url, init = {}) {
  const started = performance.now()
  const response = await fetch(url, { ...init, headers: { 'User-Agent': UA, ...(init.headers ?? {}) } })
  const reader = response.body.getReader()
  const first = await reader.read()
  const ttfb = performance.now() - started
  let bytes = first.value?.length ?? 0
  for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) bytes += chunk.value.length
  return { status: response.status, ttfb, total: performance.now() - started, bytes, headers: response.headers }
}

async function load(url, seconds = SECONDS, concurrency = CONCURRENCY) {
  const latencies = []
  let errors = 0
  const deadline = performance.now() + seconds * 1000
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (performance.now() < deadline) {
        try {
          const result = await timed(url)
          if (result.status >= 400) errors++
          latencies.push(result.total)
        } catch {
          errors++
        }
      }
    }),
  )
  latencies.sort((a, b) => a - b)
  const pick = (q) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? NaN
  return { rps: latencies.length / seconds, p50: pick(0.5), p99: pick(0.99), requests: latencies.length, errors }
}

async function bareWorker(html) {
  const mf = new Miniflare({
    modules: true,
    // The stable Miniflare's workerd knows dates up to mid-2026; nothing here needs a newer one.
    compatibilityDate: '2026-07-01',
    script: `const html = ${JSON.stringify(html)};
export default { fetch() { return new Response(html, { headers: { 'Content-Type': 'text/html; charset=utf-8' } }) } }`,
    port: 0,
  })
  const url = await mf.ready
  return { url: url.toString().replace(/\/$/, ''), dispose: () => mf.dispose() }
}

async function setLatency(operationName, ms) {
  await fetch(`${BASE}/_dev/commerce/latency`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ operationName, ms }),
  })
}

function row(name, result, bare) {
  const ratio = bare ? (result.rps / bare.rps).toFixed(2) : '—'
  return `${name.padEnd(18)} ${result.rps.toFixed(0).padStart(7)} ${result.p50.toFixed(1).padStart(8)} ${result.p99.toFixed(1).padStart(8)} ${String(result.errors).padStart(6)} ${ratio.padStart(8)}`
}

/** Initial JavaScript of a page: React Router's manifest lists each route's module and its imports. */
function routeBundles() {
  const dir = 'build/client/assets'
  if (!existsSync(dir)) return []
  const file = readdirSync(dir).find((name) => /^manifest-.*\.js$/.test(name))
  if (!file) return []
  const source = readFileSync(`${dir}/${file}`, 'utf8')
  const manifest = JSON.parse(source.slice(source.indexOf('=') + 1).replace(/;\s*$/, ''))
  const sizeOf = (path) => gzipSync(readFileSync(`build/client${path}`)).length
  const filesOf = (entry) => (entry ? [entry.module, ...(entry.imports ?? [])] : [])
  const routes = {
    home: 'home',
    category: 'routes/catch-all',
    product: 'routes/product',
    search: 'routes/search',
    cart: 'routes/cart',
    checkout: 'routes/checkout.shipping',
  }
  return Object.entries(routes).flatMap(([name, id]) => {
    const route = manifest.routes[id]
    if (!route) return []
    const chain = [manifest.entry, manifest.routes.root, manifest.routes['routes/locale'], route]
    if (id.startsWith('routes/checkout.')) chain.push(manifest.routes['routes/checkout'])
    const files = new Set(chain.flatMap(filesOf))
    const bytes = [...files].reduce((sum, path) => sum + sizeOf(path), 0)
    return [{ name, kb: bytes / 1024 }]
  })
}

async function main() {
  console.log(`bench against ${BASE}: ${SECONDS}s per target, ${CONCURRENCY} concurrent connections\n`)
  // Warm every page (and the KV cache) first.
  for (const path of Object.values(PAGES)) for (let i = 0; i < 3; i++) await timed(`${BASE}${path}`)

  const layoutCheck = await timed(`${BASE}${PAGES.home}`)
  const timing = layoutCheck.headers.get('server-timing') ?? ''
  const upstreamLayout = timing
    .split(',')
    .filter((entry) => /desc="(StoreConfig|CategoryTree|story (topbar|mainmenu|footer))/.test(entry))
  console.log(
    `layout data when warm: ${upstreamLayout.length} upstream calls${upstreamLayout.length ? ` (${upstreamLayout.join(', ')})` : ''}`,
  )

  const homeHtml = await (await fetch(`${BASE}${PAGES.home}`, { headers: { 'User-Agent': UA } })).text()
  const bare = await bareWorker(homeHtml)
  try {
    console.log('\ntarget                 req/s  p50 ms   p99 ms errors vs bare')
    const bareResult = await load(bare.url)
    console.log(row('bare worker', bareResult))
    for (const [name, path] of Object.entries(PAGES)) console.log(row(name, await load(`${BASE}${path}`), bareResult))
  } finally {
    await bare.dispose()
  }

  // Streaming: delaying the deferred related products must not delay the first byte.
  const ttfb = async () => {
    const samples = []
    for (let i = 0; i < 10; i++) samples.push((await timed(`${BASE}${PAGES.product}`)).ttfb)
    samples.sort((a, b) => a - b)
    return samples[5]
  }
  const plain = await ttfb()
  await setLatency('ProductRelated', 1000)
  let delayed
  try {
    delayed = await ttfb()
  } finally {
    await setLatency('ProductRelated', 0)
  }
  console.log(
    `\nproduct page TTFB (median of 10): ${plain.toFixed(1)} ms; with related products delayed 1 s: ${delayed.toFixed(1)} ms (${(((delayed - plain) / plain) * 100).toFixed(1)} %)`,
  )

  // The cart mutation round trip, through the storefront's pass-through to the commerce backend.
  const gql = async (query, variables) => {
    const started = performance.now()
    const response = await fetch(`${BASE}/_dev/commerce/graphql`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Store: 'us_et' },
      body: JSON.stringify({ query, variables }),
    })
    const body = await response.json()
    return { ms: performance.now() - started, body }
  }
  const cart = (await gql('mutation { createEmptyCart }')).body.data.createEmptyCart
  const mutations = []
  for (let i = 0; i < 30; i++) {
    const result = await gql(
      'mutation ($cartId: String!) { addProductsToCart(cartId: $cartId, cartItems: [{ sku: "ET-H00001", quantity: 1 }]) { cart { total_quantity } } }',
      { cartId: cart },
    )
    mutations.push(result.ms)
  }
  mutations.sort((a, b) => a - b)
  console.log(
    `cart mutation (addProductsToCart) round trip: p50 ${mutations[15].toFixed(1)} ms, p99 ${mutations[29].toFixed(1)} ms`,
  )
  for (const path of ['/us_et/cart', '/us_et/checkout/user-account']) {
    const probe = await timed(`${BASE}${path}`, { headers: { Cookie: `vsf-cart=${cart}` }, redirect: 'manual' })
    if (probe.status >= 400) continue
    const samples = []
    for (let i = 0; i < 20; i++)
      samples.push(
        (await timed(`${BASE}${path}`, { headers: { Cookie: `vsf-cart=${cart}` }, redirect: 'manual' })).total,
      )
    samples.sort((a, b) => a - b)
    console.log(`${path}: p50 ${samples[10].toFixed(1)} ms, p99 ${samples[19].toFixed(1)} ms`)
  }

  printFastOrder(await benchFastOrder(BASE))

  const bundles = routeBundles()
  if (bundles.length) {
    console.log('\ninitial JavaScript per route (gzipped, entry + root + route and their imports):')
    for (const bundle of bundles) console.log(`  ${bundle.name.padEnd(10)} ${bundle.kb.toFixed(1)} KB`)
  }
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})
