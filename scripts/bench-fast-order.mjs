#!/usr/bin/env node
/**
 * The fast order at scale (issue 10), against what `npm start` serves: a fresh business customer orders a
 * 2,000-row CSV through the same JSON endpoints the page uses — one lookup request (the server asks the backend
 * once per 100 SKUs), then batches of 100 lines, one after another as the page sends them. Prints the lookup time,
 * the time until the whole order is in the cart, the backend calls per request (from Server-Timing) and the cart's
 * final quantity. Part of `npm run bench`; alone: `node scripts/bench-fast-order.mjs [--url …] [--rows 2000]`.
 * The catalogue must hold enough orderable SKUs for distinct lines (`npm run db:prepare -- --products 20000`);
 * with fewer, the rest of the file repeats SKUs (merged into one line each, as the page does).
 */
const ROWS_DEFAULT = 2000
const BATCH = 100
const IN_FLIGHT = 2

async function graphql(base, query, variables = {}, headers = {}) {
  const response = await fetch(`${base}/_dev/commerce/graphql`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Store: 'us_et', ...headers },
    body: JSON.stringify({ query, variables }),
  })
  const body = await response.json()
  if (body.errors?.length) throw new Error(`GraphQL: ${JSON.stringify(body.errors)}`)
  return body.data
}

/** Orderable SKUs of the catalogue: in-stock simple/virtual products and the variants of non-training configurables. */
async function orderableSkus(base, wanted) {
  const skus = []
  for (let page = 1; skus.length < wanted; page++) {
    const data = await graphql(
      base,
      `
        query ($page: Int!) {
          products(filter: { price: { from: "0" } }, pageSize: 200, currentPage: $page) {
            total_count
            items {
              __typename
              sku
              stock_status
              is_training
              only_x_left_in_stock
              ... on CustomizableProductInterface {
                options {
                  required
                }
              }
              ... on ConfigurableProduct {
                variants {
                  product {
                    sku
                    stock_status
                    only_x_left_in_stock
                  }
                }
              }
            }
          }
        }
      `,
      { page },
    )
    const items = data.products.items
    for (const item of items) {
      if (item.is_training || item.stock_status !== 'IN_STOCK') continue
      if (item.__typename === 'ConfigurableProduct') {
        for (const variant of item.variants ?? []) {
          if (variant.product?.stock_status === 'IN_STOCK' && variant.product.only_x_left_in_stock == null)
            skus.push(variant.product.sku)
        }
      } else if (
        ['SimpleProduct', 'VirtualProduct'].includes(item.__typename) &&
        !(item.options ?? []).some((o) => o?.required) &&
        item.only_x_left_in_stock == null
      ) {
        skus.push(item.sku)
      }
    }
    if (page * 200 >= data.products.total_count) break
  }
  return skus.slice(0, wanted)
}

function backendCalls(headers, durations = {}) {
  const timing = headers.get('server-timing') ?? ''
  const counts = {}
  for (const entry of timing.split(',')) {
    // Only the commerce calls (`commerce-N;dur=…;desc="Operation"`), not cache or other entries.
    if (!entry.trim().startsWith('commerce')) continue
    const name = /desc="?([A-Za-z]+)/.exec(entry)?.[1]
    if (!name) continue
    counts[name] = (counts[name] ?? 0) + 1
    durations[name] = (durations[name] ?? 0) + Number(/dur=([\d.]+)/.exec(entry)?.[1] ?? 0)
  }
  return counts
}

export async function benchFastOrder(base, rows = ROWS_DEFAULT) {
  const email = `bench-${Date.now()}-${Math.random().toString(36).slice(2)}@example.com`
  const password = 'Bench2024!'
  await graphql(
    base,
    'mutation ($input: CustomerCreateInput!) { createCustomerV2(input: $input) { customer { is_b2b } } }',
    {
      input: {
        email,
        password,
        firstname: 'Bench',
        lastname: 'Salon',
        b2b_company: {
          company_name: 'Bench Salon',
          vat_id: 'NL123456789B01',
          chamber_of_commerce: '12345678',
          street: 'Kerkstraat',
          house_number: '1',
          postcode: '1017 GC',
        },
      },
    },
  )
  const { generateCustomerToken } = await graphql(
    base,
    'mutation ($e: String!, $p: String!) { generateCustomerToken(email: $e, password: $p) { token } }',
    { e: email, p: password },
  )
  const cookie = `vsf-customer=${generateCustomerToken.token}`
  const post = (path, body) =>
    fetch(`${base}/us_et/customer/fast-order/${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Cookie: cookie },
      body: JSON.stringify(body),
    })

  const distinct = await orderableSkus(base, rows)
  const fileSkus = Array.from({ length: rows }, (_, index) => distinct[index % distinct.length])
  const unique = [...new Set(fileSkus)]

  const started = performance.now()
  const lookup = await post('lookup', { skus: unique })
  const looked = await lookup.json()
  const lookupMs = performance.now() - started
  if (!lookup.ok) throw new Error(`lookup: ${lookup.status} ${JSON.stringify(looked)}`)
  const lookupCalls = backendCalls(lookup.headers)
  const quantities = new Map()
  for (const sku of fileSkus) quantities.set(sku, (quantities.get(sku) ?? 0) + 1)
  const lines = unique.map((sku, index) => {
    const product = looked.products[sku.toUpperCase()]
    return {
      sku: product?.sku ?? sku,
      parentSku: product?.parentSku ?? null,
      quantity: quantities.get(sku),
      before: 0,
      lines: [index + 2],
    }
  })

  const batchMs = []
  let added = 0
  let addCalls = {}
  const addDurations = {}
  const addStarted = performance.now()
  // As the page does: two batches in flight, each a different set of SKUs.
  let next = 0
  await Promise.all(
    Array.from({ length: IN_FLIGHT }, async () => {
      while (next < lines.length) {
        const slice = lines.slice(next, next + BATCH)
        next += BATCH
        const batchStarted = performance.now()
        const response = await post('add', { lines: slice })
        const answer = await response.json()
        if (!response.ok) throw new Error(`add: ${response.status} ${JSON.stringify(answer)}`)
        batchMs.push(performance.now() - batchStarted)
        added += answer.outcomes.filter((outcome) => outcome.added).length
        addCalls = backendCalls(response.headers, addDurations)
      }
    }),
  )
  const addMs = performance.now() - addStarted
  const { customerCart } = await graphql(
    base,
    '{ customerCart { total_quantity } }',
    {},
    { Authorization: `Bearer ${generateCustomerToken.token}` },
  )
  batchMs.sort((a, b) => a - b)
  return {
    rows,
    lines: lines.length,
    lookupMs,
    lookupCalls,
    addMs,
    batches: batchMs.length,
    batchP50: batchMs[Math.floor(batchMs.length / 2)],
    batchMax: batchMs.at(-1),
    addCalls,
    addDurations,
    added,
    totalQuantity: customerCart.total_quantity,
    totalMs: lookupMs + addMs,
  }
}

export function printFastOrder(result) {
  const calls = (counts) =>
    Object.entries(counts)
      .map(([name, n]) => `${n}× ${name}`)
      .join(', ')
  console.log(`\nfast order: ${result.rows} CSV rows → ${result.lines} distinct lines`)
  console.log(`  lookup (one request): ${result.lookupMs.toFixed(0)} ms; backend calls: ${calls(result.lookupCalls)}`)
  console.log(
    `  adding ${result.batches} batches of ≤100: ${result.addMs.toFixed(0)} ms (batch p50 ${result.batchP50.toFixed(0)} ms, max ${result.batchMax.toFixed(0)} ms); per batch: ${calls(result.addCalls)}`,
  )
  console.log(
    `  backend time summed over the batches: ${Object.entries(result.addDurations)
      .map(([name, ms]) => `${name} ${(ms / 1000).toFixed(1)} s`)
      .join(', ')}`,
  )
  console.log(
    `  ${result.added} lines added, cart quantity ${result.totalQuantity}; whole order ${(result.totalMs / 1000).toFixed(1)} s (target < 15 s)`,
  )
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const args = process.argv.slice(2)
  const option = (name, fallback) => (args.includes(`--${name}`) ? args[args.indexOf(`--${name}`) + 1] : fallback)
  benchFastOrder(
    option('url', process.env.BENCH_URL ?? `http://localhost:${process.env.PORT ?? 8787}`),
    Number(option('rows', ROWS_DEFAULT)),
  )
    .then(printFastOrder)
    .catch((error) => {
      console.error(error)
      process.exit(1)
    })
}
