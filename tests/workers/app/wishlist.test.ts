import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { call, commerce, commerceDelaying, cookieValue, formPost, newCustomerToken } from './worker'

/** Issue 9 item 5 through workers/app.ts with the real backends: the wishlist action without JavaScript. */

const ItemsSchema = z.object({
  customer: z.object({
    wishlists: z.array(
      z.object({
        items_v2: z.object({
          items: z.array(z.object({ id: z.string(), product: z.object({ sku: z.string() }) })),
        }),
      }),
    ),
  }),
})

async function wishlistOf(token: string): Promise<{ id: string; sku: string }[]> {
  const answer = ItemsSchema.parse(
    await commerce('{ customer { wishlists { items_v2 { items { id product { sku } } } } } }', {}, token),
  )
  return answer.customer.wishlists.flatMap((list) =>
    list.items_v2.items.map((item) => ({ id: item.id, sku: item.product.sku })),
  )
}

async function post(fields: Record<string, string>, token?: string, path = '/us_et/wishlist'): Promise<Response> {
  return call(path, formPost(fields, token ? { Cookie: `vsf-customer=${token}` } : {}))
}

function flash(response: Response): unknown {
  return JSON.parse(cookieValue(response, 'vsf-message') ?? 'null')
}

describe('the wishlist toggle without JavaScript', () => {
  it('adds and removes, back on the same page with a message', async () => {
    const token = await newCustomerToken('wishlist-app')
    const added = await post({ intent: 'add', sku: 'ET-H00001', returnTo: '/us_et/hair.html' }, token)
    expect(added.status).toBe(302)
    expect(added.headers.get('Location')).toBe('/us_et/hair.html')
    expect(flash(added)).toMatchObject({
      type: 'success',
      message: 'Hydrating Lavender Hair Mask has been added to your wishlist.',
    })
    const [item] = await wishlistOf(token)
    expect(item?.sku).toBe('ET-H00001')

    const removed = await post({ intent: 'remove', 'ids[0]': item?.id ?? '', name: 'Mask', returnTo: '/us_et' }, token)
    expect(flash(removed)).toMatchObject({ type: 'success', message: 'Mask has been removed from your wishlist.' })
    expect(await wishlistOf(token)).toEqual([])
  })

  it("refuses another customer's item id and leaves it where it is", async () => {
    const owner = await newCustomerToken('wishlist-app')
    const stranger = await newCustomerToken('wishlist-app')
    await post({ intent: 'add', sku: 'ET-H00001' }, owner)
    const [item] = await wishlistOf(owner)
    const response = await post({ intent: 'remove', 'ids[0]': item?.id ?? '' }, stranger)
    expect(response.status).toBe(302)
    expect(flash(response)).toMatchObject({
      type: 'danger',
      title: 'Wishlist error',
      message: 'This item is no longer in your wishlist.',
    })
    expect(await wishlistOf(owner)).toHaveLength(1)
  })

  it.each([
    ['an unknown SKU', { intent: 'add', sku: 'ET-NOPE-1' }, 'This product could not be found.'],
    ['script as a SKU', { intent: 'add', sku: '<script>alert(1)</script>' }, 'This product could not be found.'],
    ['an oversized SKU', { intent: 'add', sku: 'A'.repeat(5000) }, 'This product could not be found.'],
    [
      'a configurable without its variant',
      { intent: 'add', sku: 'ET-H00013' },
      'Please choose the product options first.',
    ],
    [
      "another product's variant",
      { intent: 'add', sku: 'ET-H00013', variant: 'ET-H00001' },
      'Please choose the product options first.',
    ],
    ['a malformed item id', { intent: 'remove', 'ids[0]': '1 OR 1=1' }, 'This item is no longer in your wishlist.'],
    ['an unknown intent', { intent: 'empty-everything' }, 'This wishlist request could not be understood.'],
  ])('answers %s with a clear message, never a 500', async (_label, fields, message) => {
    const token = await newCustomerToken('wishlist-app')
    const response = await post(fields, token)
    expect(response.status).toBe(302)
    expect(flash(response)).toMatchObject({ type: 'danger', title: 'Wishlist error', message })
    expect(await wishlistOf(token)).toEqual([])
  })
})

describe('a guest', () => {
  it('goes to sign in with a safe return target, and the add is made on the first page after signing in', async () => {
    const asked = await post({ intent: 'add', sku: 'ET-H00001', returnTo: '/us_et/p/ET-H00001' })
    expect(asked.status).toBe(302)
    expect(asked.headers.get('Location')).toBe('/us_et/customer/login?redirectTo=%2Fus_et%2Fp%2FET-H00001')
    const pending = asked.headers.getSetCookie().find((cookie) => cookie.startsWith('vsf-wishlist-pending='))
    expect(pending).toContain('HttpOnly')
    // The sign-in page says why it is shown (the dialog does with JavaScript).
    expect(flash(asked)).toMatchObject({ type: 'info', message: 'Please sign in to keep products in your wishlist.' })

    const token = await newCustomerToken('wishlist-app')
    const page = await call('/us_et/p/ET-H00001', {
      headers: { Cookie: `vsf-customer=${token}; vsf-wishlist-pending=${cookieValue(asked, 'vsf-wishlist-pending')}` },
    })
    expect(page.status).toBe(200)
    expect(page.headers.get('Cache-Control')).toBe('private, no-store')
    expect(page.headers.getSetCookie()).toContain('vsf-wishlist-pending=; Path=/; SameSite=Lax; Max-Age=0')
    const html = await page.text()
    expect(html).toContain('Hydrating Lavender Hair Mask has been added to your wishlist.')
    expect(html).toContain('1<span class="sr-only"> item in wishlist</span>')
    expect((await wishlistOf(token)).map((item) => item.sku)).toEqual(['ET-H00001'])
  })

  it('signed in on My wishlist, sees the product the notice names in the list', async () => {
    const asked = await post({ intent: 'add', sku: 'ET-H00001', returnTo: '/us_et/customer/my-wishlist' })
    const token = await newCustomerToken('wishlist-app')
    const page = await call('/us_et/customer/my-wishlist', {
      headers: { Cookie: `vsf-customer=${token}; vsf-wishlist-pending=${cookieValue(asked, 'vsf-wishlist-pending')}` },
    })
    const html = await page.text()
    expect(html).toContain('Hydrating Lavender Hair Mask has been added to your wishlist.')
    expect(html).not.toContain('Your wishlist is empty')
    expect(html).toContain('Prices excl. VAT')
    expect((await wishlistOf(token)).map((item) => item.sku)).toEqual(['ET-H00001'])
  })

  it('registering with JavaScript goes on by a page load, which makes the add (data requests never do)', async () => {
    const asked = await post({ intent: 'add', sku: 'ET-H00001', returnTo: '/us_et/hair.html' })
    const email = `wishlist-register-${crypto.randomUUID()}@example.com`
    const response = await call(
      '/us_et/Register.data',
      formPost(
        { firstname: 'Eva', lastname: 'Jansen', email, password: 'Password123!', confirmPassword: 'Password123!' },
        { Cookie: `vsf-wishlist-pending=${cookieValue(asked, 'vsf-wishlist-pending')}` },
      ),
    )
    expect(response.status).toBe(202)
    expect(response.headers.get('X-Remix-Reload-Document')).toBe('true')
  })

  it('is never sent off the site by the return target', async () => {
    const asked = await post({ intent: 'add', sku: 'ET-H00001', returnTo: '//evil.example/phish' })
    expect(asked.headers.get('Location')).toBe('/us_et/customer/login?redirectTo=%2Fus_et')
  })

  it('cannot remove anything', async () => {
    const response = await post({ intent: 'remove', 'ids[0]': '1' })
    expect(flash(response)).toMatchObject({ message: 'Please sign in to keep products in your wishlist.' })
  })
})

describe('add to cart from the wishlist (?wishlist=)', () => {
  it('moves the own item: added to the cart, gone from the wishlist, with the spec text', async () => {
    const token = await newCustomerToken('wishlist-app')
    await post({ intent: 'add', sku: 'ET-H00001' }, token)
    const [item] = await wishlistOf(token)
    const response = await post(
      { sku: 'ET-H00001', quantity: '1', wishlist: item?.id ?? '', returnTo: '/us_et/customer/my-wishlist' },
      token,
      '/us_et/cart/add',
    )
    expect(response.headers.get('Location')).toBe('/us_et/customer/my-wishlist')
    expect(flash(response)).toMatchObject({ message: 'You added Hydrating Lavender Hair Mask to your shopping cart.' })
    expect(await wishlistOf(token)).toEqual([])
  })

  it('moves it once when the button is sent twice at once (a double click without JavaScript), and says so twice', async () => {
    const token = await newCustomerToken('wishlist-twice')
    await commerce('{ customerCart { id } }', {}, token)
    await post({ intent: 'add', sku: 'ET-H00001' }, token)
    const [item] = await wishlistOf(token)
    // A backend as slow as a real Magento's add: the second click arrives while the first is being added.
    const slowAdd = commerceDelaying('mutation AddProductsToCart', 150)
    const move = () =>
      call(
        '/us_et/cart/add',
        formPost(
          { sku: 'ET-H00001', quantity: '1', wishlist: item?.id ?? '', returnTo: '/us_et/customer/my-wishlist' },
          { Cookie: `vsf-customer=${token}` },
        ),
        { COMMERCE: slowAdd },
      )
    const answers = await Promise.all([move(), move()])
    for (const answer of answers)
      expect(flash(answer)).toMatchObject({ message: 'You added Hydrating Lavender Hair Mask to your shopping cart.' })
    const cart = z
      .object({ customerCart: z.object({ items: z.array(z.object({ quantity: z.number() })) }) })
      .parse(await commerce('{ customerCart { items { quantity } } }', {}, token))
    expect(cart.customerCart.items.map((line) => line.quantity)).toEqual([1])
    expect(await wishlistOf(token)).toEqual([])
  })

  it('comes back to the product page without the wishlist item, so a second add is an ordinary add', async () => {
    const token = await newCustomerToken('wishlist-app')
    await post({ intent: 'add', sku: 'ET-H00001' }, token)
    const [item] = await wishlistOf(token)
    const returnTo = `/us_et/p/ET-H00001?wishlist=${item?.id ?? ''}&color=4`
    const moved = await post(
      { sku: 'ET-H00001', quantity: '1', wishlist: item?.id ?? '', returnTo },
      token,
      '/us_et/cart/add',
    )
    expect(moved.headers.get('Location')).toBe('/us_et/p/ET-H00001?color=4')
    const again = await post(
      { sku: 'ET-H00001', quantity: '1', returnTo: '/us_et/p/ET-H00001?color=4' },
      token,
      '/us_et/cart/add',
    )
    expect(flash(again)).toMatchObject({
      type: 'success',
      message: 'Hydrating Lavender Hair Mask has been added to your cart.',
    })
  })

  it("refuses another customer's wishlist item without adding anything", async () => {
    const owner = await newCustomerToken('wishlist-app')
    const stranger = await newCustomerToken('wishlist-app')
    await post({ intent: 'add', sku: 'ET-H00001' }, owner)
    const [item] = await wishlistOf(owner)
    const response = await post(
      { sku: 'ET-H00001', quantity: '1', wishlist: item?.id ?? '' },
      stranger,
      '/us_et/cart/add',
    )
    expect(flash(response)).toMatchObject({
      type: 'danger',
      title: 'Wishlist error',
      message: 'This item is no longer in your wishlist.',
    })
    expect(cookieValue(response, 'vsf-cart')).toBeUndefined()
    expect(await wishlistOf(owner)).toHaveLength(1)
  })
})

describe("the product page's heart without JavaScript (it sends the add form)", () => {
  it('adds the variant ticked and brings the page back at that choice, with what was typed', async () => {
    const token = await newCustomerToken('wishlist-app')
    const response = await post(
      {
        intent: 'add',
        sku: 'ET-T00019',
        quantity: '2',
        choice: 'size',
        size: '18',
        'entered[0].uid': 'Y3VzdG9tLW9wdGlvbi8x',
        'entered[0].value': 'Cara Typed',
        anchor: 'add-to-cart-MTk=',
        returnTo: '/us_et/p/ET-T00019',
      },
      token,
    )
    expect(response.headers.get('Location')).toBe('/us_et/p/ET-T00019?size=18#add-to-cart-MTk=')
    expect(flash(response)).toMatchObject({ type: 'success' })
    const { customer } = z
      .object({
        customer: z.object({
          wishlists: z.array(
            z.object({
              items_v2: z.object({
                items: z.array(z.object({ configured_variant: z.object({ sku: z.string() }).nullish() })),
              }),
            }),
          ),
        }),
      })
      .parse(
        await commerce(
          '{ customer { wishlists { items_v2 { items { ... on ConfigurableWishlistItem { configured_variant { sku } } } } } } }',
          {},
          token,
        ),
      )
    expect(customer.wishlists[0]?.items_v2.items.map((item) => item.configured_variant?.sku)).toEqual([
      'ET-T00019-HALF-DAY',
    ])
    // The form comes back with the student's name and the quantity typed.
    const kept = cookieValue(response, 'vsf-cart-add') ?? ''
    expect(kept).toContain('Cara Typed')
    expect(kept).toContain('"quantity":"2"')
  })
})

describe("an add with a wishlist item that is not (or no longer) the shopper's", () => {
  it('from a product page is an ordinary add: a shared address, or the item taken out in another tab', async () => {
    const owner = await newCustomerToken('wishlist-app')
    await post({ intent: 'add', sku: 'ET-H00001' }, owner)
    const [item] = await wishlistOf(owner)
    const form = { sku: 'ET-H00001', quantity: '1', wishlist: item?.id ?? '', anchor: 'add-to-cart-MTI=' }
    const returnTo = `/us_et/p/ET-H00001?wishlist=${item?.id ?? ''}`
    for (const token of [undefined, await newCustomerToken('wishlist-app')]) {
      const response = await post({ ...form, returnTo }, token, '/us_et/cart/add')
      expect(flash(response)).toMatchObject({
        type: 'success',
        message: 'Hydrating Lavender Hair Mask has been added to your cart.',
      })
    }
    // The owner's item is none of theirs to move: it stays.
    expect(await wishlistOf(owner)).toHaveLength(1)
  })

  it('from My wishlist after signing out in another tab asks to sign in, and adds nothing', async () => {
    const response = await post({ sku: 'ET-H00001', quantity: '1', wishlist: '12' }, undefined, '/us_et/cart/add')
    expect(flash(response)).toMatchObject({
      type: 'danger',
      title: 'Wishlist error',
      message: 'You are signed out. Please sign in to move products from your wishlist to your cart.',
    })
    expect(cookieValue(response, 'vsf-cart')).toBeUndefined()
  })
})

describe('the wishlist page', () => {
  it("shows a configurable item at its chosen variant's price, the one the cart will charge", async () => {
    const token = await newCustomerToken('wishlist-app')
    const Product = z.object({
      products: z.object({
        items: z.array(
          z.object({
            sku: z.string(),
            price_range: z.object({ minimum_price: z.object({ final_price: z.object({ value: z.number() }) }) }),
            variants: z.array(
              z.object({
                product: z.object({
                  sku: z.string(),
                  price_range: z.object({ minimum_price: z.object({ final_price: z.object({ value: z.number() }) }) }),
                }),
              }),
            ),
          }),
        ),
      }),
    })
    const { products } = Product.parse(
      await commerce(
        `{ products(filter: { sku: { eq: "ET-B00233" } }) { items { sku price_range { minimum_price { final_price { value } } }
        ... on ConfigurableProduct { variants { product { sku price_range { minimum_price { final_price { value } } } } } } } } }`,
      ),
    )
    const parent = products.items[0]
    if (!parent) throw new Error('the configurable product is missing')
    const from = parent.price_range.minimum_price.final_price.value
    const dearest = parent.variants
      .map((variant) => variant.product)
      .sort((a, b) => b.price_range.minimum_price.final_price.value - a.price_range.minimum_price.final_price.value)[0]
    if (!dearest) throw new Error('the configurable product has no variants')
    const price = dearest.price_range.minimum_price.final_price.value
    expect(price).toBeGreaterThan(from)
    await commerce(
      'mutation ($items: [WishlistItemInput!]!) { addProductsToWishlist(wishlistId: "0", wishlistItems: $items) { user_errors { message } } }',
      { items: [{ sku: dearest.sku, parent_sku: parent.sku, quantity: 1 }] },
      token,
    )
    const page = await call('/us_et/customer/my-wishlist', { headers: { Cookie: `vsf-customer=${token}` } })
    expect(page.status).toBe(200)
    const html = await page.text()
    const euro = (value: number) => new Intl.NumberFormat('en-US', { style: 'currency', currency: 'EUR' }).format(value)
    expect(html).toContain(euro(price))
    expect(html).not.toContain(euro(from))
  })
})

describe('a wishlist page past the end', () => {
  it('goes to the last page that has items, keeping the view', async () => {
    const token = await newCustomerToken('wishlist-pages')
    await commerce(
      'mutation ($items: [WishlistItemInput!]!) { addProductsToWishlist(wishlistId: "0", wishlistItems: $items) { user_errors { message } } }',
      { items: [{ sku: 'ET-H00001', quantity: 1 }] },
      token,
    )
    const cookie = { headers: { Cookie: `vsf-customer=${token}` } }
    const past = await call('/us_et/customer/my-wishlist?page=2&view=list', cookie)
    expect(past.status).toBe(302)
    expect(past.headers.get('Location')).toBe('/us_et/customer/my-wishlist?view=list')
    const first = await call('/us_et/customer/my-wishlist?view=list', cookie)
    expect(first.status).toBe(200)
    expect(await first.text()).not.toContain('Your wishlist is empty')
    // An empty wishlist's own page 1 stays where it is.
    const empty = await call('/us_et/customer/my-wishlist', {
      headers: { Cookie: `vsf-customer=${await newCustomerToken('wishlist-empty')}` },
    })
    expect(empty.status).toBe(200)
  })
})

describe('the wishlist page', () => {
  it('says how many an item is for when more than one, since "Add to cart" moves that many', async () => {
    const token = await newCustomerToken('wishlist-app')
    const lists = z
      .object({ customer: z.object({ wishlists: z.array(z.object({ id: z.string() })) }) })
      .parse(await commerce('{ customer { wishlists { id } } }', {}, token))
    const wishlistId = lists.customer.wishlists[0]?.id ?? ''
    await commerce(
      'mutation ($id: ID!) { addProductsToWishlist(wishlistId: $id, wishlistItems: [{ sku: "ET-H00001", quantity: 2 }]) { user_errors { message } } }',
      { id: wishlistId },
      token,
    )
    const html = await (
      await call('/us_et/customer/my-wishlist', { headers: { Cookie: `vsf-customer=${token}` } })
    ).text()
    expect(html).toMatch(/<dt>Quantity:<\/dt><dd>2<\/dd>/)
    expect(html).toMatch(/<input type="hidden" name="quantity" value="2"\/>/)
  })
})
