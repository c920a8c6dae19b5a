// Configurable products: their options, variants and the option-by-option selection helper.
import { z } from 'zod'
import { ATTRIBUTE_IDS } from '../seed/attributes.ts'
import type { Context } from '../graphql/context.ts'
import type { TypeResolvers } from '../graphql/resolver-types.ts'
import { decodeUid, encodeUid } from '../graphql/uid.ts'
import { mediaGallery, productSources } from './product-fields.ts'
import type { ProductSource } from './product-source.ts'
import type { ConfigurableAttributeRow, OptionRow } from './rows.ts'

type Attribute = ConfigurableAttributeRow & { attributeId: number; options: OptionRow[] }

const valueUid = (attributeId: number, valueIndex: number): string =>
  encodeUid(`configurable/${attributeId}/${valueIndex}`)

async function loadConfiguration(product: ProductSource, ctx: Context) {
  const [attributeRows, links, options] = await Promise.all([
    ctx.catalog.configurableAttributes(product.product_id),
    ctx.catalog.configurableChildren(product.product_id),
    ctx.catalog.attributeOptions(),
  ])
  const children = await productSources(
    ctx,
    (links ?? []).map((link) => link.child_id),
  )
  const attributes: Attribute[] = (attributeRows ?? []).map((row) => {
    const used = new Set(children.map((child) => child[row.attribute_code]))
    return {
      ...row,
      attributeId: ATTRIBUTE_IDS[row.attribute_code],
      options: [...options.values()].filter(
        (option) => option.attribute_code === row.attribute_code && used.has(option.option_id),
      ),
    }
  })
  return { attributes, children }
}

const swatch = (option: OptionRow) =>
  option.swatch
    ? { __typename: 'ColorSwatchData', value: option.swatch }
    : { __typename: 'TextSwatchData', value: option.label }

const SelectionArgsSchema = z.object({ configurableOptionValueUids: z.array(z.string()).nullish() })

export const configurableResolvers: TypeResolvers<ProductSource> = {
  configurable_options: async (product, _args, ctx) => {
    const { attributes } = await loadConfiguration(product, ctx)
    return attributes.map((attribute) => ({
      id: attribute.attributeId,
      uid: encodeUid(`configurable/${product.product_id}/${attribute.attributeId}`),
      attribute_id: String(attribute.attributeId),
      attribute_id_v2: attribute.attributeId,
      attribute_uid: encodeUid(attribute.attributeId),
      attribute_code: attribute.attribute_code,
      label: attribute.label,
      position: attribute.position,
      product_id: product.product_id,
      use_default: false,
      values: attribute.options.map((option) => ({
        uid: valueUid(attribute.attributeId, option.option_id),
        value_index: option.option_id,
        label: option.label,
        default_label: option.label,
        store_label: option.label,
        use_default_value: true,
        swatch_data: swatch(option),
      })),
    }))
  },
  variants: async (product, _args, ctx) => {
    const { attributes, children } = await loadConfiguration(product, ctx)
    return children.map((child) => ({
      product: child,
      attributes: attributes.flatMap((attribute) => {
        const option = attribute.options.find((o) => o.option_id === child[attribute.attribute_code])
        return option
          ? [
              {
                code: attribute.attribute_code,
                label: option.label,
                value_index: option.option_id,
                uid: valueUid(attribute.attributeId, option.option_id),
              },
            ]
          : []
      }),
    }))
  },
  configurable_product_options_selection: async (product, args, ctx) => {
    const { configurableOptionValueUids } = SelectionArgsSchema.parse(args)
    const { attributes, children } = await loadConfiguration(product, ctx)
    // Selected value per attribute code, decoded from 'configurable/<attribute id>/<value index>'.
    const selected = new Map<string, number>()
    for (const uid of configurableOptionValueUids ?? []) {
      const [kind, attributeId, valueIndex] = (decodeUid(uid) ?? '').split('/')
      const attribute = attributes.find((a) => String(a.attributeId) === attributeId)
      if (kind === 'configurable' && attribute && valueIndex) selected.set(attribute.attribute_code, Number(valueIndex))
    }
    const matches = (child: ProductSource, except?: string) =>
      [...selected].every(
        ([code, value]) =>
          code === except || child[code === 'color' ? 'color' : code === 'size' ? 'size' : 'brand'] === value,
      )
    const salable = children.filter((child) => child.in_stock === 1)
    const availableFor = (attribute: Attribute) =>
      new Set(
        salable
          .filter((child) => matches(child, attribute.attribute_code))
          .map((child) => child[attribute.attribute_code]),
      )
    const candidates = children.filter((child) => matches(child))
    const variant = selected.size === attributes.length && candidates.length === 1 ? (candidates[0] ?? null) : null
    return {
      configurable_options: attributes.map((attribute) => {
        const available = availableFor(attribute)
        return {
          attribute_code: attribute.attribute_code,
          label: attribute.label,
          uid: encodeUid(`configurable/${product.product_id}/${attribute.attributeId}`),
          values: attribute.options.map((option) => ({
            uid: valueUid(attribute.attributeId, option.option_id),
            label: option.label,
            is_available: available.has(option.option_id),
            is_use_default: true,
            swatch: swatch(option),
          })),
        }
      }),
      options_available_for_selection: attributes.map((attribute) => {
        const available = availableFor(attribute)
        return {
          attribute_code: attribute.attribute_code,
          option_value_uids: attribute.options
            .filter((o) => available.has(o.option_id))
            .map((o) => valueUid(attribute.attributeId, o.option_id)),
        }
      }),
      variant,
      media_gallery: await mediaGallery(ctx, variant ?? product),
    }
  },
}
