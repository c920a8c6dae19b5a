import { describe, expect, it } from 'vitest'
import {
  type ConfigurableOption,
  type Variant,
  bundleSelectionPrice,
  clampPage,
  isValueAvailable,
  parseReviewPage,
  parseSelection,
  productBreadcrumbs,
  resolveVariant,
} from '~/lib/product'
import { isValidSku } from '~/lib/sku'
import { discountPercentage } from '~/lib/price'

const options: ConfigurableOption[] = [
  {
    uid: 'c',
    attribute_code: 'color',
    label: 'Color',
    position: 0,
    values: [
      { uid: 'c1', value_index: 1, label: 'Black' },
      { uid: 'c3', value_index: 3, label: 'Blonde' },
    ],
  },
  {
    uid: 's',
    attribute_code: 'size',
    label: 'Size',
    position: 1,
    values: [
      { uid: 's12', value_index: 12, label: '100 ml' },
      { uid: 's13', value_index: 13, label: '250 ml' },
    ],
  },
]

function variant(sku: string, color: number, size: number, inStock = true): Variant {
  return {
    attributes: [
      { code: 'color', uid: `c${color}`, value_index: color },
      { code: 'size', uid: `s${size}`, value_index: size },
    ],
    product: {
      uid: sku,
      sku,
      stock_status: inStock ? 'IN_STOCK' : 'OUT_OF_STOCK',
      only_x_left_in_stock: null,
      media_gallery: [],
      price_range: {
        minimum_price: { regular_price: { value: 10, currency: 'EUR' }, final_price: { value: 10, currency: 'EUR' } },
        maximum_price: null,
      },
    },
  }
}
const variants = [
  variant('BLACK-100', 1, 12),
  variant('BLACK-250', 1, 13),
  variant('BLONDE-100', 3, 12, false),
  variant('BLONDE-250', 3, 13),
]

describe('discountPercentage (spec §5)', () => {
  it('is 100 minus the rounded final/regular ratio', () => {
    expect(discountPercentage(42.95, 34.36)).toBe(20)
    expect(discountPercentage(10, 6.66)).toBe(33)
  })
  it('is 0 without a real discount', () => {
    expect(discountPercentage(10, 10)).toBe(0)
    expect(discountPercentage(0, 5)).toBe(0)
    expect(discountPercentage(null, 5)).toBe(0)
  })
})

describe('parseSelection', () => {
  it('reads known option values by attribute code', () => {
    expect(parseSelection(new URLSearchParams('color=3&size=13'), options)).toEqual({ color: 3, size: 13 })
  })
  it('ignores unknown codes, unknown values and non-numbers', () => {
    expect(parseSelection(new URLSearchParams('color=99&size=abc&brand=1&reviewPage=2'), options)).toEqual({})
    expect(parseSelection(new URLSearchParams('size=-12'), options)).toEqual({})
  })
})

describe('resolveVariant', () => {
  it('finds the variant matching every chosen option', () => {
    expect(resolveVariant(options, variants, { color: 3, size: 13 })?.sku).toBe('BLONDE-250')
  })
  it('selects nothing while an option is open', () => {
    expect(resolveVariant(options, variants, { color: 3 })).toBeUndefined()
    expect(resolveVariant(options, variants, {})).toBeUndefined()
  })
  it('selects nothing for a combination no variant has', () => {
    expect(resolveVariant(options, [variants[0] ?? null], { color: 3, size: 13 })).toBeUndefined()
  })
})

describe('isValueAvailable', () => {
  it('marks values whose only variant with the selection is sold out', () => {
    expect(isValueAvailable(variants, { color: 3 }, 'size', 12)).toBe(false)
    expect(isValueAvailable(variants, { color: 3 }, 'size', 13)).toBe(true)
    expect(isValueAvailable(variants, {}, 'color', 3)).toBe(true)
  })
})

describe('parseReviewPage and clampPage', () => {
  it('accepts positive integers and falls back to page 1', () => {
    expect(parseReviewPage('2')).toBe(2)
    for (const raw of [null, '', '-3', '0', 'abc', '1.5', '99999999999']) expect(parseReviewPage(raw)).toBe(1)
  })
  it('clamps to the last page', () => {
    expect(clampPage(9999, 2)).toBe(2)
    expect(clampPage(3, 0)).toBe(1)
  })
})

describe('isValidSku', () => {
  it('accepts the SKUs Magento allows (as the fast order does) and refuses markup, formulas and long values', () => {
    for (const sku of ['ET-H00013-BLACK-100-ML', 'ET H00099/B+#', 'Shampoo (250 ml)', 'Pflegespülung-1', 'ÉT_1.2'])
      expect(isValidSku(sku)).toBe(true)
    for (const sku of ['<script>', '../x', '=cmd|x', 'x'.repeat(65), '', ' ET-1', 'a"b', undefined])
      expect(isValidSku(sku)).toBe(false)
  })
})

describe('productBreadcrumbs', () => {
  it('uses the first category with its own breadcrumbs', () => {
    const crumbs = productBreadcrumbs([
      {
        uid: '8',
        name: 'Coloured Hair',
        url_path: 'hair/shampoo/coloured-hair',
        url_suffix: '.html',
        breadcrumbs: [
          { category_uid: '3', category_name: 'Hair', category_url_path: 'hair' },
          { category_uid: '4', category_name: 'Shampoo', category_url_path: 'hair/shampoo' },
        ],
      },
    ])
    expect(crumbs).toEqual([
      { label: 'Hair', path: 'hair.html' },
      { label: 'Shampoo', path: 'hair/shampoo.html' },
      { label: 'Coloured Hair', path: 'hair/shampoo/coloured-hair.html' },
    ])
  })
  it('is empty without categories', () => {
    expect(productBreadcrumbs(null)).toEqual([])
  })
})

describe("a bundle's selection price", () => {
  const bundle = {
    dynamic_price: true,
    items: [
      {
        options: [
          { uid: 'base-a', price: 12.95, quantity: 1 },
          { uid: 'base-b', price: 71.95, quantity: 1 },
        ],
      },
      { options: [{ uid: 'extra', price: 10.05, quantity: 3 }, null] },
      null,
    ],
  }

  it("is the chosen parts' prices times their quantities, to the cent", () => {
    expect(bundleSelectionPrice(bundle, ['base-a'])).toBe(12.95)
    // 12.95 + 3 × 10.05: 43.1, not 43.099999…
    expect(bundleSelectionPrice(bundle, ['base-a', 'extra'])).toBe(43.1)
    expect(bundleSelectionPrice(bundle, ['base-b', 'extra', 'unknown'])).toBe(102.1)
  })

  it('is none with nothing chosen, and for a bundle of a fixed price', () => {
    expect(bundleSelectionPrice(bundle, [])).toBeNull()
    expect(bundleSelectionPrice(bundle, ['unknown'])).toBeNull()
    expect(bundleSelectionPrice({ ...bundle, dynamic_price: false }, ['base-a'])).toBeNull()
  })
})
