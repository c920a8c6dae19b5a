// The listing index tables of migration 0004: a plain category page reads precomputed counts, any other listing
// counts over its matched products; both must agree, also after an order sells a configurable variant out.
import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { at, gql } from './client.ts'

const HAIR = btoa('3')

type Aggregation = { attribute_code: string; options: { value: string; count: number }[] }

// price from 0 matches every product, but takes the listing off the precomputed path.
async function listing(extraFilter = '') {
  const body = await gql(`{ products(filter: { category_uid: { eq: "${HAIR}" } ${extraFilter} }, pageSize: 6,
    sort: { price: ASC }) { total_count items { sku } aggregations { attribute_code options { value count } } } }`)
  expect(body.errors).toBeUndefined()
  return {
    total: Number(at(body.data, 'products.total_count')),
    items: at(body.data, 'products.items'),
    aggregations: at(body.data, 'products.aggregations') as Aggregation[],
  }
}

const countOf = (aggregations: Aggregation[], code: string, value: number): number =>
  aggregations.find((a) => a.attribute_code === code)?.options.find((o) => o.value === String(value))?.count ?? 0

async function expectPathsAgree() {
  const [precomputed, counted] = await Promise.all([listing(), listing('price: { from: "0" }')])
  expect(precomputed).toEqual(counted)
  return precomputed
}

describe('catalogue index tables', () => {
  it('answers a category page from the precomputed counts as a counted listing would', async () => {
    const page = await expectPathsAgree()
    expect(page.total).toBeGreaterThan(0)
    expect(page.aggregations.map((a) => a.attribute_code)).toEqual(['price', 'category_uid', 'color', 'size', 'brand'])
  })

  it('keeps counts and filters current when a variant sells out and comes back', async () => {
    // A hair configurable whose only source of some colour is its in-stock variants of that colour.
    const pick = await env.DB.prepare(
      `SELECT l.parent_id, c.color, json_group_array(c.product_id) AS children FROM configurable_link l
      JOIN product c ON c.product_id = l.child_id JOIN category_product cp ON cp.product_id = l.parent_id
      AND cp.category_id = 3 WHERE c.color IS NOT NULL GROUP BY l.parent_id, c.color HAVING MIN(c.in_stock) = 1 LIMIT 1`,
    ).first<{ parent_id: number; color: number; children: string }>()
    expect(pick).not.toBeNull()
    if (!pick) return
    const colorFilter = `color: { eq: "${pick.color}" }`
    const before = await expectPathsAgree()
    const filteredBefore = (await listing(colorFilter)).total

    const setStock = (inStock: number) =>
      env.DB.prepare('UPDATE product SET in_stock = ? WHERE product_id IN (SELECT value FROM json_each(?))')
        .bind(inStock, pick.children)
        .run()
    await setStock(0)
    const after = await expectPathsAgree()
    expect(countOf(after.aggregations, 'color', pick.color)).toBe(countOf(before.aggregations, 'color', pick.color) - 1)
    expect((await listing(colorFilter)).total).toBe(filteredBefore - 1)

    await setStock(1)
    expect(await expectPathsAgree()).toEqual(before)
    expect((await listing(colorFilter)).total).toBe(filteredBefore)
  })
})
