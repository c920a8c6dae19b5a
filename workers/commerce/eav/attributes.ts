// The EAV attributes this store has, as Magento's metadata queries describe them: the stock product, category,
// customer and customer address attributes the storefront uses, plus the shop's select attributes color, size and
// brand (their options are the seeded ones).
import { BRANDS, COLORS, SIZES } from '../seed/attributes.ts'

export type EntityType = 'CATALOG_PRODUCT' | 'CATALOG_CATEGORY' | 'CUSTOMER' | 'CUSTOMER_ADDRESS'
type FrontendInput = 'TEXT' | 'TEXTAREA' | 'SELECT' | 'MULTILINE' | 'PRICE' | 'DATE' | 'BOOLEAN' | 'WEIGHT'
export type AttributeDefinition = {
  code: string
  entity_type: EntityType
  label: string
  frontend_input: FrontendInput
  backend_type: 'varchar' | 'text' | 'int' | 'decimal' | 'datetime' | 'static'
  is_required: boolean
  is_unique?: boolean
  options?: readonly { id: number; label: string }[]
  // Catalog storefront properties.
  is_comparable?: boolean
  is_filterable?: boolean
  is_searchable?: boolean
  is_visible_on_front?: boolean
  used_in_product_listing?: boolean
  is_html_allowed_on_front?: boolean
  position?: number
  // Customer forms the attribute appears in (customer_eav_attribute's used_in_forms).
  forms?: readonly string[]
  sort_order?: number
  multiline_count?: number
}

const ACCOUNT_FORMS = ['customer_account_create', 'customer_account_edit', 'adminhtml_customer'] as const
const ADDRESS_FORMS = ['customer_address_edit', 'customer_register_address', 'adminhtml_customer_address'] as const

const product = (a: Omit<AttributeDefinition, 'entity_type'>): AttributeDefinition => ({
  entity_type: 'CATALOG_PRODUCT',
  ...a,
})
const select = (code: string, label: string, options: AttributeDefinition['options'], position: number) =>
  product({
    code,
    label,
    frontend_input: 'SELECT',
    backend_type: 'int',
    is_required: false,
    options,
    is_comparable: true,
    is_filterable: true,
    is_searchable: true,
    is_visible_on_front: true,
    used_in_product_listing: true,
    position,
  })

export const ATTRIBUTES: readonly AttributeDefinition[] = [
  product({
    code: 'name',
    label: 'Product Name',
    frontend_input: 'TEXT',
    backend_type: 'varchar',
    is_required: true,
    is_searchable: true,
    used_in_product_listing: true,
  }),
  product({
    code: 'sku',
    label: 'SKU',
    frontend_input: 'TEXT',
    backend_type: 'static',
    is_required: true,
    is_unique: true,
    is_searchable: true,
    is_comparable: true,
    used_in_product_listing: true,
  }),
  product({
    code: 'price',
    label: 'Price',
    frontend_input: 'PRICE',
    backend_type: 'decimal',
    is_required: true,
    is_filterable: true,
    is_searchable: true,
    used_in_product_listing: true,
  }),
  product({
    code: 'special_price',
    label: 'Special Price',
    frontend_input: 'PRICE',
    backend_type: 'decimal',
    is_required: false,
    used_in_product_listing: true,
  }),
  product({
    code: 'description',
    label: 'Description',
    frontend_input: 'TEXTAREA',
    backend_type: 'text',
    is_required: false,
    is_searchable: true,
    is_comparable: true,
    is_html_allowed_on_front: true,
  }),
  product({
    code: 'short_description',
    label: 'Short Description',
    frontend_input: 'TEXTAREA',
    backend_type: 'text',
    is_required: false,
    is_searchable: true,
    is_comparable: true,
    is_html_allowed_on_front: true,
    used_in_product_listing: true,
  }),
  product({ code: 'weight', label: 'Weight', frontend_input: 'WEIGHT', backend_type: 'decimal', is_required: false }),
  product({
    code: 'url_key',
    label: 'URL Key',
    frontend_input: 'TEXT',
    backend_type: 'varchar',
    is_required: false,
    used_in_product_listing: true,
  }),
  product({
    code: 'meta_title',
    label: 'Meta Title',
    frontend_input: 'TEXT',
    backend_type: 'varchar',
    is_required: false,
  }),
  product({
    code: 'meta_description',
    label: 'Meta Description',
    frontend_input: 'TEXTAREA',
    backend_type: 'varchar',
    is_required: false,
  }),
  select('color', 'Color', COLORS, 1),
  select('size', 'Size', SIZES, 2),
  select('brand', 'Brand', BRANDS, 3),
  {
    code: 'name',
    entity_type: 'CATALOG_CATEGORY',
    label: 'Name',
    frontend_input: 'TEXT',
    backend_type: 'varchar',
    is_required: true,
  },
  {
    code: 'description',
    entity_type: 'CATALOG_CATEGORY',
    label: 'Description',
    frontend_input: 'TEXTAREA',
    backend_type: 'text',
    is_required: false,
  },
  {
    code: 'url_key',
    entity_type: 'CATALOG_CATEGORY',
    label: 'URL Key',
    frontend_input: 'TEXT',
    backend_type: 'varchar',
    is_required: false,
  },
  {
    code: 'include_in_menu',
    entity_type: 'CATALOG_CATEGORY',
    label: 'Include in Navigation Menu',
    frontend_input: 'BOOLEAN',
    backend_type: 'int',
    is_required: true,
  },
  {
    code: 'is_anchor',
    entity_type: 'CATALOG_CATEGORY',
    label: 'Anchor',
    frontend_input: 'BOOLEAN',
    backend_type: 'int',
    is_required: false,
  },
  ...(
    [
      ['prefix', 'Name Prefix', 'TEXT', 'static', false, 30],
      ['firstname', 'First Name', 'TEXT', 'static', true, 40],
      ['middlename', 'Middle Name/Initial', 'TEXT', 'static', false, 50],
      ['lastname', 'Last Name', 'TEXT', 'static', true, 60],
      ['suffix', 'Name Suffix', 'TEXT', 'static', false, 70],
      ['email', 'Email', 'TEXT', 'static', true, 80],
      ['dob', 'Date of Birth', 'DATE', 'static', false, 90],
      ['taxvat', 'Tax/VAT number', 'TEXT', 'static', false, 100],
      ['gender', 'Gender', 'SELECT', 'static', false, 110],
    ] as const
  ).map(([code, label, input, backend, required, sort]): AttributeDefinition => ({
    code,
    entity_type: 'CUSTOMER',
    label,
    frontend_input: input,
    backend_type: backend,
    is_required: required,
    is_unique: code === 'email',
    forms: ACCOUNT_FORMS,
    sort_order: sort,
    ...(code === 'gender'
      ? {
          options: [
            { id: 1, label: 'Male' },
            { id: 2, label: 'Female' },
            { id: 3, label: 'Not Specified' },
          ],
        }
      : {}),
  })),
  ...(
    [
      ['firstname', 'First Name', 'TEXT', true, 20],
      ['lastname', 'Last Name', 'TEXT', true, 40],
      ['company', 'Company', 'TEXT', false, 60],
      ['street', 'Street Address', 'MULTILINE', true, 70],
      ['city', 'City', 'TEXT', true, 80],
      ['country_id', 'Country', 'SELECT', true, 90],
      ['region', 'State/Province', 'TEXT', false, 100],
      ['region_id', 'State/Province', 'SELECT', false, 100],
      ['postcode', 'Zip/Postal Code', 'TEXT', false, 110],
      ['telephone', 'Phone Number', 'TEXT', true, 120],
      ['vat_id', 'VAT number', 'TEXT', false, 140],
    ] as const
  ).map(([code, label, input, required, sort]): AttributeDefinition => ({
    code,
    entity_type: 'CUSTOMER_ADDRESS',
    label,
    frontend_input: input,
    backend_type: 'static',
    is_required: required,
    forms: ADDRESS_FORMS,
    sort_order: sort,
    ...(code === 'street' ? { multiline_count: 2 } : {}),
  })),
]

// Magento's eav_entity_type codes, which customAttributeMetadata (v1) takes as entity_type.
export const ENTITY_CODES: Record<string, EntityType> = {
  catalog_product: 'CATALOG_PRODUCT',
  catalog_category: 'CATALOG_CATEGORY',
  customer: 'CUSTOMER',
  customer_address: 'CUSTOMER_ADDRESS',
  '4': 'CATALOG_PRODUCT',
  '3': 'CATALOG_CATEGORY',
  '1': 'CUSTOMER',
  '2': 'CUSTOMER_ADDRESS',
}

export const findAttribute = (entity: EntityType, code: string): AttributeDefinition | undefined =>
  ATTRIBUTES.find((attribute) => attribute.entity_type === entity && attribute.code === code)
