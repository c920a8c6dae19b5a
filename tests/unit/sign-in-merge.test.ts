import { describe, expect, it } from 'vitest'
import { type GuestLine, notCarriedMessage, planCartMerge, shortLines } from '~/lib/account/sign-in-merge'
import { FlashMessageSchema } from '~/lib/message-cookie'
import { MAX_QUANTITY, type TrainingKind } from '~/lib/cart'
import { lineMaxMessage } from '~/lib/cart-limits'

const shampoo: GuestLine = {
  uid: 'g1',
  name: 'Purifying Almond Shampoo',
  kind: 'regular',
  stockKey: 'ET-H00004',
  quantity: 2,
}
const mask: GuestLine = {
  uid: 'g2',
  name: 'Hydrating Lavender Hair Mask',
  kind: 'regular',
  stockKey: 'ET-H00001',
  quantity: 1,
}
const course: GuestLine = {
  uid: 'g3',
  name: 'Basic Cutting Course',
  kind: 'configurable-training',
  stockKey: 'ET-T00019-2026',
  quantity: 1,
}

describe('sign-in merge plan (spec §4 merge under spec §5 mixing rule)', () => {
  it('carries everything into an empty customer cart', () => {
    expect(planCartMerge([], [shampoo, mask])).toEqual({ carry: [shampoo, mask], leave: [] })
    expect(planCartMerge([], [course])).toEqual({ carry: [course], leave: [] })
  })

  it('carries regular products into a cart of regular products', () => {
    expect(planCartMerge(['regular'], [shampoo, mask])).toEqual({ carry: [shampoo, mask], leave: [] })
  })

  it('leaves a guest training out of a customer cart holding a shampoo', () => {
    expect(planCartMerge(['regular'], [course])).toEqual({
      carry: [],
      leave: [{ line: course, reason: 'Please complete order with regular products before buying training' }],
    })
  })

  it('leaves everything out of a customer cart holding a training', () => {
    expect(planCartMerge(['configurable-training'], [shampoo, course])).toEqual({
      carry: [],
      leave: [
        { line: shampoo, reason: 'Please complete order of your training product first' },
        { line: course, reason: 'Please complete order of your training product first' },
      ],
    })
  })

  it('never yields a mixed cart, even from a mixed guest cart', () => {
    const plan = planCartMerge([], [shampoo, course, mask])
    expect(plan.carry).toEqual([shampoo, mask])
    expect(plan.leave.map((left) => left.line)).toEqual([course])
    const simpleCourse: GuestLine = { ...course, uid: 'g4', kind: 'training' }
    const carts: TrainingKind[][] = [[], ['regular'], ['configurable-training'], ['training'], ['regular', 'regular']]
    for (const customer of carts) {
      for (const guest of [[shampoo], [course], [shampoo, course], [course, shampoo], [simpleCourse, shampoo]]) {
        const kinds = [...customer, ...planCartMerge(customer, guest).carry.map((line) => line.kind)]
        const mixed = kinds.includes('regular') && kinds.some((kind) => kind !== 'regular')
        expect(mixed, JSON.stringify({ customer, guest })).toBe(false)
      }
    }
  })

  it('carries a guest training into a customer cart holding a training that is not configurable', () => {
    const simpleCourse: GuestLine = { ...course, uid: 'g4', kind: 'training' }
    expect(planCartMerge(['training'], [simpleCourse, shampoo])).toEqual({
      carry: [simpleCourse],
      leave: [{ line: shampoo, reason: 'Please complete order of your training product first' }],
    })
    expect(planCartMerge(['training'], [course]).carry).toEqual([course])
    expect(planCartMerge(['configurable-training'], [simpleCourse]).carry).toEqual([])
  })
})

describe('guest lines that would take an item past what a cart line may hold', () => {
  it("stay in the guest cart with the add rule's words, counting what was carried before them", () => {
    const more = { ...shampoo, uid: 'g4', quantity: 500 }
    const plan = planCartMerge(
      ['regular'],
      [{ ...shampoo, quantity: 400 }, more, mask],
      [{ stockKey: 'ET-H00004', quantity: 500 }],
    )
    expect(plan.carry.map((line) => line.uid)).toEqual(['g1', 'g2'])
    expect(plan.leave).toEqual([{ line: more, reason: lineMaxMessage(MAX_QUANTITY - 900) }])
    expect(notCarriedMessage(plan.leave)).toBe(
      `Not carried over to your cart: Purifying Almond Shampoo. ${lineMaxMessage(MAX_QUANTITY - 900)}`,
    )
    // Up to the limit exactly is carried.
    expect(
      planCartMerge(['regular'], [{ ...shampoo, quantity: 499 }], [{ stockKey: 'ET-H00004', quantity: 500 }]).leave,
    ).toEqual([])
  })
})

describe('guest lines the backend did not take for want of stock', () => {
  it('are the carried lines whose stock item fell short of the customer cart plus the carried quantity', () => {
    // The customer holds 2 of the shampoo; the backend dropped the guest's 2 (only 2 in stock) and took the mask.
    const customer = [{ stockKey: 'ET-H00004', quantity: 2 }]
    const merged = [
      { stockKey: 'ET-H00004', quantity: 2 },
      { stockKey: 'ET-H00001', quantity: 1 },
    ]
    const short = shortLines(customer, [shampoo, mask], merged)
    expect(short).toEqual([{ line: shampoo, reason: 'The requested qty is not available' }])
    expect(notCarriedMessage(short)).toBe(
      'Not carried over to your cart: Purifying Almond Shampoo. The requested qty is not available.',
    )
  })

  it('are told in the add’s words when the backend says how many are left', () => {
    const customer = [{ stockKey: 'ET-H00004', quantity: 1 }]
    const merged = [
      { stockKey: 'ET-H00004', quantity: 1 },
      { stockKey: 'ET-H00001', quantity: 1 },
    ]
    const short = shortLines(customer, [{ ...shampoo, left: 3 }, mask], merged)
    expect(notCarriedMessage(short)).toBe(
      'Not carried over to your cart: Purifying Almond Shampoo. Your cart already holds 1 of the 3 left in stock.',
    )
    // Nothing of it in the cart: the product page's words.
    expect(notCarriedMessage(shortLines([], [{ ...shampoo, left: 3 }], []))).toBe(
      'Not carried over to your cart: Purifying Almond Shampoo. Only 3 left in stock.',
    )
  })

  it('are none when everything arrived, lines of the same item added together', () => {
    const merged = [
      { stockKey: 'ET-H00004', quantity: 3 },
      { stockKey: 'ET-H00004', quantity: 1 },
      { stockKey: 'ET-H00001', quantity: 1 },
    ]
    expect(shortLines([{ stockKey: 'ET-H00004', quantity: 2 }], [shampoo, mask], merged)).toEqual([])
  })
})

describe('the notice about lines not carried over', () => {
  it('is absent when everything was carried', () => {
    expect(notCarriedMessage([])).toBeNull()
  })

  it('names the lines and gives the reason in the spec words', () => {
    const { leave } = planCartMerge(['regular'], [course])
    expect(notCarriedMessage(leave)).toBe(
      'Not carried over to your cart: Basic Cutting Course. Please complete order with regular products before buying training.',
    )
  })

  it('groups lines by reason and stays short enough for the message cookie', () => {
    const many = Array.from({ length: 40 }, (_, index): GuestLine => ({
      uid: `u${index}`,
      name: `Product ${'x'.repeat(80)} ${index}`,
      kind: 'regular',
      stockKey: `SKU-${index}`,
      quantity: 1,
    }))
    const message = notCarriedMessage(planCartMerge(['configurable-training'], many).leave) ?? ''
    expect(message).toContain('and 37 more')
    expect(message).toContain('Please complete order of your training product first')
    expect(FlashMessageSchema.safeParse({ message, type: 'warning' }).success).toBe(true)
  })
})
