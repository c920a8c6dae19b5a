// Writes the commerce seed as SQL for `wrangler d1 execute --file`.
// Usage: node scripts/seed-commerce.mjs .wrangler/seed-commerce.sql [--products 20000]
// Node 24 strips the TypeScript types of the seed modules on import.
import { mkdirSync, writeFileSync } from 'node:fs'
import { dirname } from 'node:path'
import { parseArgs } from 'node:util'
import { seedStatements } from '../workers/commerce/seed/index.ts'

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: { products: { type: 'string', default: '240' } },
})
const output = positionals[0] ?? '.wrangler/seed-commerce.sql'
const products = Number(values.products)
if (!Number.isInteger(products) || products < 1) {
  console.error('--products must be a positive integer')
  process.exit(1)
}
const started = performance.now()
const statements = await seedStatements({ products })
mkdirSync(dirname(output), { recursive: true })
writeFileSync(output, `${statements.join('\n')}\n`)
console.log(
  `seed: ${statements.length} statements for ${products} products written to ${output} in ${Math.round(performance.now() - started)} ms`,
)
