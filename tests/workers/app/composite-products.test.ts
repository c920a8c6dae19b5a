import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { call, commerce, guestCartWith } from './worker'

const Bundle = z.object({
  products: z.object({
    items: z.array(
      z.object({
        items: z.array(
          z.object({
            options: z.array(
              z.object({
                label: z.string(),
                is_default: z.boolean(),
                price: z.number(),
                quantity: z.number(),
                product: z.object({ stock_status: z.string() }),
              }),
            ),
          }),
        ),
      }),
    ),
  }),
})

describe("a bundle's page", () => {
  it('names each part’s price and the price of the parts chosen to begin with, as the page comes without JavaScript', async () => {
    const { products } = Bundle.parse(
      await commerce(
        '{ products(filter: { sku: { eq: "ET-F00015" } }) { items { ... on BundleProduct { items { options { label is_default price quantity product { stock_status } } } } } } }',
      ),
    )
    const options = products.items[0]?.items.flatMap((item) => item.options) ?? []
    const defaults = options.filter((option) => option.is_default && option.product.stock_status === 'IN_STOCK')
    expect(defaults.length).toBeGreaterThan(0)
    const expected = defaults.reduce((sum, option) => sum + Math.round(option.price * 100) * option.quantity, 0) / 100

    const html = await (await call('/us_et/p/ET-F00015')).text()
    expect(html).toContain(`Price of your selection: <b>€${expected.toFixed(2)}</b> excl. VAT`)
    for (const option of options) expect(html).toContain(`€${option.price.toFixed(2)}</span>`)
    // The parts are chosen in the add form, with their prices: no second, read-only list of them.
    expect(html).not.toContain('Bundle options')
  })
})

describe("a grouped product's page when the set is sold out", () => {
  it('offers no quantities to fill in, as it offers no Add to cart', async () => {
    const { products } = z
      .object({
        products: z.object({
          items: z.array(z.object({ __typename: z.string(), sku: z.string(), stock_status: z.string() })),
        }),
      })
      .parse(
        await commerce(
          '{ products(filter: { name: { match: "routine" } }, pageSize: 200) { items { __typename sku stock_status } } }',
        ),
      )
    const grouped = products.items.filter((item) => item.__typename === 'GroupedProduct')
    const soldOut = grouped.find((item) => item.stock_status === 'OUT_OF_STOCK')
    const inStock = grouped.find((item) => item.stock_status === 'IN_STOCK')
    if (!soldOut || !inStock) throw new Error('the catalogue has no sold-out and in-stock grouped products')
    const page = async (sku: string) => (await call(`/us_et/p/${sku}`)).text()
    expect(await page(inStock.sku)).toMatch(/name="grouped\[0\]\.quantity"/)
    const html = await page(soldOut.sku)
    expect(html).toContain('This product is not in stock')
    expect(html).not.toMatch(/name="grouped\[\d+\]\.quantity"/)
    // Its products are still shown, once, without quantities; a set in stock lists them once, in its add form.
    expect(html.match(/>In this set</g)).toHaveLength(1)
    expect((await page(inStock.sku)).match(/>In this set</g)).toHaveLength(1)
  })
})

describe('a cart line', () => {
  it('reads its price and its credits apart ("Price €x, Credits: n"), not run together', async () => {
    const cartId = await guestCartWith('ET-H00001')
    const html = await (await call('/us_et/cart', { headers: { Cookie: `vsf-cart=${cartId}` } })).text()
    expect(html).toMatch(/<span class="sr-only">,<\/span><span class="ml-3 text-xs text-stone-600">Credits: /)
  })
})
