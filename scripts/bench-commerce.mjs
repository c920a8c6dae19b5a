#!/usr/bin/env node
/**
 * `npm run bench:commerce`: latency of the embedded commerce backend at two catalogue sizes.
 *
 * For 200 and 20,000 products it prepares a separate local D1 database (once; kept under .wrangler/bench-N),
 * runs the built commerce worker (dist/et_commerce, from `npm run build`) in Miniflare against it and times:
 * a category page query (24 items with aggregations), a search query and a cart mutation.
 * Target: the category query under 25 ms median at 20,000 products.
 * Usage: npm run bench:commerce [-- --sizes 200,20000 --runs 50]
 */
import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, writeFileSync } from 'node:fs'
import { Miniflare } from 'miniflare'

process.env.WRANGLER_SEND_METRICS = 'false'
process.env.CLOUDFLARE_CF_FETCH_ENABLED = 'false'

const args = process.argv.slice(2)
const option = (name, fallback) => {
  const index = args.indexOf(`--${name}`)
  return index >= 0 ? args[index + 1] : fallback
}
const SIZES = option('sizes', '200,20000').split(',').map(Number)
const RUNS = Number(option('runs', '50'))
const CONFIG = 'workers/commerce/wrangler.toml'
const DATABASE_ID = '00000000-0000-4000-8000-000000000001'
const SCRIPT = 'dist/et_commerce/index.js'

const CATEGORY_QUERY = `query Listing($uid: String!) {
  products(filter: { category_uid: { eq: $uid } }, pageSize: 24, currentPage: 1, sort: { price: ASC }) {
    total_count
    page_info { current_page total_pages }
    aggregations { attribute_code label count options { label value count } }
    items { __typename uid sku name url_key small_image { url } price_range { minimum_price { final_price { value currency } regular_price { value } } } stock_status }
  }
}`
const SEARCH_QUERY = `query Search($term: String!) {
  products(search: $term, pageSize: 24) { total_count items { uid sku name } aggregations { attribute_code count } }
}`
const ROOT_QUERY = '{ categories(filters: { url_path: { eq: "hair" } }) { items { uid } } }'

function run(command, commandArgs) {
  const result = spawnSync(command, commandArgs, { stdio: ['ignore', 'ignore', 'inherit'] })
  if (result.status !== 0) throw new Error(`${command} ${commandArgs.join(' ')} failed`)
}

function prepare(size) {
  const persist = `.wrangler/bench-${size}`
  if (existsSync(`${persist}/ready`)) return persist
  console.log(`preparing a ${size}-product database in ${persist} (once)…`)
  mkdirSync(persist, { recursive: true })
  run('npx', [
    '--no-install',
    'wrangler',
    'd1',
    'migrations',
    'apply',
    'et-commerce',
    '--local',
    '-c',
    CONFIG,
    '--persist-to',
    persist,
  ])
  run(process.execPath, ['scripts/seed-commerce.mjs', `${persist}/seed.sql`, '--products', String(size)])
  run('npx', [
    '--no-install',
    'wrangler',
    'd1',
    'execute',
    'et-commerce',
    '--local',
    '-c',
    CONFIG,
    '--persist-to',
    persist,
    '--file',
    `${persist}/seed.sql`,
    '--yes',
  ])
  writeFileSync(`${persist}/ready`, new Date().toISOString())
  return persist
}

async function measure(mf, body, headers = {}) {
  const samples = []
  for (let i = 0; i < RUNS + 5; i++) {
    const started = performance.now()
    const response = await mf.dispatchFetch('http://commerce/graphql', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Store: 'us_et', ...headers },
      body: typeof body === 'function' ? JSON.stringify(body(i)) : JSON.stringify(body),
    })
    const json = await response.json()
    if (json.errors) throw new Error(JSON.stringify(json.errors))
    // The first few runs warm the isolate and SQLite's page cache.
    if (i >= 5) samples.push(performance.now() - started)
  }
  samples.sort((a, b) => a - b)
  return {
    p50: samples[Math.floor(samples.length / 2)],
    p99: samples[Math.min(samples.length - 1, Math.floor(samples.length * 0.99))],
  }
}

async function bench(size) {
  const persist = prepare(size)
  const mf = new Miniflare({
    modules: true,
    scriptPath: SCRIPT,
    // The stable Miniflare's workerd knows dates up to mid-2026; nothing here needs a newer one.
    compatibilityDate: '2026-07-01',
    compatibilityFlags: ['nodejs_compat'],
    bindings: { MEDIA_BASE_URL: '/media/' },
    d1Databases: { DB: DATABASE_ID },
    d1Persist: `${persist}/v3/d1`,
  })
  try {
    const root = await mf.dispatchFetch('http://commerce/graphql', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Store: 'us_et' },
      body: JSON.stringify({ query: ROOT_QUERY }),
    })
    const uid = (await root.json()).data.categories.items[0].uid
    const category = await measure(mf, { query: CATEGORY_QUERY, variables: { uid } })
    const search = await measure(mf, { query: SEARCH_QUERY, variables: { term: 'shampoo' } })
    const cartAnswer = await mf.dispatchFetch('http://commerce/graphql', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Store: 'us_et' },
      body: JSON.stringify({ query: 'mutation { createEmptyCart }' }),
    })
    const cartId = (await cartAnswer.json()).data.createEmptyCart
    const cart = await measure(mf, {
      query:
        'mutation ($cartId: String!) { addProductsToCart(cartId: $cartId, cartItems: [{ sku: "ET-H00001", quantity: 1 }]) { cart { total_quantity prices { grand_total { value } } } user_errors { code } } }',
      variables: { cartId },
    })
    return { size, category, search, cart }
  } finally {
    await mf.dispose()
  }
}

if (!existsSync(SCRIPT)) {
  console.error(`${SCRIPT} is missing: run npm run build first`)
  process.exit(1)
}
const results = []
for (const size of SIZES) results.push(await bench(size))
console.log(`\ncommerce backend latency in Miniflare, ${RUNS} runs each (ms, p50 / p99)`)
console.log('products   category (24 + aggregations)   search            cart mutation')
for (const { size, category, search, cart } of results) {
  const cell = (value) => `${value.p50.toFixed(1)} / ${value.p99.toFixed(1)}`.padEnd(18)
  console.log(`${String(size).padEnd(10)} ${cell(category).padEnd(30)} ${cell(search)} ${cell(cart)}`)
}
const largest = results.at(-1)
if (largest)
  console.log(
    `\ntarget: category query < 25 ms median at ${largest.size} products → ${largest.category.p50 < 25 ? 'met' : 'NOT met'}`,
  )
