import { describe, expect, it } from 'vitest'
import { valueWithin } from '~/lib/settled'
import { parsePendingAdd, serializePendingAdd } from '~/lib/wishlist/pending-add'
import {
  WISHLIST_ID,
  WISHLIST_MESSAGES,
  parseWishlistItemId,
  wishedItems,
  wishlistCount,
  wishlistItemFor,
} from '~/lib/wishlist/wishlist'
import { WishlistFormSchema } from '~/lib/wishlist/wishlist.schema'
import { moveToCart, productSearchFor } from '~/lib/wishlist/wishlist-items'

describe('wishlist constants and texts', () => {
  it('addresses the list as id 0 and uses the spec texts', () => {
    expect(WISHLIST_ID).toBe('0')
    expect(WISHLIST_MESSAGES.movedToCart('Hair Mask')).toBe('You added Hair Mask to your shopping cart.')
    expect(WISHLIST_MESSAGES.errorTitle).toBe('Wishlist error')
    expect(WISHLIST_MESSAGES.notAuthenticated).toBe('Need to be authenticated to add a product to wishlist')
  })
})

describe('wishlistCount', () => {
  it('sums items_count over the lists, ignoring missing and negative counts', () => {
    expect(wishlistCount([{ items_count: 2 }, { items_count: 3 }, null, { items_count: null }])).toBe(5)
    expect(wishlistCount([{ items_count: -4 }])).toBe(0)
    expect(wishlistCount(undefined)).toBe(0)
  })
})

describe('wishedItems (the toggle state)', () => {
  const summary = {
    count: 3,
    entries: [
      { id: '1', sku: 'SIMPLE', variantSku: null },
      { id: '2', sku: 'CONF', variantSku: 'CONF-RED' },
      { id: '3', sku: 'CONF', variantSku: 'CONF-BLUE' },
    ],
  }
  it('finds a product, every variant of it without a chosen one, and only the chosen one with it', () => {
    expect(wishedItems(summary, 'SIMPLE').map((entry) => entry.id)).toEqual(['1'])
    expect(wishedItems(summary, 'CONF').map((entry) => entry.id)).toEqual(['2', '3'])
    expect(wishedItems(summary, 'CONF', 'CONF-BLUE').map((entry) => entry.id)).toEqual(['3'])
    expect(wishedItems(summary, 'CONF', 'CONF-GREEN')).toEqual([])
    expect(wishedItems(summary, 'OTHER')).toEqual([])
  })
})

describe('wishlistItemFor (spec §5 supported types)', () => {
  it.each(['SimpleProduct', 'VirtualProduct', 'DownloadableProduct', 'GroupedProduct', 'BundleProduct', 'GiftCard'])(
    'adds a %s by its SKU',
    (typename) => {
      expect(wishlistItemFor({ __typename: typename, sku: 'SKU-1' })).toEqual({ sku: 'SKU-1', quantity: 1 })
    },
  )

  it('sends a configurable as its chosen variant with parent_sku, and refuses it without one', () => {
    expect(wishlistItemFor({ __typename: 'ConfigurableProduct', sku: 'CONF' }, 'CONF-RED')).toEqual({
      sku: 'CONF-RED',
      parent_sku: 'CONF',
      quantity: 1,
    })
    expect(() => wishlistItemFor({ __typename: 'ConfigurableProduct', sku: 'CONF' })).toThrow(
      WISHLIST_MESSAGES.chooseOptions,
    )
  })

  it('refuses unsupported types with a clear message', () => {
    expect(() => wishlistItemFor({ __typename: 'SubscriptionProduct', sku: 'SUB' })).toThrow(
      WISHLIST_MESSAGES.unsupported,
    )
  })
})

describe('WishlistFormSchema', () => {
  const parse = (value: unknown) => WishlistFormSchema.safeParse(value)

  it('accepts an add with a variant and a remove of item ids', () => {
    expect(parse({ intent: 'add', sku: 'ET-H00013', variant: 'ET-H00013-BLONDE-250-ML' }).success).toBe(true)
    expect(parse({ intent: 'remove', ids: ['12', '13'], name: 'Mask' }).success).toBe(true)
  })

  it('refuses forged SKUs, non-numeric or too many ids, script and oversized input', () => {
    expect(parse({ intent: 'add', sku: '<script>alert(1)</script>' }).success).toBe(false)
    expect(parse({ intent: 'add', sku: 'A'.repeat(65) }).success).toBe(false)
    expect(parse({ intent: 'remove', ids: ['1 OR 1=1'] }).success).toBe(false)
    expect(parse({ intent: 'remove', ids: [] }).success).toBe(false)
    expect(parse({ intent: 'remove', ids: Array.from({ length: 101 }, (_, i) => String(i)) }).success).toBe(false)
    expect(parse({ intent: 'remove', ids: ['1'], name: 'x'.repeat(256) }).success).toBe(false)
    expect(parse({ intent: 'delete-everything' }).error?.issues[0]?.message).toBe(WISHLIST_MESSAGES.unknownRequest)
  })
})

describe('parseWishlistItemId (?wishlist=)', () => {
  it('takes whole numbers only', () => {
    expect(parseWishlistItemId('42')).toBe('42')
    expect(parseWishlistItemId('4a')).toBeUndefined()
    expect(parseWishlistItemId('1'.repeat(13))).toBeUndefined()
    expect(parseWishlistItemId(null)).toBeUndefined()
  })
})

describe('moveToCart', () => {
  const base = { isTraining: false, stockStatus: 'IN_STOCK', variant: null, quantity: 1 }

  it('moves simple, virtual and downloadable products straight to the cart with the wished quantity', () => {
    expect(moveToCart({ ...base, typename: 'SimpleProduct', quantity: 2 })).toEqual({
      kind: 'direct',
      quantity: 2,
      selected: [],
    })
    expect(moveToCart({ ...base, typename: 'DownloadableProduct', quantity: 5000 })).toMatchObject({ quantity: 999 })
  })

  it('sends a downloadable product whose links are sold separately to its page, where they are chosen', () => {
    expect(moveToCart({ ...base, typename: 'DownloadableProduct', linksChosenSeparately: true })).toEqual({
      kind: 'choose',
    })
    expect(moveToCart({ ...base, typename: 'DownloadableProduct', linksChosenSeparately: false })).toMatchObject({
      kind: 'direct',
    })
  })

  it('moves a configurable with its kept variant, and asks for options without one', () => {
    const variant = { stockStatus: 'IN_STOCK', selected: ['uid-a', 'uid-b'] }
    expect(moveToCart({ ...base, typename: 'ConfigurableProduct', variant })).toEqual({
      kind: 'direct',
      quantity: 1,
      selected: ['uid-a', 'uid-b'],
    })
    expect(moveToCart({ ...base, typename: 'ConfigurableProduct' })).toEqual({ kind: 'choose' })
    expect(
      moveToCart({ ...base, typename: 'ConfigurableProduct', variant: { ...variant, stockStatus: 'OUT_OF_STOCK' } }),
    ).toEqual({ kind: 'sold-out' })
  })

  it('sends trainings, bundles and grouped products to the product page, and says when sold out', () => {
    const variant = { stockStatus: 'IN_STOCK', selected: ['uid-a'] }
    expect(moveToCart({ ...base, typename: 'ConfigurableProduct', isTraining: true, variant })).toEqual({
      kind: 'choose',
    })
    expect(moveToCart({ ...base, typename: 'BundleProduct' })).toEqual({ kind: 'choose' })
    expect(moveToCart({ ...base, typename: 'GroupedProduct' })).toEqual({ kind: 'choose' })
    expect(moveToCart({ ...base, typename: 'SimpleProduct', stockStatus: 'OUT_OF_STOCK' })).toEqual({
      kind: 'sold-out',
    })
  })
})

describe('productSearchFor', () => {
  it('preselects the kept options on the product page and carries the item id', () => {
    const options = [
      {
        attribute_code: 'color',
        values: [
          { uid: 'c1', value_index: 1 },
          { uid: 'c3', value_index: 3 },
        ],
      },
      { attribute_code: 'size', values: [{ uid: 's13', value_index: 13 }] },
    ]
    expect(productSearchFor('7', options, ['c3', 's13'])).toBe('?color=3&size=13&wishlist=7')
    expect(productSearchFor('7', [], [])).toBe('?wishlist=7')
  })
})

describe('pending add cookie', () => {
  it('round-trips and refuses forged or oversized values', () => {
    expect(parsePendingAdd(serializePendingAdd({ sku: 'ET-H00013', variant: 'ET-H00013-RED' }))).toEqual({
      sku: 'ET-H00013',
      variant: 'ET-H00013-RED',
    })
    expect(parsePendingAdd('{"sku":"../../etc"}')).toBeNull()
    expect(parsePendingAdd('not json')).toBeNull()
    expect(parsePendingAdd(`{"sku":"${'A'.repeat(400)}"}`)).toBeNull()
    expect(parsePendingAdd(undefined)).toBeNull()
  })
})

describe('valueWithin', () => {
  it('gives the value of a promise that settles in time, nothing for a slow or failed one', async () => {
    expect(await valueWithin(Promise.resolve(3), 0)).toEqual({ value: 3 })
    expect(await valueWithin(new Promise((resolve) => setTimeout(resolve, 50)), 5)).toBeUndefined()
    expect(await valueWithin(Promise.reject(new Error('down')), 50)).toBeUndefined()
  })
})
