#!/usr/bin/env node
/**
 * Prepares the embedded commerce backend's local D1 database: applies the SQL migrations, then loads the
 * deterministic seed unless this exact seed is already there. Safe to run before every start.
 * Options: --products N (a larger catalogue, e.g. 20000), --force (reseed).
 */
import { spawnSync } from 'node:child_process'
import { mkdirSync } from 'node:fs'
import { createHash } from 'node:crypto'
import { readFileSync, readdirSync } from 'node:fs'

process.env.WRANGLER_SEND_METRICS = 'false'
process.env.CLOUDFLARE_CF_FETCH_ENABLED = 'false'

const args = process.argv.slice(2)
const productsIndex = args.indexOf('--products')
const products = productsIndex >= 0 ? Number(args[productsIndex + 1]) : 240
const force = args.includes('--force')
if (!Number.isInteger(products) || products < 1) {
  console.error('--products needs a positive whole number')
  process.exit(2)
}

const DB = 'et-commerce'
const CONFIG = 'workers/commerce/wrangler.toml'
const PERSIST = '.wrangler/state'
const SEED_FILE = '.wrangler/seed-commerce.sql'

function wrangler(args, { capture = false } = {}) {
  const result = spawnSync('npx', ['--no-install', 'wrangler', ...args], {
    stdio: capture ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    encoding: 'utf8',
  })
  if (result.status !== 0 && !capture) process.exit(result.status ?? 1)
  return result
}

wrangler(['d1', 'migrations', 'apply', DB, '--local', '-c', CONFIG, '--persist-to', PERSIST])

// The seed's identity: its generator's source and the options, so a changed generator reseeds.
const seedSources = readdirSync('workers/commerce/seed', { recursive: true })
  .filter((file) => String(file).endsWith('.ts'))
  .sort()
  .map((file) => readFileSync(`workers/commerce/seed/${file}`, 'utf8'))
const seedVersion = createHash('sha256')
  .update(seedSources.join('\n'))
  .update(`products=${products}`)
  .digest('hex')
  .slice(0, 16)

const current = wrangler(
  [
    'd1',
    'execute',
    DB,
    '--local',
    '-c',
    CONFIG,
    '--persist-to',
    PERSIST,
    '--json',
    '--command',
    "SELECT value FROM meta WHERE key = 'prepared_seed'",
  ],
  { capture: true },
)
const already = current.status === 0 && current.stdout.includes(`"${seedVersion}"`)
if (already && !force) {
  console.log(`commerce database: seed ${seedVersion} already loaded`)
  process.exit(0)
}

mkdirSync('.wrangler', { recursive: true })
const generate = spawnSync(process.execPath, ['scripts/seed-commerce.mjs', SEED_FILE, '--products', String(products)], {
  stdio: 'inherit',
})
if (generate.status !== 0) process.exit(generate.status ?? 1)
wrangler(['d1', 'execute', DB, '--local', '-c', CONFIG, '--persist-to', PERSIST, '--file', SEED_FILE, '--yes'])
wrangler([
  'd1',
  'execute',
  DB,
  '--local',
  '-c',
  CONFIG,
  '--persist-to',
  PERSIST,
  '--command',
  `INSERT OR REPLACE INTO meta (key, value) VALUES ('prepared_seed', '${seedVersion}')`,
])
console.log(`commerce database: seed ${seedVersion} loaded (${products} products)`)
