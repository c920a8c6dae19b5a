import { describe, expect, it } from 'vitest'
import { OTHER_SESSION_MESSAGE } from '~/lib/session.server'
import { z } from 'zod'
import { CART_MESSAGES } from '~/lib/cart'
import { CHECKOUT_MESSAGES } from '~/lib/checkout'
import { LINES_CHANGED } from '~/lib/checkout.server'
import { trainingDateGone } from '~/lib/cart-limits'
import {
  addTrainingTo,
  call,
  commerce,
  commerceIntercepting,
  cookieValue,
  daysFromToday,
  fillCheckoutSteps,
  formPost,
  guestCartWith,
  newCustomerToken,
  ANOTHER_CUSTOMERS_ADDRESS,
} from './worker'

/**
 * The checkout against a cart changed where the storefront's own forms did not see it: another tab, another device,
 * another client of the backend. Spec §5's rules hold at the checkout too, and an order is placed only at the total
 * the shopper reviewed.
 */

const NoticeSchema = z.object({ message: z.string(), type: z.string() })

function notice(response: Response): string | undefined {
  const raw = cookieValue(response, 'vsf-message')
  return raw ? NoticeSchema.parse(JSON.parse(raw)).message : undefined
}

/** A guest cart with one product, its e-mail, addresses and shipping method set: the review step is next. */
async function cartAtReview(sku = 'ET-H00001'): Promise<{ cartId: string; itemUid: string }> {
  const cartId = await guestCartWith(sku)
  await commerce(
    `mutation ($id: String!) { setGuestEmailOnCart(input: { cart_id: $id, email: "review@example.com" }) { cart { id } } }`,
    { id: cartId },
  )
  await fillCheckoutSteps(cartId)
  const { cart } = z
    .object({ cart: z.object({ items: z.array(z.object({ uid: z.string() })) }) })
    .parse(await commerce('query ($id: String!) { cart(cart_id: $id) { items { uid } } }', { id: cartId }))
  return { cartId, itemUid: cart.items[0]?.uid ?? '' }
}

/** The total the review step sends back with the order. */
async function reviewedTotal(cartId: string): Promise<string> {
  const page = await call('/us_et/checkout/payment', { headers: { Cookie: `vsf-cart=${cartId}` } })
  expect(page.status).toBe(200)
  const html = await page.text()
  const total = /<input type="hidden" name="reviewedTotal" value="([\d.]+)"/.exec(html)?.[1]
  expect(total).toBeDefined()
  // The amount is said beside Place order too, not only in the summary further down.
  expect(html).toContain(`Total to pay: <b>€${Number(total).toFixed(2)}</b>`)
  return total ?? ''
}

/** The page's own part, without the layout and the hydration data (which repeats the address). */
function mainOf(html: string): string {
  return html.slice(html.indexOf('<main'), html.indexOf('</main>'))
}

async function isActive(cartId: string): Promise<boolean> {
  try {
    await commerce('query ($id: String!) { cart(cart_id: $id) { id } }', { id: cartId })
    return true
  } catch {
    return false
  }
}

describe('a cart that breaks spec §5, filled elsewhere', () => {
  it('is not checked out: every step sends the shopper to the cart page, which says what to put right', async () => {
    const cartId = await guestCartWith('ET-H00001')
    await addTrainingTo(cartId)
    const cookie = { Cookie: `vsf-cart=${cartId}` }
    for (const step of ['user-account', 'shipping', 'billing', 'payment']) {
      const response = await call(`/us_et/checkout/${step}`, { headers: cookie })
      await response.text()
      expect(response.status, step).toBe(302)
      expect(response.headers.get('Location'), step).toBe('/us_et/cart')
      expect(notice(response), step).toBe(CART_MESSAGES.mixedCart)
    }
    const cart = await (await call('/us_et/cart', { headers: cookie })).text()
    expect(cart).toContain(`<p role="alert" class="rounded border border-amber-300 bg-amber-50 p-3">Your cart holds`)
  })

  it('is not checked out while it holds a training booked for a day gone by (a cart kept from before it)', async () => {
    const { createEmptyCart: cartId } = z
      .object({ createEmptyCart: z.string() })
      .parse(await commerce('mutation { createEmptyCart }'))
    await addTrainingTo(cartId, undefined, daysFromToday(-2))
    const response = await call('/us_et/checkout/user-account', { headers: { Cookie: `vsf-cart=${cartId}` } })
    expect(response.status).toBe(302)
    expect(response.headers.get('Location')).toBe('/us_et/cart')
    expect(notice(response)).toBe(trainingDateGone('Precision Cutting Workshop Paris'))
    // The cart page says so too, once the notice is gone.
    const cart = await (await call('/us_et/cart', { headers: { Cookie: `vsf-cart=${cartId}` } })).text()
    expect(cart).toContain(
      `<p role="alert" class="rounded border border-amber-300 bg-amber-50 p-3">${trainingDateGone('Precision Cutting Workshop Paris')}`,
    )
  })

  it('is not ordered when it changed that way after the review', async () => {
    const { cartId } = await cartAtReview()
    const total = await reviewedTotal(cartId)
    await addTrainingTo(cartId)
    const response = await call(
      '/us_et/checkout/payment',
      formPost({ paymentMethod: 'checkmo', reviewedTotal: total }, { Cookie: `vsf-cart=${cartId}` }),
    )
    expect(response.status).toBe(302)
    expect(response.headers.get('Location')).toBe('/us_et/cart')
    expect(notice(response)).toBe(CART_MESSAGES.mixedCart)
    expect(await isActive(cartId)).toBe(true)
  })
})

describe('placing the order', () => {
  it('at a total other than the one reviewed goes back to the review, which shows the new one', async () => {
    const { cartId, itemUid } = await cartAtReview()
    const total = await reviewedTotal(cartId)
    // Another tab raises the quantity after the review was shown.
    await commerce(
      `mutation ($id: String!, $uid: ID!) { updateCartItems(input: { cart_id: $id, cart_items: [{ cart_item_uid: $uid, quantity: 3 }] }) { cart { id } } }`,
      { id: cartId, uid: itemUid },
    )
    const cookie = { Cookie: `vsf-cart=${cartId}` }
    const refused = await call(
      '/us_et/checkout/payment',
      formPost({ paymentMethod: 'checkmo', reviewedTotal: total }, cookie),
    )
    expect(refused.status).toBe(302)
    expect(refused.headers.get('Location')).toBe('/us_et/checkout/payment')
    expect(notice(refused)).toBe(CHECKOUT_MESSAGES.totalChanged)
    expect(await isActive(cartId)).toBe(true)

    // Reviewed again, the order goes through at the total now shown.
    const newTotal = await reviewedTotal(cartId)
    expect(Number(newTotal)).toBeGreaterThan(Number(total))
    const placed = await call(
      '/us_et/checkout/payment',
      formPost({ paymentMethod: 'checkmo', reviewedTotal: newTotal }, cookie),
    )
    expect(placed.status).toBe(302)
    expect(placed.headers.get('Location')).toMatch(/^\/us_et\/checkout\/thank-you\?order=\d+$/)
    expect(await isActive(cartId)).toBe(false)
  })

  it('with another product than the one reviewed, at the same total, goes back to the review', async () => {
    // Two products at €31.95: another tab swaps one for the other after the review was shown.
    const { cartId, itemUid } = await cartAtReview('ET-F00024')
    const page = await (await call('/us_et/checkout/payment', { headers: { Cookie: `vsf-cart=${cartId}` } })).text()
    const field = (name: string) =>
      new RegExp(`<input type="hidden" name="${name}" value="([^"]+)"`).exec(page)?.[1] ?? ''
    await commerce(
      `mutation ($id: String!, $uid: ID!) { addProductsToCart(cartId: $id, cartItems: [{ sku: "ET-B00044", quantity: 1 }]) { cart { id } }
        removeItemFromCart(input: { cart_id: $id, cart_item_uid: $uid }) { cart { id } } }`,
      { id: cartId, uid: itemUid },
    )
    expect(await reviewedTotal(cartId)).toBe(field('reviewedTotal'))
    const refused = await call(
      '/us_et/checkout/payment',
      formPost(
        { paymentMethod: 'checkmo', reviewedTotal: field('reviewedTotal'), reviewedLines: field('reviewedLines') },
        { Cookie: `vsf-cart=${cartId}` },
      ),
    )
    expect(refused.headers.get('Location')).toBe('/us_et/checkout/payment')
    expect(notice(refused)).toBe(LINES_CHANGED)
    expect(await isActive(cartId)).toBe(true)
  })

  it('tells the total of the order as placed when another tab added to the cart while it was being placed', async () => {
    const { cartId } = await cartAtReview()
    const total = await reviewedTotal(cartId)
    // The other tab's add reaches the backend after the review's check, just before the order.
    let ordered = 0
    const racing = commerceIntercepting('mutation PlaceOrder', async (forward) => {
      const added = z
        .object({
          addProductsToCart: z.object({
            cart: z.object({ prices: z.object({ grand_total: z.object({ value: z.number() }) }) }),
          }),
        })
        .parse(
          await commerce(
            'mutation ($id: String!) { addProductsToCart(cartId: $id, cartItems: [{ sku: "ET-B00002", quantity: 1 }]) { cart { prices { grand_total { value } } } } }',
            { id: cartId },
          ),
        )
      ordered = added.addProductsToCart.cart.prices.grand_total.value
      return forward()
    })
    const placed = await call(
      '/us_et/checkout/payment',
      formPost({ paymentMethod: 'checkmo', reviewedTotal: total }, { Cookie: `vsf-cart=${cartId}` }),
      { COMMERCE: racing },
    )
    expect(placed.headers.get('Location')).toMatch(/^\/us_et\/checkout\/thank-you\?order=\d+$/)
    const order = z
      .object({ number: z.string(), total: z.number() })
      .parse(JSON.parse(cookieValue(placed, 'checkout-order') ?? '{}'))
    expect(ordered).toBeGreaterThan(Number(total))
    expect(order.total).toBe(ordered)
  })

  it("sent again by a customer after the order (a double click, another tab) shows that order, not 'no order was placed'", async () => {
    const token = await newCustomerToken('place-twice')
    const { customerCart } = z
      .object({ customerCart: z.object({ id: z.string() }) })
      .parse(await commerce('{ customerCart { id } }', {}, token))
    const cartId = customerCart.id
    await commerce(
      'mutation ($id: String!) { addProductsToCart(cartId: $id, cartItems: [{ sku: "ET-H00001", quantity: 1 }]) { cart { id } } }',
      { id: cartId },
      token,
    )
    await fillCheckoutSteps(cartId, token)
    const cookie = `vsf-customer=${token}; vsf-cart=${cartId}`
    const first = await call('/us_et/checkout/payment', formPost({ paymentMethod: 'checkmo' }, { Cookie: cookie }))
    expect(first.status).toBe(302)
    const thankYou = first.headers.get('Location') ?? ''
    expect(thankYou).toMatch(/^\/us_et\/checkout\/thank-you\?order=\d+$/)
    // The browser now holds the first answer's cookies: the order, and the customer's next (empty) cart.
    // (The last of its Set-Cookie headers is the one a browser keeps: the old id is deleted first.)
    const nextCart = first.headers
      .getSetCookie()
      .filter((header) => header.startsWith('vsf-cart='))
      .at(-1)
      ?.slice('vsf-cart='.length)
      .split(';')[0]
    expect(nextCart).toMatch(/^\w{16,}$/)
    expect(nextCart).not.toBe(cartId)
    const again = await call(
      '/us_et/checkout/payment',
      formPost(
        { paymentMethod: 'checkmo' },
        {
          Cookie: `vsf-customer=${token}; vsf-cart=${nextCart ?? ''}; checkout-order=${cookieValue(first, 'checkout-order') ?? ''}`,
        },
      ),
    )
    expect(again.status).toBe(302)
    expect(again.headers.get('Location')).toBe(thankYou)
    expect(notice(again)).toBeUndefined()
  })

  it('refused for a cart emptied meanwhile lands on the cart page with the reason, not silently', async () => {
    const { cartId, itemUid } = await cartAtReview()
    const total = await reviewedTotal(cartId)
    await commerce(
      `mutation ($id: String!, $uid: ID!) { removeItemFromCart(input: { cart_id: $id, cart_item_uid: $uid }) { cart { id } } }`,
      { id: cartId, uid: itemUid },
    )
    const response = await call(
      '/us_et/checkout/payment',
      formPost({ paymentMethod: 'checkmo', reviewedTotal: total }, { Cookie: `vsf-cart=${cartId}` }),
    )
    expect(response.status).toBe(302)
    expect(response.headers.get('Location')).toBe('/us_et/cart')
    expect(notice(response)).toBe(CHECKOUT_MESSAGES.cartEmptied)
    // All that says why no order was placed: it stays until the shopper dismisses it.
    expect(JSON.parse(cookieValue(response, 'vsf-message') ?? '{}')).toMatchObject({ persist: true })
  })
})

/** A customer's own cart with one product in it. */
async function customerCartWithAProduct(token: string): Promise<{ id: string }> {
  const { customerCart } = z
    .object({ customerCart: z.object({ id: z.string() }) })
    .parse(await commerce('{ customerCart { id } }', {}, token))
  await commerce(
    `mutation ($id: String!) { addProductsToCart(cartId: $id, cartItems: [{ sku: "ET-H00001", quantity: 1 }]) { cart { id } } }`,
    { id: customerCart.id },
    token,
  )
  return customerCart
}

describe('a customer signed out in another window', () => {
  it("is asked to sign in again and comes back to the step, instead of an empty guest's cart", async () => {
    const token = await newCustomerToken('signed-out')
    const customerCart = await customerCartWithAProduct(token)
    await fillCheckoutSteps(customerCart.id, token)
    const page = await call('/us_et/checkout/payment', {
      headers: { Cookie: `vsf-customer=${token}; vsf-cart=${customerCart.id}` },
    })
    expect(page.status).toBe(200)
    const mark = /<input type="hidden" name="signedIn" value="(\w+)"\/>/.exec(await page.text())?.[1]
    expect(mark).toBeDefined()

    // The sign-out in the other window took both cookies; this window's form still says it was drawn signed in.
    const response = await call('/us_et/checkout/payment', formPost({ paymentMethod: 'checkmo', signedIn: mark ?? '' }))
    expect(response.status).toBe(302)
    expect(response.headers.get('Location')).toBe('/us_et/customer/login?redirectTo=%2Fus_et%2Fcheckout%2Fpayment')
    expect(notice(response)).toBe(CHECKOUT_MESSAGES.signedOut)
    // Whatever the step sends: a saved address of an address book the request can no longer read is not refused.
    const shipping = await call(
      '/us_et/checkout/shipping',
      formPost({ savedAddressId: '1', shippingMethod: 'flatrate_flatrate', signedIn: mark ?? '' }),
    )
    expect(shipping.headers.get('Location')).toBe('/us_et/customer/login?redirectTo=%2Fus_et%2Fcheckout%2Fshipping')
    expect(notice(shipping)).toBe(CHECKOUT_MESSAGES.signedOut)
    // A guest's form whose cart is gone still goes to the cart page.
    const guest = await call('/us_et/checkout/payment', formPost({ paymentMethod: 'checkmo' }))
    expect(guest.headers.get('Location')).toBe('/us_et/cart')
    expect(notice(guest)).toBe(CHECKOUT_MESSAGES.cartGone)
  })

  it("applies nothing of a step drawn for one customer to another who signed in meanwhile: X's address never reaches Y's cart", async () => {
    const drawnFor = await newCustomerToken('session-x')
    const drawnCart = await customerCartWithAProduct(drawnFor)
    const page = await call('/us_et/checkout/shipping', {
      headers: { Cookie: `vsf-customer=${drawnFor}; vsf-cart=${drawnCart.id}` },
    })
    const mark = /<input type="hidden" name="signedIn" value="(\w+)"\/>/.exec(await page.text())?.[1]
    expect(mark).toBeDefined()
    const other = await newCustomerToken('session-y')
    const customerCart = await customerCartWithAProduct(other)
    const sent = await call(
      '/us_et/checkout/shipping',
      formPost(
        {
          signedIn: mark ?? '',
          ...ANOTHER_CUSTOMERS_ADDRESS,
          shippingMethod: 'flatrate_flatrate',
        },
        { Cookie: `vsf-customer=${other}; vsf-cart=${customerCart.id}` },
      ),
    )
    expect(sent.status).toBe(302)
    expect(sent.headers.get('Location')).toBe('/us_et/checkout/shipping')
    expect(notice(sent)).toBe(OTHER_SESSION_MESSAGE)
    const { cart } = z
      .object({ cart: z.object({ shipping_addresses: z.array(z.unknown()) }) })
      .parse(await commerce(`{ cart(cart_id: "${customerCart.id}") { shipping_addresses { city } } }`, {}, other))
    expect(cart.shipping_addresses).toEqual([])
  })
})

describe('a checkout step refused without JavaScript', () => {
  it('comes back with the keyboard on what was refused: the payment choice, a shipping field', async () => {
    const { cartId } = await cartAtReview()
    const cookie = { Cookie: `vsf-cart=${cartId}` }
    const payment = await call('/us_et/checkout/payment', formPost({ paymentMethod: '' }, cookie))
    expect(payment.status).toBe(400)
    const paymentPage = await payment.text()
    expect(paymentPage).toContain(CHECKOUT_MESSAGES.choosePaymentMethod)
    expect(paymentPage.match(/ autofocus=""/g)).toHaveLength(1)
    expect(paymentPage).toMatch(/<input autofocus="" [^>]*name="paymentMethod"/)

    const shipping = await call(
      '/us_et/checkout/shipping',
      formPost(
        {
          firstname: 'Test',
          lastname: 'Shopper',
          street: 'Damrak',
          apartment: '1',
          city: 'Amsterdam',
          postcode: '1012 LG',
          country: 'NL',
          telephone: 'call me maybe',
        },
        cookie,
      ),
    )
    expect(shipping.status).toBe(400)
    expect(await shipping.text()).toMatch(/<input autofocus="" [^>]*name="telephone"/)
  })
})

describe('the billing step', () => {
  it('keeps a billing address of its own that shares name, postcode and street with the shipping one', async () => {
    const { cartId } = await cartAtReview()
    // Same first name, postcode and street; another family name, city and country.
    await commerce(
      `mutation ($id: String!) { setBillingAddressOnCart(input: { cart_id: $id, billing_address: { address: {
        firstname: "Test", lastname: "Peeters", street: ["Damrak 1"], city: "Antwerpen", postcode: "1012 LG",
        country_code: "BE", telephone: "+32300000000" } } }) { cart { id } } }`,
      { id: cartId },
    )
    const html = await (await call('/us_et/checkout/billing', { headers: { Cookie: `vsf-cart=${cartId}` } })).text()
    const checkbox = /<input[^>]*name="sameAsShipping"[^>]*>/.exec(html)?.[0] ?? ''
    expect(checkbox).not.toBe('')
    expect(checkbox).not.toContain('checked')
    expect(html).toContain('value="Peeters"')
  })
})

describe('the thank-you page', () => {
  it('never shows an order number this browser did not place, whatever the link says', async () => {
    const response = await call('/us_et/checkout/thank-you?order=000000001')
    expect(response.status).toBe(200)
    const main = mainOf(await response.text())
    expect(main).toContain('Thank you for your order')
    expect(main).toContain('You will find your order number in the confirmation')
    expect(main).not.toContain('000000001')
  })
})

describe('an address step posted by hand', () => {
  it('says what is wrong on the page, also for a field the page does not show', async () => {
    const cartId = await guestCartWith('ET-H00001')
    await commerce(
      `mutation ($id: String!) { setGuestEmailOnCart(input: { cart_id: $id, email: "hand@example.com" }) { cart { id } } }`,
      { id: cartId },
    )
    const address = {
      firstname: 'Jan',
      lastname: 'Jansen',
      street: 'Damrak',
      apartment: '1',
      postcode: '1012 LG',
      city: 'Amsterdam',
      country: 'NL',
      telephone: '+31 20 123 4567',
    }
    const cases: [Record<string, string>, string][] = [
      // No methods are shown before the address is saved: the missing choice is said at the top.
      [address, CHECKOUT_MESSAGES.chooseShippingMethod],
      [{ ...address, intent: 'hack' }, CHECKOUT_MESSAGES.unknownIntent],
      [{ ...address, intent: 'address', savedAddressId: 'abc' }, CHECKOUT_MESSAGES.unknownSavedAddress],
    ]
    for (const [fields, message] of cases) {
      const response = await call('/us_et/checkout/shipping', formPost(fields, { Cookie: `vsf-cart=${cartId}` }))
      expect(response.status, JSON.stringify(fields)).toBe(400)
      const main = mainOf(await response.text())
      expect(main, JSON.stringify(fields)).toContain(message.replaceAll("'", '&#x27;'))
      expect(main).toContain('value="Jansen"')
    }
    // Accepted, the page opens where the methods it asked for are (without JavaScript it would open at its top).
    const accepted = await call(
      '/us_et/checkout/shipping',
      formPost({ ...address, intent: 'address' }, { Cookie: `vsf-cart=${cartId}` }),
    )
    expect(accepted.status).toBe(302)
    expect(accepted.headers.get('Location')).toBe('/us_et/checkout/shipping#shipping-method-legend')
    const step = await call('/us_et/checkout/shipping', { headers: { Cookie: `vsf-cart=${cartId}` } })
    expect(await step.text()).toContain('id="shipping-method-legend"')
  })
})
