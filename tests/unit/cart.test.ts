import { parseWithZod } from '@conform-to/zod/v4'
import { describe, expect, it } from 'vitest'
import { bookedDateError, trainingDateGone } from '~/lib/cart-limits'
import {
  cartItemOptions,
  orderItemOptions,
  stockShortfall,
  CART_MESSAGES,
  type CartItem,
  cartErrorMessage,
  cartItemFinalPrice,
  cartItemPrice,
  cartRuleError,
  couponIntent,
  creditValue,
  currentCoupon,
  isQuantityUpdate,
  trainingKind,
  trainingMixError,
  unsupportedTypeError,
} from '~/lib/cart'
import {
  canAddError,
  canAddToCart,
  lastTrainingDate,
  todayIsoDate,
  trainingDateError,
  trainingDetailsError,
} from '~/lib/cart-add'
import { AddToCartSchema, CouponSchema, QuantitySchema, UpdateQuantitySchema } from '~/lib/cart.schema'

function form(entries: Record<string, string>): FormData {
  const formData = new FormData()
  for (const [name, value] of Object.entries(entries)) formData.append(name, value)
  return formData
}

describe('can-add rule', () => {
  it('needs a chosen variant for a configurable product', () => {
    expect(
      canAddError({
        typename: 'ConfigurableProduct',
        hasVariant: false,
        stockStatus: 'IN_STOCK',
        onlyLeft: null,
        quantity: 1,
      }),
    ).toBe(CART_MESSAGES.chooseOptions)
    expect(
      canAddToCart({
        typename: 'ConfigurableProduct',
        hasVariant: true,
        stockStatus: 'IN_STOCK',
        onlyLeft: null,
        quantity: 1,
      }),
    ).toBe(true)
  })

  it('needs stock', () => {
    expect(canAddError({ typename: 'SimpleProduct', stockStatus: 'OUT_OF_STOCK', onlyLeft: null, quantity: 1 })).toBe(
      CART_MESSAGES.notInStock,
    )
  })

  it("words a sold-out variant of a configurable product as spec §8 words the source's out-of-stock error", () => {
    expect(
      canAddError({
        typename: 'ConfigurableProduct',
        hasVariant: true,
        stockStatus: 'OUT_OF_STOCK',
        onlyLeft: null,
        quantity: 1,
      }),
    ).toBe('The option you attempted to add is currently unavailable; please choose an alternative.')
  })

  it('refuses more than only_x_left_in_stock and accepts up to it', () => {
    expect(canAddToCart({ typename: 'SimpleProduct', stockStatus: 'IN_STOCK', onlyLeft: 2, quantity: 2 })).toBe(true)
    expect(canAddError({ typename: 'SimpleProduct', stockStatus: 'IN_STOCK', onlyLeft: 2, quantity: 3 })).toBe(
      'Only 2 left in stock.',
    )
  })
})

describe('training and regular products', () => {
  it('refuses anything once the cart holds a configurable training (spec §5)', () => {
    expect(trainingMixError(['configurable-training'], false)).toBe(
      'Please complete order of your training product first',
    )
    expect(trainingMixError(['configurable-training'], true)).toBe(
      'Please complete order of your training product first',
    )
  })

  it('refuses a regular product beside any training, and a training beside regular products', () => {
    expect(trainingMixError(['training'], false)).toBe('Please complete order of your training product first')
    expect(trainingMixError(['regular'], true)).toBe(
      'Please complete order with regular products before buying training',
    )
  })

  it('lets another training join a training that is not configurable', () => {
    expect(trainingMixError(['training'], true)).toBeNull()
  })

  it('allows a first training and regular products together', () => {
    expect(trainingMixError([], true)).toBeNull()
    expect(trainingMixError(['regular', 'regular'], false)).toBeNull()
  })

  it('reads a line as regular, training or configurable training', () => {
    expect(trainingKind(false, true)).toBe('regular')
    expect(trainingKind(true, false)).toBe('training')
    expect(trainingKind(true, true)).toBe('configurable-training')
  })

  it('needs a date and a student name', () => {
    expect(trainingDetailsError('2030-01-01', '')).toBe("Kindly add the date and the student's name.")
    expect(trainingDetailsError(undefined, 'Ann')).toBe("Kindly add the date and the student's name.")
    expect(trainingDetailsError('2030-01-01', 'Ann')).toBeNull()
  })

  it('books a real day, today or later', () => {
    const today = '2026-11-26'
    expect(trainingDateError('2026-11-26', today)).toBeNull()
    expect(trainingDateError('2027-02-28', today)).toBeNull()
    expect(trainingDateError('2026-11-25', today)).toBe(CART_MESSAGES.trainingDatePast)
    expect(trainingDateError('2020-01-01', today)).toBe(CART_MESSAGES.trainingDatePast)
    for (const bad of ['2027-02-31', '2027-13-01', '27-01-01', 'tomorrow', ''])
      expect(trainingDateError(bad, today), bad).toBe(CART_MESSAGES.trainingDetails)
    expect(todayIsoDate(new Date('2026-11-26T23:30:00Z'))).toBe('2026-11-26')
    // Planned a few years ahead at most: 31.12.9999 is no booking.
    expect(lastTrainingDate(today)).toBe('2031-11-26')
    expect(trainingDateError('2031-11-26', today)).toBeNull()
    expect(trainingDateError('2031-11-27', today)).toBe(CART_MESSAGES.trainingDateFar)
    expect(trainingDateError('9999-12-31', today)).toBe(CART_MESSAGES.trainingDateFar)
    expect(CART_MESSAGES.trainingDateFar).toBe('Please choose a training date within the next 5 years.')
  })
})

describe('product types', () => {
  it('names an unsupported type', () => {
    expect(unsupportedTypeError('GiftCard')).toBe('Product Type GiftCard not supported in add to cart yet')
    for (const type of [
      'SimpleProduct',
      'VirtualProduct',
      'ConfigurableProduct',
      'BundleProduct',
      'GroupedProduct',
      'DownloadableProduct',
    ])
      expect(unsupportedTypeError(type)).toBeNull()
  })
})

describe('item price and credit value', () => {
  it('takes the row total as regular and the total item discount as special', () => {
    expect(cartItemPrice({ row_total: { value: 40 }, total_item_discount: { value: 4 } })).toEqual({
      regular: 40,
      special: 4,
      hasSpecial: false,
    })
    expect(cartItemPrice({ row_total: { value: 5 }, total_item_discount: { value: 8 } })).toEqual({
      regular: 5,
      special: 8,
      hasSpecial: true,
    })
  })

  it('uses 0 when there is no discount and nothing without prices', () => {
    expect(cartItemPrice({ row_total: { value: 12 }, total_item_discount: null })).toEqual({
      regular: 12,
      special: 0,
      hasSpecial: false,
    })
    expect(cartItemPrice(null)).toBeNull()
  })

  it('takes the final price from the special price only when it applies', () => {
    expect(cartItemFinalPrice({ regular: 40, special: 4, hasSpecial: false })).toBe(40)
    expect(cartItemFinalPrice({ regular: 5, special: 8, hasSpecial: true })).toBe(8)
    expect(cartItemFinalPrice(null)).toBe(0)
  })

  it('credits a tenth of the final price, rounded', () => {
    expect(creditValue(44.95)).toBe(4)
    expect(creditValue(45)).toBe(5)
    expect(creditValue(0)).toBe(0)
  })
})

describe('quantity', () => {
  it.each(['1', '2', ' 7 ', '999'])('accepts %s', (raw) => {
    expect(QuantitySchema.safeParse(raw).success).toBe(true)
  })

  it.each(['0', '-1', '1.5', '99999', 'abc', '', '1e3', '<script>'])('refuses %s', (raw) => {
    expect(QuantitySchema.safeParse(raw).success).toBe(false)
  })

  it('says why', () => {
    expect(QuantitySchema.safeParse('0').error?.issues[0]?.message).toBe(CART_MESSAGES.quantityWhole)
    expect(QuantitySchema.safeParse('99999').error?.issues[0]?.message).toBe('You can order at most 999 at once.')
  })
})

describe('quantity update in the cart (spec §5)', () => {
  const update = (quantity: string) => UpdateQuantitySchema.safeParse({ intent: 'update', uid: 'MQ==', quantity })

  it('takes 0 without an error, and ignores it', () => {
    expect(update('0')).toMatchObject({ success: true, data: { quantity: 0 } })
    expect(update(' 00 ')).toMatchObject({ success: true, data: { quantity: 0 } })
    expect(isQuantityUpdate(0)).toBe(false)
  })

  it('counts a quantity above 0', () => {
    expect(update('3')).toMatchObject({ success: true, data: { quantity: 3 } })
    expect(isQuantityUpdate(1)).toBe(true)
  })

  it.each(['-1', '1.5', 'abc', '', '1000'])('still refuses %s with a message', (raw) => {
    expect(update(raw).success).toBe(false)
  })
})

describe('server messages', () => {
  it('maps the out-of-stock source message', () => {
    expect(cartErrorMessage('There are no source items with the in stock status')).toBe(
      'The option you attempted to add is currently unavailable; please choose an alternative.',
    )
    expect(cartErrorMessage('Product that you are trying to add is not available.')).toBe(
      CART_MESSAGES.optionUnavailable,
    )
  })

  it('keeps other messages', () => {
    expect(cartErrorMessage('The requested qty is not available')).toBe('The requested qty is not available')
  })
})

describe('coupons', () => {
  it('removes with an empty code', () => {
    expect(couponIntent('')).toBe('remove')
    expect(couponIntent('   ')).toBe('remove')
    expect(couponIntent(undefined)).toBe('remove')
    expect(couponIntent('WELCOME10')).toBe('apply')
  })

  it('shows only the first applied coupon', () => {
    expect(currentCoupon({ applied_coupons: [{ code: 'WELCOME10' }, { code: 'SAVE5' }] })).toBe('WELCOME10')
    expect(currentCoupon({ applied_coupons: null })).toBeUndefined()
  })

  it('refuses script and oversized codes', () => {
    expect(CouponSchema.safeParse({ intent: 'coupon', code: '<script>' }).success).toBe(false)
    expect(CouponSchema.safeParse({ intent: 'coupon', code: 'A'.repeat(65) }).success).toBe(false)
    expect(CouponSchema.safeParse({ intent: 'coupon', code: '' }).success).toBe(true)
  })
})

describe('add-to-cart form', () => {
  it('accepts a simple product', () => {
    const submission = parseWithZod(form({ sku: 'ET-H00001', quantity: '2' }), { schema: AddToCartSchema })
    expect(submission.status).toBe('success')
  })

  it('keeps the input and names the quantity on a bad quantity', () => {
    const submission = parseWithZod(form({ sku: 'ET-H00001', quantity: '1.5' }), { schema: AddToCartSchema })
    expect(submission.status).toBe('error')
    const reply = submission.reply()
    expect(reply.error?.quantity).toEqual([CART_MESSAGES.quantityWhole])
    expect(reply.initialValue).toMatchObject({ quantity: '1.5' })
  })

  it("leaves a training's date and student name to the product's rules (cartItemsFor), which ask for its format first", () => {
    const submission = parseWithZod(
      form({
        sku: 'ET-T00019',
        quantity: '1',
        training: '1',
        'entered[0].uid': 'Y3VzdG9tLW9wdGlvbi8x',
        'entered[0].value': '',
      }),
      { schema: AddToCartSchema },
    )
    expect(submission.status).toBe('success')
  })

  it('needs one grouped quantity above 0', () => {
    const none = parseWithZod(form({ sku: 'ET-H00016', 'grouped[0].sku': 'A-1', 'grouped[0].quantity': '0' }), {
      schema: AddToCartSchema,
    })
    expect(none.reply().error?.['']).toEqual([CART_MESSAGES.groupedNone])
    const one = parseWithZod(form({ sku: 'ET-H00016', 'grouped[0].sku': 'A-1', 'grouped[0].quantity': '1' }), {
      schema: AddToCartSchema,
    })
    expect(one.status).toBe('success')
  })

  it('refuses a forged SKU and oversized option values', () => {
    expect(parseWithZod(form({ sku: '<script>', quantity: '1' }), { schema: AddToCartSchema }).status).toBe('error')
    const long = parseWithZod(
      form({ sku: 'ET-T00019', quantity: '1', 'entered[0].uid': 'abc', 'entered[0].value': 'x'.repeat(300) }),
      {
        schema: AddToCartSchema,
      },
    )
    expect(long.status).toBe('error')
  })
})

describe('cartRuleError: spec §5 on a cart however it was filled', () => {
  function simpleProduct(sku: string, training: boolean) {
    return {
      __typename: 'SimpleProduct' as const,
      uid: sku,
      sku,
      name: `Product ${sku}`,
      url_key: null,
      url_suffix: null,
      is_training: training,
      stock_status: null,
      only_x_left_in_stock: null,
      url_rewrites: null,
      thumbnail: null,
    }
  }
  function line(sku: string, quantity: number, training: boolean, options: Record<string, string> = {}): CartItem {
    return {
      __typename: 'SimpleCartItem',
      uid: `uid-${sku}`,
      quantity,
      is_available: true,
      customizable_options: Object.entries(options).map(([type, value], index) => ({
        customizable_option_uid: `option-${index}`,
        label: type === 'date' ? 'Date' : 'Attendant name',
        type,
        is_required: true,
        sort_order: index,
        values: [{ customizable_option_value_uid: `value-${index}`, label: '', value }],
      })),
      product: simpleProduct(sku, training),
      prices: null,
    }
  }
  const booked = { date: '2030-05-01', field: 'Ada Lovelace' }

  it("writes a training's date the store's way under the item, its student as typed, named as the product page does", () => {
    expect(cartItemOptions(line('T', 1, true, booked), 'fr-FR')).toEqual([
      { label: 'Date', value: '1 mai 2030' },
      { label: "Student's name", value: 'Ada Lovelace' },
    ])
    expect(cartItemOptions(line('T', 1, true, booked), 'de-DE')[0]?.value).toBe('01.05.2030')
    // Not a date after all (another backend's format): shown as it came.
    expect(cartItemOptions(line('T', 1, true, { date: 'next Monday' }), 'en-US')[0]?.value).toBe('next Monday')
  })

  it('names a line the stock no longer covers, sold out or short of the quantity', () => {
    const soldOut: CartItem = {
      ...line('B', 1, false),
      is_available: false,
      product: { ...simpleProduct('B', false), stock_status: 'OUT_OF_STOCK' },
    }
    const short: CartItem = { ...line('C', 5, false), is_available: false }
    expect(cartRuleError({ items: [line('A', 1, false), soldOut] })).toBe(CART_MESSAGES.soldOut('Product B'))
    expect(cartRuleError({ items: [short] })).toBe(CART_MESSAGES.notEnoughStock('Product C'))
    expect(stockShortfall(line('A', 1, false))).toBeNull()
    expect(stockShortfall(soldOut)).toBe('sold-out')
    expect(stockShortfall(short)).toBe('quantity')
  })

  it('refuses a training booked for a day gone by, or further out than the shop books, whatever filled the cart', () => {
    const on = (date: string) => ({ items: [line('T', 1, true, { date, field: 'Ada' })] })
    expect(bookedDateError(on('2030-05-01'), '2030-05-01')).toBeNull()
    expect(bookedDateError(on('2030-05-01 00:00:00'), '2030-05-01')).toBeNull()
    expect(bookedDateError(on('2030-04-30'), '2030-05-01')).toBe(trainingDateGone('Product T'))
    expect(bookedDateError(on('2099-01-01'), '2030-05-01')).toBe(trainingDateGone('Product T'))
    // A regular product's options are not a booking.
    expect(bookedDateError({ items: [line('A', 1, false, { date: '2000-01-01' })] }, '2030-05-01')).toBeNull()
  })

  it('lets a cart of regular products, or of trainings each with date and student, be ordered', () => {
    expect(cartRuleError({ items: [line('A', 2, false), line('B', 999, false)] })).toBeNull()
    expect(cartRuleError({ items: [line('T1', 1, true, booked), line('T2', 3, true, booked)] })).toBeNull()
    expect(cartRuleError({ items: [] })).toBeNull()
  })

  it('refuses training beside regular products', () => {
    expect(cartRuleError({ items: [line('A', 1, false), line('T', 1, true, booked)] })).toBe(CART_MESSAGES.mixedCart)
  })

  it("refuses a training without its date or its student's name, naming it", () => {
    const partial: Record<string, string>[] = [
      {},
      { date: '2030-05-01' },
      { field: 'Ada' },
      { date: '2030-05-01', field: '  ' },
    ]
    for (const options of partial) {
      expect(cartRuleError({ items: [line('T', 1, true, options)] })).toBe(
        CART_MESSAGES.trainingDetailsMissing('Product T'),
      )
    }
  })

  it('refuses fractions, zero and quantities over the limit, naming the product', () => {
    for (const quantity of [1.5, 0, 1000, 10_000]) {
      expect(cartRuleError({ items: [line('A', 1, false), line('B', quantity, false)] })).toBe(
        CART_MESSAGES.quantityOutOfRange('Product B', 999),
      )
    }
  })
})

describe("a download's links in the cart", () => {
  it('are named under the item, as the product page names the choice (its links title, else "Downloads")', () => {
    const item = (linksTitle: string | null): CartItem => ({
      __typename: 'DownloadableCartItem',
      uid: 'uid-ebook',
      quantity: 1,
      is_available: true,
      customizable_options: [],
      links: [
        { uid: 'l1', title: 'PDF' },
        { uid: 'l2', title: 'Video tutorials' },
      ],
      product: {
        __typename: 'DownloadableProduct',
        uid: 'ET-F00018',
        sku: 'ET-F00018',
        name: 'E-book',
        url_key: null,
        url_suffix: null,
        is_training: false,
        stock_status: null,
        only_x_left_in_stock: null,
        url_rewrites: null,
        thumbnail: null,
        links_title: linksTitle,
      },
      prices: null,
    })
    expect(cartItemOptions(item('Links'), 'en-US')).toEqual([{ label: 'Links', value: 'PDF, Video tutorials' }])
    expect(cartItemOptions(item(null), 'en-US')).toEqual([{ label: 'Downloads', value: 'PDF, Video tutorials' }])
  })
})

describe('the options of a placed order', () => {
  const one = (option: { label: string; value: string }, locale: string) =>
    orderItemOptions({ entered_options: [option] }, locale)[0]

  it("show a training's date the store's way and its student as the product page names it", () => {
    expect(one({ label: 'Date', value: '2027-03-01' }, 'nl-NL')).toEqual({ label: 'Date', value: '1 mrt 2027' })
    expect(one({ label: 'Date', value: '2027-03-01 00:00:00' }, 'en-US')?.value).toBe('Mar 1, 2027')
    expect(one({ label: 'Attendant name', value: 'Jan Student' }, 'nl-NL')).toEqual({
      label: "Student's name",
      value: 'Jan Student',
    })
    // A variant's choice, and a value that only looks like a date in part, stay as they came.
    expect(one({ label: 'Size', value: '100 ml' }, 'de-DE')).toEqual({ label: 'Size', value: '100 ml' })
    expect(one({ label: 'Note', value: '2027-03-01 at noon' }, 'de-DE')?.value).toBe('2027-03-01 at noon')
  })

  it("name a bundle's parts per option and a download's links, in the cart's order", () => {
    const options = orderItemOptions(
      {
        selected_options: [{ label: 'Size', value: '250 ml' }],
        entered_options: [{ label: 'Attendant name', value: 'Jan' }],
        bundle_options: [
          {
            label: 'Shampoo',
            values: [
              { product_name: 'Argan Shampoo', quantity: 2 },
              null,
              { product_name: 'Rose Shampoo', quantity: 1 },
            ],
          },
          null,
          { label: 'Mask', values: null },
        ],
        downloadable_links: [{ title: 'PDF' }, { title: null }, { title: 'Video' }],
      },
      'en-US',
    )
    expect(options).toEqual([
      { label: 'Size', value: '250 ml' },
      { label: 'Shampoo', value: '2 × Argan Shampoo, Rose Shampoo' },
      { label: 'Downloads', value: 'PDF, Video' },
      { label: "Student's name", value: 'Jan' },
    ])
    expect(orderItemOptions({ downloadable_links: [] }, 'en-US')).toEqual([])
    // Under the product's own heading of its links, as the product page and the cart name them.
    expect(
      orderItemOptions({ downloadable_links: [{ title: 'PDF' }], product: { links_title: 'Links' } }, 'en-US'),
    ).toEqual([{ label: 'Links', value: 'PDF' }])
  })
})
