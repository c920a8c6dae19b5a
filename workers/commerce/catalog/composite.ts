// Bundle, grouped and downloadable product fields.
import { mediaUrl } from '../graphql/context.ts'
import type { TypeResolvers } from '../graphql/resolver-types.ts'
import { encodeUid } from '../graphql/uid.ts'
import { finalPrice, productPrice } from './price.ts'
import { productSources } from './product-fields.ts'
import type { ProductSource } from './product-source.ts'
import type { BundleSelectionRow } from './rows.ts'

export const bundleResolvers: TypeResolvers<ProductSource> = {
  dynamic_price: () => true,
  dynamic_sku: () => true,
  dynamic_weight: () => true,
  price_view: () => 'PRICE_RANGE',
  ship_bundle_items: () => 'TOGETHER',
  items: async (product, _args, ctx) => {
    const selections = (await ctx.catalog.bundleSelections(product.product_id)) ?? []
    const products = new Map(
      (
        await productSources(
          ctx,
          selections.map((s) => s.product_id),
        )
      ).map((p) => [p.product_id, p]),
    )
    const options = new Map<number, BundleSelectionRow[]>()
    for (const selection of selections)
      options.set(selection.option_id, [...(options.get(selection.option_id) ?? []), selection])
    return [...options.values()].flatMap((rows) => {
      const first = rows[0]
      if (!first) return []
      const prices = rows
        .flatMap((row) => {
          const p = products.get(row.product_id)
          return p ? [{ regular: p.price * row.qty, final: finalPrice(p) * row.qty }] : []
        })
        .sort((a, b) => a.final - b.final)
      const low = prices[0] ?? { regular: 0, final: 0 }
      const high = prices.at(-1) ?? low
      return [
        {
          option_id: first.option_id,
          uid: encodeUid(`bundle/${first.option_id}`),
          title: first.title,
          type: first.type,
          required: first.required === 1,
          position: first.option_position,
          sku: product.sku,
          price_range: {
            minimum_price: productPrice(low, ctx.store.currency),
            maximum_price: productPrice(high, ctx.store.currency),
          },
          options: rows.map((row) => {
            const selected = products.get(row.product_id)
            return {
              id: row.selection_id,
              // Magento's selection uid: bundle/<option id>/<selection id>/<quantity>.
              uid: encodeUid(`bundle/${row.option_id}/${row.selection_id}/${row.qty}`),
              label: selected?.name ?? '',
              qty: row.qty,
              quantity: row.qty,
              position: row.position,
              is_default: row.is_default === 1,
              can_change_quantity: row.can_change_qty === 1,
              price: selected ? finalPrice(selected) : 0,
              price_type: 'FIXED',
              product: selected ?? null,
            }
          }),
        },
      ]
    })
  },
}

export const groupedResolvers: TypeResolvers<ProductSource> = {
  items: async (product, _args, ctx) => {
    const links = (await ctx.catalog.grouped(product.product_id)) ?? []
    const products = new Map(
      (
        await productSources(
          ctx,
          links.map((l) => l.child_id),
        )
      ).map((p) => [p.product_id, p]),
    )
    return links.flatMap((link) => {
      const child = products.get(link.child_id)
      return child ? [{ position: link.position, qty: link.qty, product: child }] : []
    })
  },
}

export const downloadableResolvers: TypeResolvers<ProductSource> = {
  links_purchased_separately: () => 1,
  links_title: () => 'Links',
  downloadable_product_links: async (product, _args, ctx) =>
    ((await ctx.catalog.downloadableLinks(product.product_id)) ?? []).map((link) => ({
      id: link.link_id,
      uid: encodeUid(`downloadable/${link.link_id}`),
      title: link.title,
      price: link.price,
      sort_order: link.sort_order,
      is_shareable: false,
      number_of_downloads: 0,
      link_type: 'FILE',
      sample_type: link.sample_url ? 'URL' : null,
      sample_url: link.sample_url ? mediaUrl(ctx, link.sample_url) : null,
      sample_file: null,
    })),
  downloadable_product_samples: async (product, _args, ctx) =>
    ((await ctx.catalog.downloadableSamples(product.product_id)) ?? []).map((sample) => ({
      id: sample.sample_id,
      title: sample.title,
      sort_order: sample.sort_order,
      sample_type: 'URL',
      sample_url: mediaUrl(ctx, sample.sample_url),
      sample_file: null,
    })),
}
