// Row shapes as the catalogue queries select them.

export type ProductTypeId = 'simple' | 'configurable' | 'bundle' | 'grouped' | 'virtual' | 'downloadable'

export type ProductRow = {
  product_id: number
  sku: string
  type_id: ProductTypeId
  url_key: string
  visibility: number
  price: number
  special_price: number | null
  index_price: number
  qty: number
  in_stock: number
  weight: number | null
  is_training: number
  color: number | null
  size: number | null
  brand: number | null
  name: string
  short_description: string | null
  description: string | null
  extra_information: string | null
  meta_title: string | null
  meta_description: string | null
  meta_keyword: string | null
}

export const PRODUCT_COLUMNS = `p.product_id, p.sku, p.type_id, p.url_key, p.visibility, p.price, p.special_price,
  p.index_price, p.qty, p.in_stock, p.weight, p.is_training, p.color, p.size, p.brand, ps.name, ps.short_description,
  ps.description, ps.extra_information, ps.meta_title, ps.meta_description, ps.meta_keyword`

export type CategoryRow = {
  category_id: number
  parent_id: number | null
  path: string
  level: number
  position: number
  url_key: string
  url_path: string
  include_in_menu: number
  is_anchor: number
  category_color: string | null
  image: string | null
  display_mode: string
  name: string
  description: string | null
  meta_title: string | null
  meta_description: string | null
  meta_keywords: string | null
}

export type ImageRow = { product_id: number; file: string; label: string | null; position: number; disabled: number }
export type OptionRow = {
  option_id: number
  attribute_code: string
  label: string
  swatch: string | null
  sort_order: number
}
export type LinkRow = {
  product_id: number
  linked_id: number
  link_type: 'related' | 'upsell' | 'crosssell'
  position: number
}
export type ConfigurableAttributeRow = {
  product_id: number
  attribute_code: 'color' | 'size' | 'brand'
  label: string
  position: number
}
export type BundleSelectionRow = {
  parent_id: number
  option_id: number
  title: string
  type: string
  required: number
  option_position: number
  selection_id: number
  product_id: number
  qty: number
  can_change_qty: number
  is_default: number
  position: number
}
export type GroupedRow = { parent_id: number; child_id: number; qty: number; position: number }
export type DownloadableLinkRow = {
  link_id: number
  product_id: number
  title: string
  price: number
  sample_url: string | null
  sort_order: number
}
export type DownloadableSampleRow = {
  sample_id: number
  product_id: number
  title: string
  sample_url: string
  sort_order: number
}
export type CustomOptionRow = {
  option_id: number
  product_id: number
  type: 'date' | 'field' | 'area'
  title: string
  required: number
  sort_order: number
  price: number
  max_characters: number
}
export type ReviewSummaryRow = { product_id: number; review_count: number; average: number | null }
