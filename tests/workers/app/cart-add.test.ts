import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { CART_MESSAGES, MAX_QUANTITY } from '~/lib/cart'
import { DOWNLOADS_NEED_ACCOUNT } from '~/lib/checkout.server'
import { lineMaxMessage, stockLeftMessage } from '~/lib/cart-limits'
import {
  ORIGIN,
  addTrainingTo,
  call,
  commerce,
  commerceIntercepting,
  cookieValue,
  formPost,
  guestCartWith,
  newCustomerToken,
} from './worker'

/** The add-to-cart action through workers/app.ts with the real backend, for what a product's own options choose. */

const EBOOK = 'ET-F00018'

const LinksSchema = z.object({
  products: z.object({
    items: z.array(
      z.object({
        price_range: z.object({ minimum_price: z.object({ final_price: z.object({ value: z.number() }) }) }),
        downloadable_product_links: z.array(z.object({ uid: z.string(), title: z.string(), price: z.number() })),
      }),
    ),
  }),
})

const CartSchema = z.object({
  cart: z.object({
    items: z.array(
      z.object({
        links: z.array(z.object({ title: z.string() })),
        prices: z.object({ row_total: z.object({ value: z.number() }) }),
      }),
    ),
  }),
})

describe('a downloadable product whose links are sold separately', () => {
  it('adds the links chosen, each at its price, and refuses an add without any', async () => {
    const { products } = LinksSchema.parse(
      await commerce(
        `{ products(filter: { sku: { eq: "${EBOOK}" } }) { items { price_range { minimum_price { final_price { value } } } ... on DownloadableProduct { downloadable_product_links { uid title price } } } } }`,
      ),
    )
    const product = products.items[0]
    const links = product?.downloadable_product_links ?? []
    const paid = links.find((link) => link.price > 0)
    if (!paid) throw new Error('the e-book has no paid link')

    const added = await call('/us_et/cart/add', formPost({ sku: EBOOK, quantity: '1', 'selected[0]': paid.uid }))
    expect(added.status).toBe(302)
    const cartId = cookieValue(added, 'vsf-cart') ?? ''
    const { cart } = CartSchema.parse(
      await commerce(
        `query ($id: String!) { cart(cart_id: $id) { items { ... on DownloadableCartItem { links { title } } prices { row_total { value } } } } }`,
        { id: cartId },
      ),
    )
    expect(cart.items).toHaveLength(1)
    expect(cart.items[0]?.links.map((link) => link.title)).toEqual([paid.title])
    const base = product?.price_range.minimum_price.final_price.value ?? 0
    expect(cart.items[0]?.prices.row_total.value).toBeCloseTo(base + paid.price, 2)

    const refused = await call('/us_et/cart/add', formPost({ sku: EBOOK, quantity: '1' }))
    expect(refused.status).toBe(302)
    expect(cookieValue(refused, 'vsf-message')).toContain(CART_MESSAGES.chooseLinks)
    expect(cookieValue(refused, 'vsf-cart')).toBeUndefined()
  })
})

describe('an add refused without JavaScript', () => {
  it('comes back to the form that sent it, whose message is there; a forged anchor is left out', async () => {
    const refused = await call(
      '/us_et/cart/add',
      formPost({ sku: EBOOK, quantity: '1', returnTo: '/us_et/p/ET-F00018', anchor: 'add-to-cart-MTg=' }),
    )
    expect(refused.status).toBe(302)
    expect(refused.headers.get('Location')).toBe('/us_et/p/ET-F00018#add-to-cart-MTg=')
    for (const anchor of ['"><script>', 'x'.repeat(300), 'main']) {
      const forged = await call(
        '/us_et/cart/add',
        formPost({ sku: EBOOK, quantity: '1', returnTo: '/us_et/p/ET-F00018', anchor }),
      )
      expect(forged.headers.get('Location'), anchor).toBe('/us_et/p/ET-F00018')
    }
  })
})

describe('a training', () => {
  /** The training's format (a variant) and the uids of its Date and Attendant name options, as its form sends them. */
  async function trainingForm(date: string, attendant: string): Promise<Record<string, string>> {
    const Options = z.object({
      products: z.object({
        items: z.array(
          z.object({
            options: z.array(z.object({ uid: z.string(), __typename: z.string() })),
            configurable_options: z.array(z.object({ values: z.array(z.object({ uid: z.string() })) })),
          }),
        ),
      }),
    })
    const { products } = Options.parse(
      await commerce(
        `{ products(filter: { sku: { eq: "ET-T00019" } }) { items { ... on CustomizableProductInterface { options { uid __typename } }
        ... on ConfigurableProduct { configurable_options { values { uid } } } } } }`,
      ),
    )
    const options = products.items[0]?.options ?? []
    const dateOption = options.find((option) => option.__typename === 'CustomizableDateOption')
    const nameOption = options.find((option) => option.__typename === 'CustomizableFieldOption')
    if (!dateOption || !nameOption) throw new Error('the training has no date and attendant options')
    return {
      sku: 'ET-T00019',
      quantity: '1',
      training: '1',
      'selected[0]': products.items[0]?.configurable_options[0]?.values[0]?.uid ?? '',
      'entered[0].uid': dateOption.uid,
      'entered[0].value': date,
      'entered[1].uid': nameOption.uid,
      'entered[1].value': attendant,
    }
  }

  it('is refused for a day gone by, with the form input kept for the shopper to correct', async () => {
    // A format is chosen: the date is what this test is about.
    const response = await call(
      '/us_et/cart/add',
      formPost({ ...(await trainingForm('2020-01-01', 'Ann Visser')), returnTo: '/us_et/p/ET-T00019' }),
    )
    expect(response.status).toBe(302)
    expect(cookieValue(response, 'vsf-message')).toContain(CART_MESSAGES.trainingDatePast)
    expect(cookieValue(response, 'vsf-cart')).toBeUndefined()
    // Back on the page, the date field is the one marked, pointing to the refusal.
    const kept = response.headers.getSetCookie().find((cookie) => cookie.startsWith('vsf-cart-add='))
    const page = await (
      await call(response.headers.get('Location') ?? '', { headers: { Cookie: kept?.split(';')[0] ?? '' } })
    ).text()
    const dateField = /<input[^>]*type="date"[^>]*>/.exec(page)?.[0] ?? ''
    expect(dateField).toContain('aria-invalid="true"')
    expect(dateField).toContain('value="2020-01-01"')
  })

  it("is refused with a student's name longer than the product allows (60), by the storefront and the backend", async () => {
    const long = `Anne-Marie Ñúñez ${'x'.repeat(60)}`
    const response = await call('/us_et/cart/add', formPost(await trainingForm('2031-03-04', long)))
    expect(response.status).toBe(302)
    expect(cookieValue(response, 'vsf-message')).toContain(CART_MESSAGES.optionTooLong("Student's name", 60))
    expect(cookieValue(response, 'vsf-cart')).toBeUndefined()
    // Sixty characters, accents counted as one each, are fine.
    const fits = await call('/us_et/cart/add', formPost(await trainingForm('2031-03-04', `Ñ${'x'.repeat(59)}`)))
    expect(cookieValue(fits, 'vsf-cart')).toBeTruthy()
    // Another client of the backend gets Magento's refusal.
    const { createEmptyCart: cartId } = z
      .object({ createEmptyCart: z.string() })
      .parse(await commerce('mutation { createEmptyCart }'))
    const form = await trainingForm('2031-03-04', long)
    const answer = z
      .object({ addProductsToCart: z.object({ user_errors: z.array(z.object({ message: z.string() })) }) })
      .parse(
        await commerce(
          `mutation ($cartId: String!, $items: [CartItemInput!]!) { addProductsToCart(cartId: $cartId, cartItems: $items) { user_errors { message } } }`,
          {
            cartId,
            items: [
              {
                sku: 'ET-T00019',
                quantity: 1,
                selected_options: [form['selected[0]']],
                entered_options: [
                  { uid: form['entered[0].uid'], value: form['entered[0].value'] },
                  { uid: form['entered[1].uid'], value: long },
                ],
              },
            ],
          },
        ),
      )
    expect(answer.addProductsToCart.user_errors).toEqual([
      { message: 'The text is too long. Shorten the text and try again.' },
    ])
  })

  it('without its format (a variant) and its details, is asked for the format first', async () => {
    // As the form sends it (its date and name fields empty), and without those fields at all.
    for (const fields of [
      { 'entered[0].uid': 'Y3VzdG9tLW9wdGlvbi8x', 'entered[0].value': '' },
      {} as Record<string, string>,
    ]) {
      const response = await call(
        '/us_et/cart/add',
        formPost({ sku: 'ET-T00019', quantity: '1', training: '1', ...fields }),
      )
      expect(response.status).toBe(302)
      expect(cookieValue(response, 'vsf-message')).toContain(CART_MESSAGES.chooseOptions)
      expect(cookieValue(response, 'vsf-message')).not.toContain(CART_MESSAGES.trainingDetails)
    }
  })

  it('closes the cart to every add while it is a configurable one, another booking of a training included', async () => {
    const { createEmptyCart: cartId } = z
      .object({ createEmptyCart: z.string() })
      .parse(await commerce('mutation { createEmptyCart }'))
    await addTrainingTo(cartId)
    const { products } = z
      .object({
        products: z.object({ items: z.array(z.object({ options: z.array(z.object({ uid: z.string() })) })) }),
      })
      .parse(
        await commerce(
          '{ products(filter: { sku: { eq: "ET-T00019" } }) { items { ... on CustomizableProductInterface { options { uid } } } } }',
        ),
      )
    const [date, name] = products.items[0]?.options ?? []
    if (!date || !name) throw new Error('the training has no date and attendant options')
    const response = await call(
      '/us_et/cart/add',
      formPost(
        {
          sku: 'ET-T00019',
          quantity: '1',
          training: '1',
          'selected[0]': btoa('configurable/139/18'),
          'entered[0].uid': date.uid,
          'entered[0].value': `${new Date().getUTCFullYear() + 1}-06-01`,
          'entered[1].uid': name.uid,
          'entered[1].value': 'Ann Visser',
        },
        { Cookie: `vsf-cart=${cartId}` },
      ),
    )
    expect(response.status).toBe(302)
    expect(cookieValue(response, 'vsf-message')).toContain(CART_MESSAGES.trainingFirst)
    const { cart } = z
      .object({ cart: z.object({ items: z.array(z.unknown()) }) })
      .parse(await commerce('query ($id: String!) { cart(cart_id: $id) { items { uid } } }', { id: cartId }))
    expect(cart.items).toHaveLength(1)
  })
})

const CartLinesSchema = z.object({
  customerCart: z.object({ id: z.string(), items: z.array(z.object({ product: z.object({ sku: z.string() }) })) }),
})

async function customerCartOf(token: string) {
  return CartLinesSchema.parse(await commerce('{ customerCart { id items { product { sku } } } }', {}, token))
    .customerCart
}

describe('the training rule (spec §5) for a signed-in customer', () => {
  it('is judged on their own cart, whatever cart id the browser kept', async () => {
    const token = await newCustomerToken('cart-add')
    const own = await customerCartOf(token)
    await addTrainingTo(own.id, token)
    const stale = await guestCartWith('ET-H00004')
    for (const cookie of [`vsf-customer=${token}`, `vsf-customer=${token}; vsf-cart=${stale}`]) {
      const response = await call('/us_et/cart/add', formPost({ sku: 'ET-H00004', quantity: '1' }, { Cookie: cookie }))
      expect(response.status, cookie).toBe(302)
      expect(cookieValue(response, 'vsf-message'), cookie).toContain(CART_MESSAGES.trainingFirst)
    }
    expect((await customerCartOf(token)).items.map((item) => item.product.sku)).toEqual(['ET-T00019'])
  })

  it('holds when another tab adds the other kind while the add is on its way: the add is taken back', async () => {
    const token = await newCustomerToken('cart-add')
    const own = await customerCartOf(token)
    await call('/_dev/commerce/latency', {
      method: 'POST',
      body: JSON.stringify({ operationName: 'AddProductsToCart', ms: 400, match: own.id }),
      headers: { 'Content-Type': 'application/json', Origin: ORIGIN },
    })
    try {
      const adding = call(
        '/us_et/cart/add',
        formPost({ sku: 'ET-H00004', quantity: '1' }, { Cookie: `vsf-customer=${token}` }),
      )
      // The check has read an empty cart by now; the training lands before the delayed add.
      await new Promise((resolve) => setTimeout(resolve, 150))
      await addTrainingTo(own.id, token)
      const response = await adding
      expect(cookieValue(response, 'vsf-message')).toContain(CART_MESSAGES.trainingFirst)
    } finally {
      await call('/_dev/commerce/latency', {
        method: 'POST',
        body: JSON.stringify({ operationName: 'AddProductsToCart', ms: 0, match: own.id }),
        headers: { 'Content-Type': 'application/json', Origin: ORIGIN },
      })
    }
    expect((await customerCartOf(token)).items.map((item) => item.product.sku)).toEqual(['ET-T00019'])
  })
})

describe('a bundle', () => {
  const Bundle = z.object({
    products: z.object({
      items: z.array(
        z.object({
          items: z.array(
            z.object({
              required: z.boolean(),
              options: z.array(z.object({ uid: z.string(), product: z.object({ stock_status: z.string() }) })),
            }),
          ),
        }),
      ),
    }),
  })

  it('is refused with a sold-out part the page offers disabled, and added with a part in stock', async () => {
    // The seed's almond bundle: its first required choice is a sold-out day cream (the default), the others in stock.
    const { products } = Bundle.parse(
      await commerce(
        '{ products(filter: { sku: { eq: "ET-F00075" } }) { items { ... on BundleProduct { items { required options { uid product { stock_status } } } } } } }',
      ),
    )
    const required = products.items[0]?.items.find((item) => item.required)
    const soldOut = required?.options.find((option) => option.product.stock_status === 'OUT_OF_STOCK')
    const inStock = required?.options.find((option) => option.product.stock_status === 'IN_STOCK')
    if (!soldOut || !inStock) throw new Error('the bundle has no sold-out and in-stock choice to test with')

    // The page offers the sold-out part disabled and does not choose it for the shopper, though it is the default.
    const html = await (await call('/us_et/p/ET-F00075')).text()
    const control = new RegExp(`<input[^>]*value="${soldOut.uid.replaceAll('=', '\\=')}"[^>]*>`).exec(html)?.[0] ?? ''
    expect(control).toContain('disabled')
    expect(control).not.toContain('checked')

    const refused = await call(
      '/us_et/cart/add',
      formPost({ sku: 'ET-F00075', quantity: '1', 'selected[0]': soldOut.uid }),
    )
    expect(refused.status).toBe(302)
    expect(cookieValue(refused, 'vsf-message')).toContain(CART_MESSAGES.optionUnavailable)
    expect(cookieValue(refused, 'vsf-cart')).toBeUndefined()

    const added = await call(
      '/us_et/cart/add',
      formPost({ sku: 'ET-F00075', quantity: '1', 'selected[0]': inStock.uid }),
    )
    expect(added.status).toBe(302)
    expect(cookieValue(added, 'vsf-cart')).toEqual(expect.any(String))
  })
})

describe('an add form the page never sends', () => {
  it.each([
    ['an option uid of other characters', { sku: 'ET-H00013', quantity: '1', 'selected[0]': '@@' }, 'chooseOptions'],
    [
      'a training date without its uid',
      { sku: 'ET-T00039', quantity: '1', 'entered[0].value': '2030-01-01' },
      'chooseOptions',
    ],
    ['a training flag of another value', { sku: 'ET-H00001', quantity: '1', training: 'yes' }, 'unknownForm'],
  ] as const)('(%s) is refused in the shop’s words, with and without JavaScript', async (_, fields, message) => {
    const withScript = await call('/us_et/cart/add', formPost({ ...fields, js: '1' }))
    expect(withScript.status).toBe(400)
    const answer = await withScript.text()
    expect(answer).toContain(CART_MESSAGES[message])
    expect(answer).not.toMatch(/Invalid (string|input)/)
    // Without JavaScript the product page has no field to show it by: it is the page's notice.
    const withoutScript = await call('/us_et/cart/add', formPost({ ...fields, returnTo: '/us_et/' }))
    expect(withoutScript.status).toBe(302)
    expect(cookieValue(withoutScript, 'vsf-message')).toContain(CART_MESSAGES[message])
  })
})

describe("a bundle's option that takes one part", () => {
  it('is refused with two parts sent for it (a form the page cannot make), with and without JavaScript', async () => {
    const { products } = z
      .object({
        products: z.object({
          items: z.array(
            z.object({
              items: z.array(
                z.object({
                  type: z.string(),
                  options: z.array(z.object({ uid: z.string(), product: z.object({ stock_status: z.string() }) })),
                }),
              ),
            }),
          ),
        }),
      })
      .parse(
        await commerce(
          '{ products(filter: { sku: { eq: "ET-F00015" } }) { items { ... on BundleProduct { items { type options { uid product { stock_status } } } } } } }',
        ),
      )
    const single = products.items[0]?.items.find((item) => item.type === 'radio' || item.type === 'select')
    const parts = (single?.options ?? []).filter((option) => option.product.stock_status === 'IN_STOCK')
    if (parts.length < 2) throw new Error('the bundle has no single-choice option of two parts in stock')
    const fields = {
      sku: 'ET-F00015',
      quantity: '1',
      'selected[0]': parts[0]?.uid ?? '',
      'selected[1]': parts[1]?.uid ?? '',
    }

    const withoutScript = await call('/us_et/cart/add', formPost(fields))
    expect(withoutScript.status).toBe(302)
    expect(cookieValue(withoutScript, 'vsf-message')).toContain(CART_MESSAGES.onePartPerOption)
    expect(cookieValue(withoutScript, 'vsf-cart')).toBeUndefined()

    const withScript = await call('/us_et/cart/add', formPost({ ...fields, js: '1' }))
    expect(withScript.status).toBe(400)
    expect(await withScript.text()).toContain(CART_MESSAGES.onePartPerOption)
  })
})

describe('a quantity the stock cannot cover, on the cart page', () => {
  it('says how many are left where the product page would', async () => {
    const cartId = await guestCartWith('ET-B00026')
    const { cart } = z
      .object({
        cart: z.object({
          items: z.array(z.object({ uid: z.string(), product: z.object({ only_x_left_in_stock: z.number() }) })),
        }),
      })
      .parse(
        await commerce(
          'query ($id: String!) { cart(cart_id: $id) { items { uid product { only_x_left_in_stock } } } }',
          {
            id: cartId,
          },
        ),
      )
    const item = cart.items[0]
    expect(item?.product.only_x_left_in_stock).toBeGreaterThan(0)
    const left = item?.product.only_x_left_in_stock ?? 0
    const response = await call(
      '/us_et/cart',
      formPost(
        { intent: 'update', uid: item?.uid ?? '', quantity: String(left + 2), js: '1' },
        { Cookie: `vsf-cart=${cartId}` },
      ),
    )
    expect(response.status).toBe(400)
    expect(await response.text()).toContain(CART_MESSAGES.tooMany(left))
  })
})

describe("a configurable product's option radios, sent with the add form", () => {
  const RETURN_TO = '/us_et/p/ET-H00013?color=2'

  it('add the variant ticked, before the page followed it, and bring the page back with that choice', async () => {
    const added = await call(
      '/us_et/cart/add',
      formPost({
        sku: 'ET-H00013',
        quantity: '1',
        returnTo: RETURN_TO,
        choice: 'color size',
        color: '1',
        size: '13',
      }),
    )
    expect(added.status).toBe(302)
    expect(added.headers.get('Location')).toBe('/us_et/p/ET-H00013?color=1&size=13')
    const { cart } = z
      .object({ cart: z.object({ items: z.array(z.object({ configured_variant: z.object({ sku: z.string() }) })) }) })
      .parse(
        await commerce(
          'query ($id: String!) { cart(cart_id: $id) { items { ... on ConfigurableCartItem { configured_variant { sku } } } } }',
          { id: cookieValue(added, 'vsf-cart') ?? '' },
        ),
      )
    expect(cart.items.map((item) => item.configured_variant.sku)).toEqual(['ET-H00013-BLACK-250-ML'])
  })

  it('refuse a half choice and bring the page back with it; odd names and values stay out of the address', async () => {
    const refused = await call(
      '/us_et/cart/add',
      formPost({ sku: 'ET-H00013', quantity: '1', returnTo: RETURN_TO, choice: 'color size', color: '3' }),
    )
    expect(refused.status).toBe(302)
    expect(refused.headers.get('Location')).toBe('/us_et/p/ET-H00013?color=3')
    expect(cookieValue(refused, 'vsf-message')).toContain(CART_MESSAGES.chooseOptions)
    // Only the codes the form names move into the address, and only as value indexes.
    const odd = await call(
      '/us_et/cart/add',
      formPost({
        sku: 'ET-H00013',
        quantity: '1',
        returnTo: RETURN_TO,
        choice: 'Color ../x size',
        size: 'a',
        quantity2: '1',
      }),
    )
    expect(odd.headers.get('Location')).toBe(RETURN_TO)
  })

  it('"Show selection" adds nothing: the page moves to the options ticked and the form keeps what was typed', async () => {
    const shown = await call(
      '/us_et/cart/add',
      formPost({
        sku: 'ET-H00013',
        quantity: '3',
        returnTo: RETURN_TO,
        anchor: 'add-to-cart-x',
        choice: 'color size',
        color: '1',
        size: '13',
        intent: 'show-selection',
      }),
    )
    expect(shown.status).toBe(302)
    expect(shown.headers.get('Location')).toBe('/us_et/p/ET-H00013?color=1&size=13#add-to-cart-x')
    expect(cookieValue(shown, 'vsf-cart')).toBeUndefined()
    expect(cookieValue(shown, 'vsf-message')).toBeUndefined()
    const typed = z
      .object({
        sku: z.string(),
        result: z.object({
          initialValue: z.record(z.string(), z.unknown()),
          error: z.record(z.string(), z.unknown()).nullish(),
        }),
      })
      .parse(JSON.parse(cookieValue(shown, 'vsf-cart-add') ?? '{}'))
    expect(typed.sku).toBe('ET-H00013')
    expect(typed.result.initialValue).toMatchObject({ quantity: '3' })
    // Nothing was judged: no message comes back with the form.
    expect(Object.keys(typed.result.error ?? {})).toEqual([])
  })
})

describe('an add the stock cannot cover with what the cart already holds', () => {
  it('says how many are left and how many of them the cart holds', async () => {
    const cartId = await guestCartWith('ET-B00026')
    const { products } = z
      .object({ products: z.object({ items: z.array(z.object({ only_x_left_in_stock: z.number() })) }) })
      .parse(await commerce('{ products(filter: { sku: { eq: "ET-B00026" } }) { items { only_x_left_in_stock } } }'))
    const left = products.items[0]?.only_x_left_in_stock ?? 0
    expect(left).toBeGreaterThan(1)
    const refused = await call(
      '/us_et/cart/add',
      formPost({ sku: 'ET-B00026', quantity: String(left) }, { Cookie: `vsf-cart=${cartId}` }),
    )
    expect(cookieValue(refused, 'vsf-message')).toContain(stockLeftMessage(left, 1))
    expect(stockLeftMessage(left, 1)).toBe(`Your cart already holds 1 of the ${left} left in stock.`)
  })
})

describe('a guest cart with a downloadable product at the checkout', () => {
  it('asks the shopper to sign in or register first, and comes back to the step after (Magento’s default)', async () => {
    const { products } = LinksSchema.parse(
      await commerce(
        `{ products(filter: { sku: { eq: "${EBOOK}" } }) { items { price_range { minimum_price { final_price { value } } } ... on DownloadableProduct { downloadable_product_links { uid title price } } } } }`,
      ),
    )
    const link = products.items[0]?.downloadable_product_links[0]
    const added = await call('/us_et/cart/add', formPost({ sku: EBOOK, quantity: '1', 'selected[0]': link?.uid ?? '' }))
    const cartId = cookieValue(added, 'vsf-cart') ?? ''
    const step = await call('/us_et/checkout/user-account', { headers: { Cookie: `vsf-cart=${cartId}` } })
    expect(step.status).toBe(302)
    expect(step.headers.get('Location')).toBe('/us_et/customer/login?redirectTo=%2Fus_et%2Fcheckout%2Fuser-account')
    expect(cookieValue(step, 'vsf-message')).toContain(DOWNLOADS_NEED_ACCOUNT)

    // A customer with the same e-book in their cart goes on through the checkout.
    const token = await newCustomerToken('ebook-checkout')
    const { customerCart } = z
      .object({ customerCart: z.object({ id: z.string() }) })
      .parse(await commerce('{ customerCart { id } }', {}, token))
    await commerce(
      `mutation ($id: String!, $link: ID!) { addProductsToCart(cartId: $id, cartItems: [{ sku: "${EBOOK}", quantity: 1,
        selected_options: [$link] }]) { cart { id } } }`,
      { id: customerCart.id, link: link?.uid ?? '' },
      token,
    )
    const signedIn = await call('/us_et/checkout/billing', {
      headers: { Cookie: `vsf-cart=${customerCart.id}; vsf-customer=${token}` },
    })
    expect(signedIn.status).toBe(200)
    expect(await signedIn.text()).toContain('Billing address')
  })
})

describe('the most a cart line may hold', () => {
  const VIRTUAL = 'ET-H00037'
  const quantityIn = async (cartId: string) =>
    z
      .object({ cart: z.object({ items: z.array(z.object({ quantity: z.number() })) }) })
      .parse(await commerce('query ($id: String!) { cart(cart_id: $id) { items { quantity } } }', { id: cartId }))
      .cart.items.map((item) => item.quantity)

  it('refuses an add that would take a line past it, and the line keeps what it held', async () => {
    const cartId = await guestCartWith(VIRTUAL)
    const add = (quantity: number) =>
      call('/us_et/cart/add', formPost({ sku: VIRTUAL, quantity: String(quantity) }, { Cookie: `vsf-cart=${cartId}` }))

    const over = await add(MAX_QUANTITY)
    expect(over.status).toBe(302)
    expect(cookieValue(over, 'vsf-message')).toContain(lineMaxMessage(MAX_QUANTITY - 1))
    expect(await quantityIn(cartId)).toEqual([1])

    expect(cookieValue(await add(MAX_QUANTITY - 1), 'vsf-message')).toContain('has been added to your cart.')
    expect(await quantityIn(cartId)).toEqual([MAX_QUANTITY])
    const full = await add(1)
    expect(cookieValue(full, 'vsf-message')).toContain(lineMaxMessage(0))
    expect(await quantityIn(cartId)).toEqual([MAX_QUANTITY])
  })

  it('takes back only its own quantity: an add from another tab meanwhile stays (a double click of 600 and 600)', async () => {
    const cartId = await guestCartWith('ET-H00001')
    const other = `mutation ($id: String!) { addProductsToCart(cartId: $id, cartItems: [{ sku: "${VIRTUAL}", quantity: 600 }]) { cart { id } } }`
    // The other tab's add reaches the backend between this add's read of the cart and its own add.
    const racing = commerceIntercepting('mutation AddProductsToCart', async (forward) => {
      await commerce(other, { id: cartId })
      return forward()
    })
    const response = await call(
      '/us_et/cart/add',
      formPost({ sku: VIRTUAL, quantity: '600' }, { Cookie: `vsf-cart=${cartId}` }),
      { COMMERCE: racing },
    )
    expect(cookieValue(response, 'vsf-message')).toContain(lineMaxMessage(MAX_QUANTITY - 600))
    expect(await quantityIn(cartId)).toEqual([1, 600])
  })

  it('does not stop an add of another product when a line filled elsewhere is already past it', async () => {
    const cartId = await guestCartWith(VIRTUAL)
    const { cart } = z
      .object({ cart: z.object({ items: z.array(z.object({ uid: z.string() })) }) })
      .parse(await commerce('query ($id: String!) { cart(cart_id: $id) { items { uid } } }', { id: cartId }))
    await commerce(
      'mutation ($id: String!, $uid: ID!) { updateCartItems(input: { cart_id: $id, cart_items: [{ cart_item_uid: $uid, quantity: 1200 }] }) { cart { id } } }',
      { id: cartId, uid: cart.items[0]?.uid ?? '' },
    )
    const other = await call(
      '/us_et/cart/add',
      formPost({ sku: 'ET-H00022', quantity: '1' }, { Cookie: `vsf-cart=${cartId}` }),
    )
    expect(cookieValue(other, 'vsf-message')).toContain('has been added to your cart.')
    expect((await quantityIn(cartId)).sort((a, b) => a - b)).toEqual([1, 1200])
  })
})

describe('a cart form sent after another tab changed the cart', () => {
  it('says a line taken out elsewhere is no longer there, and answers with the cart as it is', async () => {
    const cartId = await guestCartWith('ET-H00001')
    await commerce(
      'mutation ($id: String!) { addProductsToCart(cartId: $id, cartItems: [{ sku: "ET-B00002", quantity: 1 }]) { cart { id } } }',
      { id: cartId },
    )
    const { cart } = z
      .object({ cart: z.object({ items: z.array(z.object({ uid: z.string() })) }) })
      .parse(await commerce('query ($id: String!) { cart(cart_id: $id) { items { uid } } }', { id: cartId }))
    const gone = cart.items[0]?.uid ?? ''
    // The other tab removes the first line.
    await commerce(
      'mutation ($id: String!, $uid: ID!) { removeItemFromCart(input: { cart_id: $id, cart_item_uid: $uid }) { cart { id } } }',
      { id: cartId, uid: gone },
    )
    const cookie = { Cookie: `vsf-cart=${cartId}` }
    for (const js of ['1', '']) {
      const forms: Record<string, string>[] = [
        { intent: 'update', uid: gone, quantity: '3' },
        { intent: 'remove', uid: gone, name: 'Mask' },
      ]
      for (const fields of forms) {
        const response = await call('/us_et/cart', formPost({ ...fields, ...(js ? { js } : {}) }, cookie))
        expect(response.status).toBe(400)
        const body = await response.text()
        expect(body, `${fields.intent} ${js ? 'with' : 'without'} JavaScript`).toContain(CART_MESSAGES.itemNotFound)
        expect(body).not.toMatch(/Could not find cart item|doesn't contain the item/)
        // The line still there is in the answer; the one taken out is not.
        expect(body).toContain('ET-B00002')
      }
    }
  })
})

describe('an add to a cart Magento already flags (a line holds more than the stock left)', () => {
  it('is an add, as Magento saves it although it lists the cart’s own stock errors with it', async () => {
    const db = Reflect.get(env, 'COMMERCE_DB') as D1Database
    const flagged = 'ET-H00061'
    const cartId = await guestCartWith(flagged)
    await commerce(
      'mutation ($id: String!) { addProductsToCart(cartId: $id, cartItems: [{ sku: "ET-H00061", quantity: 2 }]) { cart { id } } }',
      { id: cartId },
    )
    const stock = await db.prepare('SELECT qty FROM product WHERE sku = ?').bind(flagged).first<{ qty: number }>()
    // The stock falls under what the cart holds (another shopper's order, a stock count).
    await db.prepare('UPDATE product SET qty = 1 WHERE sku = ?').bind(flagged).run()
    try {
      const added = await call(
        '/us_et/cart/add',
        formPost({ sku: 'ET-H00001', quantity: '1' }, { Cookie: `vsf-cart=${cartId}` }),
      )
      expect(added.status).toBe(302)
      const notice = cookieValue(added, 'vsf-message') ?? ''
      expect(notice).not.toContain('not available')
      expect(JSON.parse(notice)).toMatchObject({ type: 'success' })
      // Added once: a shopper told it failed would have added it again and again.
      const { cart } = z
        .object({
          cart: z.object({
            items: z.array(z.object({ quantity: z.number(), product: z.object({ sku: z.string() }) })),
          }),
        })
        .parse(
          await commerce('query ($id: String!) { cart(cart_id: $id) { items { quantity product { sku } } } }', {
            id: cartId,
          }),
        )
      expect(cart.items.map((item) => [item.product.sku, item.quantity])).toEqual([
        [flagged, 3],
        ['ET-H00001', 1],
      ])

      // An add that fails in such a cart still says why: the add's own error, not the cart's.
      const refused = await call(
        '/us_et/cart/add',
        formPost({ sku: flagged, quantity: '1' }, { Cookie: `vsf-cart=${cartId}` }),
      )
      expect(cookieValue(refused, 'vsf-message') ?? '').toContain('left in stock')
    } finally {
      await db
        .prepare('UPDATE product SET qty = ? WHERE sku = ?')
        .bind(stock?.qty ?? 100, flagged)
        .run()
    }
  })
})

describe("a grouped product's add that Magento takes only in part", () => {
  it('says it was added and what was left out, instead of reporting the whole add refused', async () => {
    const db = Reflect.get(env, 'COMMERCE_DB') as D1Database
    const { products } = z
      .object({
        products: z.object({
          items: z.array(z.object({ items: z.array(z.object({ product: z.object({ sku: z.string() }) })) })),
        }),
      })
      .parse(
        await commerce(
          '{ products(filter: { sku: { eq: "ET-H00016" } }) { items { ... on GroupedProduct { items { product { sku } } } } } }',
        ),
      )
    const [first, second] = products.items[0]?.items.map((item) => item.product.sku) ?? []
    if (!first || !second) throw new Error('the grouped product has fewer than two products')
    // The product page's data is read (and cached) while there is stock for both.
    expect((await call('/us_et/p/ET-H00016')).status).toBe(200)
    const stock = await db.prepare('SELECT qty FROM product WHERE sku = ?').bind(second).first<{ qty: number }>()
    await db.prepare('UPDATE product SET qty = 1 WHERE sku = ?').bind(second).run()
    try {
      const added = await call(
        '/us_et/cart/add',
        formPost({
          sku: 'ET-H00016',
          'grouped[0].sku': first,
          'grouped[0].quantity': '1',
          'grouped[1].sku': second,
          'grouped[1].quantity': '3',
        }),
      )
      expect(added.status).toBe(302)
      const notice = z
        .object({ message: z.string(), type: z.string() })
        .parse(JSON.parse(cookieValue(added, 'vsf-message') ?? '{}'))
      expect(notice.message).toMatch(/has been added to your cart\. Not all of it could be added: /)
      const cartId = cookieValue(added, 'vsf-cart') ?? ''
      const { cart } = z
        .object({ cart: z.object({ items: z.array(z.object({ product: z.object({ sku: z.string() }) })) }) })
        .parse(
          await commerce('query ($id: String!) { cart(cart_id: $id) { items { product { sku } } } }', { id: cartId }),
        )
      expect(cart.items.map((item) => item.product.sku)).toEqual([first])
    } finally {
      await db
        .prepare('UPDATE product SET qty = ? WHERE sku = ?')
        .bind(stock?.qty ?? 100, second)
        .run()
    }
  })
})
