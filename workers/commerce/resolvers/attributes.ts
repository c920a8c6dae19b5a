// EAV metadata: customAttributeMetadata (deprecated v1), customAttributeMetadataV2, attributesList, attributesForm.
// Unknown entities and attributes are reported in `errors` (v2) or as per-item errors (v1), as Magento does.
import { z } from 'zod'
import {
  ATTRIBUTES,
  ENTITY_CODES,
  findAttribute,
  type AttributeDefinition,
  type EntityType,
} from '../eav/attributes.ts'
import { inputError, noSuchEntityError } from '../graphql/errors.ts'
import type { ResolverMap } from '../graphql/resolver-types.ts'

const GRAPHQL_TYPES: Record<AttributeDefinition['backend_type'], string> = {
  varchar: 'String',
  text: 'String',
  static: 'String',
  int: 'Int',
  decimal: 'Float',
  datetime: 'String',
}

const TYPENAMES: Record<EntityType, string> = {
  CATALOG_PRODUCT: 'CatalogAttributeMetadata',
  CATALOG_CATEGORY: 'CatalogAttributeMetadata',
  CUSTOMER: 'CustomerAttributeMetadata',
  CUSTOMER_ADDRESS: 'CustomerAttributeMetadata',
}

export function attributeMetadata(attribute: AttributeDefinition) {
  const isCatalog = attribute.entity_type.startsWith('CATALOG')
  return {
    __typename: TYPENAMES[attribute.entity_type],
    code: attribute.code,
    label: attribute.label,
    entity_type: attribute.entity_type,
    frontend_input: attribute.frontend_input,
    frontend_class: null,
    default_value: null,
    is_required: attribute.is_required,
    is_unique: attribute.is_unique ?? false,
    options: (attribute.options ?? []).map((option) => ({
      __typename: 'AttributeOptionMetadata',
      label: option.label,
      value: String(option.id),
      is_default: false,
    })),
    ...(isCatalog
      ? {
          apply_to:
            attribute.entity_type === 'CATALOG_CATEGORY'
              ? ['CATEGORY']
              : ['SIMPLE', 'VIRTUAL', 'CONFIGURABLE', 'BUNDLE', 'GROUPED', 'DOWNLOADABLE'],
          is_comparable: attribute.is_comparable ?? false,
          is_filterable: attribute.is_filterable ?? false,
          is_filterable_in_search: attribute.is_filterable ?? false,
          is_searchable: attribute.is_searchable ?? false,
          is_html_allowed_on_front: attribute.is_html_allowed_on_front ?? false,
          is_used_for_price_rules: false,
          is_used_for_promo_rules: false,
          is_visible_in_advanced_search: attribute.is_searchable ?? false,
          is_visible_on_front: attribute.is_visible_on_front ?? false,
          is_wysiwyg_enabled: attribute.is_html_allowed_on_front ?? false,
          used_in_product_listing: attribute.used_in_product_listing ?? false,
          swatch_input_type: attribute.code === 'color' ? 'VISUAL' : attribute.options ? 'DROPDOWN' : null,
          update_product_preview_image: false,
          use_product_image_for_swatch: false,
        }
      : {
          input_filter: 'NONE',
          multiline_count: attribute.multiline_count ?? null,
          sort_order: attribute.sort_order ?? 0,
          validate_rules: [],
        }),
  }
}

const FILTERS = [
  'is_comparable',
  'is_filterable',
  'is_filterable_in_search',
  'is_html_allowed_on_front',
  'is_searchable',
  'is_used_for_price_rules',
  'is_used_for_promo_rules',
  'is_visible_in_advanced_search',
  'is_visible_on_front',
  'is_wysiwyg_enabled',
  'used_in_product_listing',
] as const

const AttributeInputsSchema = z
  .array(z.object({ attribute_code: z.string().nullish(), entity_type: z.string().nullish() }))
  .nullish()
const AttributesListArgsSchema = z.object({
  entityType: z.string(),
  filters: z.record(z.string(), z.boolean().nullish()).nullish(),
})
const AttributesFormArgsSchema = z.object({ formCode: z.string() })

export const attributeResolvers: ResolverMap = {
  Query: {
    customAttributeMetadata: (_source: unknown, args) => {
      const inputs = AttributeInputsSchema.parse(args.attributes) ?? []
      return {
        items: inputs.map(({ attribute_code: code, entity_type: entity }) => {
          if (!code || !entity) {
            const part = !code ? (!entity ? 'attribute_code/entity_type' : 'attribute_code') : 'entity_type'
            const identifier = code
              ? `attribute_code: ${code}`
              : entity
                ? `entity_type: ${entity}`
                : 'Empty AttributeInput'
            return inputError(`Missing ${part} for the input ${identifier}.`)
          }
          const entityType = ENTITY_CODES[entity]
          if (!entityType) return inputError(`Invalid entity_type specified: ${entity}`)
          const attribute = findAttribute(entityType, code)
          if (!attribute)
            return noSuchEntityError(`Attribute code ${code} of entity type ${entity} not configured to have a type.`)
          return {
            attribute_code: code,
            entity_type: entity,
            attribute_type: GRAPHQL_TYPES[attribute.backend_type],
            input_type: attribute.frontend_input.toLowerCase(),
            attribute_options: (attribute.options ?? []).map((o) => ({ label: o.label, value: String(o.id) })),
            storefront_properties: {
              position: attribute.position ?? 0,
              use_in_layered_navigation: attribute.is_filterable ? 'FILTERABLE_WITH_RESULTS' : 'NO',
              use_in_product_listing: attribute.used_in_product_listing ?? false,
              use_in_search_results_layered_navigation: attribute.is_filterable ?? false,
              visible_on_catalog_pages: attribute.is_visible_on_front ?? false,
            },
          }
        }),
      }
    },
    customAttributeMetadataV2: (_source: unknown, args) => {
      const inputs = AttributeInputsSchema.parse(args.attributes) ?? []
      const items: ReturnType<typeof attributeMetadata>[] = []
      const errors: { type: string; message: string }[] = []
      for (const { attribute_code: code, entity_type: entity } of inputs) {
        const entityType =
          ENTITY_CODES[entity?.toLowerCase() ?? ''] ?? ATTRIBUTES.find((a) => a.entity_type === entity)?.entity_type
        if (!entityType) {
          errors.push({ type: 'ENTITY_NOT_FOUND', message: `Entity "${entity ?? ''}" could not be found.` })
          continue
        }
        const attribute = findAttribute(entityType, code ?? '')
        if (!attribute) {
          errors.push({ type: 'ATTRIBUTE_NOT_FOUND', message: `Attribute code "${code ?? ''}" could not be found.` })
          continue
        }
        items.push(attributeMetadata(attribute))
      }
      return { items, errors }
    },
    attributesList: (_source: unknown, args) => {
      const { entityType, filters } = AttributesListArgsSchema.parse(args)
      const wanted = FILTERS.flatMap((name) => {
        const value = filters?.[name]
        return value === null || value === undefined ? [] : [[name, value] as const]
      })
      const items = ATTRIBUTES.filter((attribute) => attribute.entity_type === entityType)
        .map(attributeMetadata)
        .filter((metadata) => wanted.every(([name, value]) => Reflect.get(metadata, name) === value))
      return { items, errors: [] }
    },
    attributesForm: (_source: unknown, args) => {
      const { formCode } = AttributesFormArgsSchema.parse(args)
      if (!formCode.trim()) throw inputError('Required parameter "formCode" of type string.')
      const items = ATTRIBUTES.filter((attribute) => attribute.forms?.includes(formCode))
        .sort((a, b) => (a.sort_order ?? 0) - (b.sort_order ?? 0))
        .map(attributeMetadata)
      return { items, errors: [] }
    },
  },
}
