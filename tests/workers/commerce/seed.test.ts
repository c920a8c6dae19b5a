import { env } from 'cloudflare:workers'
import { expect, it } from 'vitest'

it('seeds every product type and the demo customers', async () => {
  const types = await env.DB.prepare('SELECT DISTINCT type_id FROM product ORDER BY type_id').all<{ type_id: string }>()
  expect(types.results.map((row) => row.type_id)).toEqual(['bundle', 'configurable', 'downloadable', 'grouped', 'simple', 'virtual'])
  const customers = await env.DB.prepare('SELECT email FROM customer ORDER BY email').all<{ email: string }>()
  expect(customers.results.map((row) => row.email)).toEqual(['b2b@example.com', 'customer@example.com', 'loyal@example.com'])
  const unpriced = await env.DB.prepare('SELECT COUNT(*) AS n FROM product WHERE visibility = 4 AND index_price <= 0').first<{ n: number }>()
  expect(unpriced?.n).toBe(0)
})
