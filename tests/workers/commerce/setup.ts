// Migrates and seeds the test database once per storage; the seed replaces all rows, so it is safe to re-run.
import { applyD1Migrations } from 'cloudflare:test'
import { env } from 'cloudflare:workers'
import { z } from 'zod'
import { seedStatements, SEED_VERSION } from '../../../workers/commerce/seed/index.ts'

export const TEST_PRODUCTS = 240

const MigrationsSchema = z.array(z.object({ name: z.string(), queries: z.array(z.string()) }))

await applyD1Migrations(env.DB, MigrationsSchema.parse(Reflect.get(env, 'TEST_MIGRATIONS')))
const seeded = await env.DB.prepare("SELECT value FROM meta WHERE key = 'seed_version'").first<{ value: string }>()
if (seeded?.value !== `${SEED_VERSION}-${TEST_PRODUCTS}`) {
  const statements = await seedStatements({ products: TEST_PRODUCTS })
  await env.DB.batch(statements.map((sql) => env.DB.prepare(sql)))
}
