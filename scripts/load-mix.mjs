#!/usr/bin/env node
/**
 * `npm run load`: a bounded soak of a running `npm start` on loopback — N connections for S seconds over a mix of
 * pages in all four stores (home, categories, products, search, content) — that fails when any request errors or
 * answers 5xx. It proves the shop stays up under load; `npm run bench` is the one that measures speed.
 *
 * Usage: npm run load [-- --url http://localhost:8787 --seconds 60 --connections 64]
 */
const args = process.argv.slice(2)
const option = (name, fallback) => {
  const index = args.indexOf(`--${name}`)
  return index >= 0 ? args[index + 1] : fallback
}
const BASE = option('url', process.env.BENCH_URL ?? `http://localhost:${process.env.PORT ?? 8787}`)
const SECONDS = Math.min(Number(option('seconds', '60')), 600)
const CONNECTIONS = Math.min(Number(option('connections', '64')), 256)
const UA = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36'

if (!/^http:\/\/(localhost|127\.\d+\.\d+\.\d+|\[::1\])(:\d+)?$/.test(BASE)) {
  console.error(`load: only a server on this machine's loopback is a target, not ${BASE}`)
  process.exit(2)
}

const PATHS = [
  '',
  '/hair.html',
  '/hair/shampoo.html',
  '/body.html',
  '/face.html',
  '/p/ET-H00034',
  '/p/ET-B00017',
  '/hydrating-lavender-hair-mask.html',
  '/search?term=shampoo',
  '/search?term=oil&sort=price_ASC',
  '/Faq',
  '/AboutUs',
]
const STORES = ['us_et', 'de_et', 'fr_et', 'nl_et']
const MIX = STORES.flatMap((store) => PATHS.map((path) => `/${store}${path}`))

const statuses = new Map()
let errors = 0
let requests = 0
const deadline = Date.now() + SECONDS * 1000

await Promise.all(
  Array.from({ length: CONNECTIONS }, async (_, worker) => {
    for (let i = worker; Date.now() < deadline; i += CONNECTIONS) {
      const path = MIX[i % MIX.length]
      try {
        const response = await fetch(`${BASE}${path}`, { headers: { 'User-Agent': UA }, redirect: 'manual' })
        await response.arrayBuffer()
        statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1)
        if (response.status >= 500) console.error(`${response.status} ${path}`)
      } catch (error) {
        errors++
        console.error(`error ${path}: ${error instanceof Error ? error.message : String(error)}`)
      }
      requests++
    }
  }),
)

const fiveHundreds = [...statuses].filter(([status]) => status >= 500).reduce((sum, [, count]) => sum + count, 0)
console.log(
  `load: ${requests} requests in ${SECONDS} s over ${CONNECTIONS} connections (${(requests / SECONDS).toFixed(1)} req/s)`,
)
console.log(`load: statuses ${JSON.stringify(Object.fromEntries(statuses))}, ${errors} errors, ${fiveHundreds} × 5xx`)
process.exit(errors === 0 && fiveHundreds === 0 ? 0 : 1)
