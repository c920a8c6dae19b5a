import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { AddAnswerSchema, LINE_MESSAGES } from '~/lib/b2b/fast-order'
import { CART_MESSAGES } from '~/lib/cart'
import { lineMaxMessage } from '~/lib/cart-limits'
import {
  ORIGIN,
  addTrainingTo,
  call,
  commerce,
  commerceDelaying,
  commerceFailing,
  cookieValue,
  createBusinessCustomer,
  customerToken,
  formPost,
  newCustomerToken,
} from './worker'

/**
 * The fast order's JSON add step through workers/app.ts with the real backend: it judges the spec §5 training rule
 * against the cart as it is when the batch arrives, whatever the page saw at its preview or sends along.
 */

const PASSWORD = 'Salon2024!'

async function businessCustomer(): Promise<string> {
  const email = `fast-order-${crypto.randomUUID()}@example.com`
  await createBusinessCustomer(email, PASSWORD)
  return customerToken(email, PASSWORD)
}

const CartSchema = z.object({
  customerCart: z.object({
    id: z.string(),
    items: z.array(z.object({ quantity: z.number(), product: z.object({ sku: z.string() }) })),
  }),
})

async function customerCart(token: string) {
  return CartSchema.parse(await commerce('{ customerCart { id items { quantity product { sku } } } }', {}, token))
    .customerCart
}

function addBatch(token: string, body: unknown): Promise<Response> {
  return call('/us_et/customer/fast-order/add', {
    method: 'POST',
    body: JSON.stringify(body),
    headers: { 'Content-Type': 'application/json', Origin: ORIGIN, Cookie: `vsf-customer=${token}` },
  })
}

const LINE = { sku: 'ET-H00001', quantity: 1, before: 0, lines: [2] }

describe('the fast order add step', () => {
  it('adds to the cart as it is now', async () => {
    const token = await businessCustomer()
    const response = await addBatch(token, { lines: [LINE] })
    expect(response.status).toBe(200)
    expect(AddAnswerSchema.parse(await response.json()).outcomes).toEqual([
      { sku: 'ET-H00001', quantity: 1, lines: [2], added: true, reason: null },
    ])
    expect((await customerCart(token)).items.map((item) => [item.product.sku, item.quantity])).toEqual([
      ['ET-H00001', 1],
    ])
  })

  it('adds an order sent twice at once (a double click) once, and answers the second as the first', async () => {
    const token = await businessCustomer()
    await customerCart(token)
    const order = { lines: [LINE, { ...LINE, sku: 'ET-B00002', lines: [3] }] }
    const slowAdd = commerceDelaying('mutation FastOrderAdd', 150)
    const send = () =>
      call(
        '/us_et/customer/fast-order/add',
        {
          method: 'POST',
          body: JSON.stringify(order),
          headers: { 'Content-Type': 'application/json', Origin: ORIGIN, Cookie: `vsf-customer=${token}` },
        },
        { COMMERCE: slowAdd },
      )
    const answers = await Promise.all([send(), send()])
    for (const answer of answers)
      expect(AddAnswerSchema.parse(await answer.json()).outcomes.map((outcome) => outcome.added)).toEqual([true, true])
    expect((await customerCart(token)).items.map((item) => [item.product.sku, item.quantity]).sort()).toEqual([
      ['ET-B00002', 1],
      ['ET-H00001', 1],
    ])
  })

  it('adds a SKU named twice in one request once, and no more of a product than the cart may hold', async () => {
    const token = await businessCustomer()
    const response = await addBatch(token, {
      lines: [
        { ...LINE, quantity: 2 },
        { ...LINE, sku: 'ET-B00008', quantity: 1000, lines: [4] },
      ],
    })
    // A quantity over the limit is not a request the page makes: refused whole.
    expect(response.status).toBe(400)
    const twice = await addBatch(token, {
      lines: [
        { ...LINE, quantity: 2 },
        { ...LINE, quantity: 2, lines: [3] },
      ],
    })
    expect(twice.status).toBe(200)
    const outcomes = AddAnswerSchema.parse(await twice.json()).outcomes
    expect(
      outcomes
        .map((outcome) => [outcome.lines, outcome.added, outcome.reason])
        .sort((a, b) => String(a[0]).localeCompare(String(b[0]))),
    ).toEqual([
      [[2], true, null],
      [[3], false, LINE_MESSAGES.duplicate],
    ])
    expect((await customerCart(token)).items.map((item) => [item.product.sku, item.quantity])).toEqual([
      ['ET-H00001', 2],
    ])
    // The cart already holds the most it may of that product.
    const more = await addBatch(token, { lines: [{ ...LINE, before: 999 }] })
    expect(AddAnswerSchema.parse(await more.json()).outcomes[0]?.reason).toBe(lineMaxMessage(0))
  })

  it('says which lines the stock could not cover when several could not be added at once', async () => {
    const token = await businessCustomer()
    const response = await addBatch(token, {
      lines: [
        { ...LINE, quantity: 900 },
        { ...LINE, sku: 'ET-B00008', quantity: 900, lines: [3] },
      ],
    })
    expect(AddAnswerSchema.parse(await response.json()).outcomes.map((outcome) => outcome.reason)).toEqual([
      LINE_MESSAGES.notEnoughStock,
      LINE_MESSAGES.notEnoughStock,
    ])
    expect((await customerCart(token)).items).toEqual([])
  })

  it('sends an e-book whose links are sold separately to its product page, as the product page asks for them', async () => {
    const token = await businessCustomer()
    const response = await addBatch(token, { lines: [{ ...LINE, sku: 'ET-F00018' }] })
    expect(AddAnswerSchema.parse(await response.json()).outcomes[0]?.reason).toBe(LINE_MESSAGES.needsChoices)
    expect((await customerCart(token)).items).toEqual([])
  })

  it('refuses regular lines once the cart holds a training product, added after the page looked', async () => {
    const token = await businessCustomer()
    const cart = await customerCart(token)
    await addTrainingTo(cart.id, token)
    // The page's preview saw an empty cart; an older page also sent its cart id along.
    const response = await addBatch(token, {
      cartId: cart.id,
      lines: [LINE, { ...LINE, sku: 'ET-B00008', lines: [3] }],
    })
    expect(response.status).toBe(200)
    const answer = AddAnswerSchema.parse(await response.json())
    expect(answer.outcomes.map((outcome) => [outcome.sku, outcome.added, outcome.reason])).toEqual([
      ['ET-H00001', false, CART_MESSAGES.trainingFirst],
      ['ET-B00008', false, CART_MESSAGES.trainingFirst],
    ])
    expect((await customerCart(token)).items.map((item) => item.product.sku)).toEqual(['ET-T00019'])
  })

  it('takes a batch back when a training reaches the cart while the batch is on its way', async () => {
    const token = await businessCustomer()
    const cart = await customerCart(token)
    const latency = (ms: number) =>
      call('/_dev/commerce/latency', {
        method: 'POST',
        body: JSON.stringify({ operationName: 'FastOrderAdd', ms, match: token }),
        headers: { 'Content-Type': 'application/json', Origin: ORIGIN },
      })
    await latency(400)
    try {
      const adding = addBatch(token, { lines: [LINE] })
      // The add step has read the empty cart by now; the training lands before the delayed batch.
      await new Promise((resolve) => setTimeout(resolve, 150))
      await addTrainingTo(cart.id, token)
      const answer = AddAnswerSchema.parse(await (await adding).json())
      expect(answer.outcomes.map((outcome) => [outcome.sku, outcome.added, outcome.reason])).toEqual([
        ['ET-H00001', false, CART_MESSAGES.trainingFirst],
      ])
    } finally {
      await latency(0)
    }
    expect((await customerCart(token)).items.map((item) => item.product.sku)).toEqual(['ET-T00019'])
  })

  it('applies a coupon held in the coupon-code cookie after the lines are added, then drops the cookie', async () => {
    const token = await businessCustomer()
    const response = await call('/us_et/customer/fast-order/add', {
      method: 'POST',
      body: JSON.stringify({ lines: [LINE] }),
      headers: {
        'Content-Type': 'application/json',
        Origin: ORIGIN,
        Cookie: `vsf-customer=${token}; coupon-code=WELCOME10`,
      },
    })
    expect(response.status).toBe(200)
    expect(cookieValue(response, 'coupon-code')).toBe('')
    const coupons = z
      .object({ customerCart: z.object({ applied_coupons: z.array(z.object({ code: z.string() })).nullable() }) })
      .parse(await commerce('{ customerCart { applied_coupons { code } } }', {}, token))
    expect(coupons.customerCart.applied_coupons?.map((coupon) => coupon.code)).toEqual(['WELCOME10'])
  })
})

describe('the fast order steps with a session the backend no longer takes', () => {
  it.each(['lookup', 'add'])(
    '%s answers its 401 with the signed-out cookies, not the home page in place of JSON',
    async (step) => {
      const response = await call(`/us_et/customer/fast-order/${step}`, {
        method: 'POST',
        body: JSON.stringify(step === 'add' ? { lines: [LINE] } : { skus: ['ET-H00001'] }),
        headers: {
          'Content-Type': 'application/json',
          Origin: ORIGIN,
          Cookie: 'vsf-customer=expired-token-0123456789',
        },
      })
      expect(response.status).toBe(401)
      expect(response.headers.get('Content-Type')).toContain('application/json')
      expect(response.headers.getSetCookie()).toContain('vsf-customer=; Path=/; SameSite=Lax; Max-Age=0')
      expect(cookieValue(response, 'vsf-message')).toContain('You are not authorized')
    },
  )
})

describe("the refused lines' download", () => {
  it('is for signed-in shoppers only', async () => {
    const rows = JSON.stringify([{ lines: [2], sku: 'ET-X', quantity: '1', reason: 'Unknown' }])
    const guest = await call('/us_et/customer/fast-order/refused.csv', formPost({ rows }))
    expect(guest.status).toBe(401)
    const token = await newCustomerToken('fast-order-refused')
    const own = await call(
      '/us_et/customer/fast-order/refused.csv',
      formPost({ rows }, { Cookie: `vsf-customer=${token}` }),
    )
    expect(own.status).toBe(200)
    expect(await own.text()).toContain('ET-X')
  })
})

describe('the fast order page without JavaScript', () => {
  it('gives a pasted order back with the message when the product lookup fails, so nothing typed is lost', async () => {
    const token = await businessCustomer()
    const csv = 'sku,qty\nET-H00001,2\nET-H00002,1'
    const response = await call(
      '/us_et/customer/fast-order',
      {
        method: 'POST',
        body: new URLSearchParams({ intent: 'preview', csv }),
        headers: {
          'Content-Type': 'application/x-www-form-urlencoded',
          Origin: ORIGIN,
          Cookie: `vsf-customer=${token}`,
        },
      },
      { MAGENTO_GRAPHQL_URL: '', COMMERCE: commerceFailing('FastOrderProducts') },
    )
    expect(response.status).toBe(503)
    const html = await response.text()
    expect(html).toContain('The fast order is unavailable right now.')
    expect(html).toContain('ET-H00001,2\nET-H00002,1</textarea>')
  })
})
