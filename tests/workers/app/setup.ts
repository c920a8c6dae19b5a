// Migrates and seeds the commerce backend's database through the runner's own binding to it (same D1 id), once per
// storage; the seed replaces all rows, so it is safe to re-run.
import { applyD1Migrations } from 'cloudflare:test'
import { env } from 'cloudflare:workers'
import { z } from 'zod'
import { seedStatements, SEED_VERSION } from '../../../workers/commerce/seed/index.ts'

const TEST_PRODUCTS = 240
const MigrationsSchema = z.array(z.object({ name: z.string(), queries: z.array(z.string()) }))
const db = commerceDatabase(Reflect.get(env, 'COMMERCE_DB'))

/** COMMERCE_DB exists only in this test project (vitest.config.ts), so it is not part of the storefront's Env. */
function commerceDatabase(binding: unknown): D1Database {
  if (typeof binding !== 'object' || binding === null || !('prepare' in binding) || !('batch' in binding)) {
    throw new Error('the workers-app project binds COMMERCE_DB to the commerce database')
  }
  return binding as D1Database
}

await applyD1Migrations(db, MigrationsSchema.parse(Reflect.get(env, 'TEST_MIGRATIONS')))
const seeded = await db.prepare("SELECT value FROM meta WHERE key = 'seed_version'").first<{ value: string }>()
if (seeded?.value !== `${SEED_VERSION}-${TEST_PRODUCTS}`) {
  const statements = await seedStatements({ products: TEST_PRODUCTS })
  await db.batch(statements.map((sql) => db.prepare(sql)))
}
