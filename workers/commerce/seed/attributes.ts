// Options of the filterable select attributes. option_id is what Magento calls value_index.
import { insertRows } from './sql.ts'

export const ATTRIBUTE_IDS = { color: 93, size: 139, brand: 140 } as const
export type AttributeCode = keyof typeof ATTRIBUTE_IDS

export const COLORS = [
  { id: 1, label: 'Black', swatch: '#1f1f1f' },
  { id: 2, label: 'Brown', swatch: '#6b4226' },
  { id: 3, label: 'Blonde', swatch: '#e6c88f' },
  { id: 4, label: 'Copper', swatch: '#b87333' },
  { id: 5, label: 'Silver', swatch: '#c0c0c0' },
  { id: 6, label: 'Rose', swatch: '#e8a0a8' },
] as const
export const SIZES = [
  { id: 11, label: '50 ml' },
  { id: 12, label: '100 ml' },
  { id: 13, label: '250 ml' },
  { id: 14, label: '500 ml' },
  { id: 15, label: 'S' },
  { id: 16, label: 'M' },
  { id: 17, label: 'L' },
  { id: 18, label: 'Half day' },
  { id: 19, label: 'Full day' },
] as const
export const BRANDS = [
  { id: 31, label: 'Estelle Tijs' },
  { id: 32, label: 'ET Professional' },
  { id: 33, label: 'ET Naturals' },
  { id: 34, label: 'ET Academy' },
] as const

export function attributeStatements(): string[] {
  return insertRows(
    'attribute_option',
    ['option_id', 'attribute_code', 'label', 'swatch', 'sort_order'],
    [
      ...COLORS.map((o, i) => [o.id, 'color', o.label, o.swatch, i]),
      ...SIZES.map((o, i) => [o.id, 'size', o.label, null, i]),
      ...BRANDS.map((o, i) => [o.id, 'brand', o.label, null, i]),
    ],
  )
}
