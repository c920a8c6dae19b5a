import { type APIRequestContext, type Locator, type Page, expect, test } from '@playwright/test'
import { whenHydrated } from './support/page'
import {
  addConfigurable,
  addDefaultBundle,
  cartReadyForPayment,
  createCartWith,
  graphql,
  setLatency,
  useGuestCart,
  useNewGuestCart,
} from './support/commerce'
import { addAddress, createCustomer, fillCustomerCart, signIn } from './support/customer'

// One test slows a checkout call down on the shared backend: the others must not run beside it.
test.describe.configure({ mode: 'default' })

// Orders lower stock in the shared development database: the orders placed here use well-stocked products
// (250 and 225 seeded), so the seeded examples other tests rely on (ET-H00001, ET-F00015) are not sold out.
const SIMPLE = 'ET-H00022'
const BUNDLE = 'ET-H00115'

const ADDRESS = {
  firstname: 'Ada',
  lastname: 'Lovelace',
  street: 'Keizersgracht',
  apartment: '123',
  neighborhood: 'Grachtengordel',
  postcode: '1015 CJ',
  city: 'Amsterdam',
  country: 'NL',
  telephone: '+31 20 123 4567',
}

function uniqueEmail(label: string): string {
  return `checkout-${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`
}

/** The layout marks the document once React has hydrated it (forms then run through React Router). */
async function hydrated(page: Page) {
  await whenHydrated(page)
}

/**
 * The shipping form once hydrated (later steps are client-side navigations): a new address starts in the store's
 * country (us_et: NL), which has no regions, so the region list, offered for every country without JavaScript,
 * goes once the form's code follows the country.
 */
async function hydratedShipping(page: Page) {
  const main = page.getByRole('main')
  await expect(main.getByRole('combobox', { name: 'Country' })).toHaveValue('NL')
  await expect(main.getByRole('combobox', { name: 'State or province' })).toHaveCount(0)
}

async function fillAddress(form: Locator, address: Partial<typeof ADDRESS> = ADDRESS) {
  const values = { ...ADDRESS, ...address }
  await form.getByRole('textbox', { name: 'First name' }).fill(values.firstname)
  await form.getByRole('textbox', { name: 'Last name' }).fill(values.lastname)
  await form.getByRole('textbox', { name: 'Street', exact: true }).fill(values.street)
  await form.getByRole('textbox', { name: 'House or apartment number' }).fill(values.apartment)
  await form.getByRole('textbox', { name: 'Neighbourhood (optional)' }).fill(values.neighborhood)
  await form.getByRole('textbox', { name: 'Zip code' }).fill(values.postcode)
  await form.getByRole('textbox', { name: 'City' }).fill(values.city)
  await form.getByRole('combobox', { name: 'Country' }).selectOption(values.country)
  await form.getByRole('textbox', { name: 'Phone number' }).fill(values.telephone)
}

/**
 * Email, shipping (address, then method), billing same as shipping, payment; returns the order number. A virtual
 * cart (a training) skips shipping and gives the billing address instead.
 */
async function checkOut(page: Page, store: string, email: string, { virtual = false } = {}): Promise<string> {
  await expect(page).toHaveURL(new RegExp(`/${store}/checkout/user-account$`))
  await page.getByRole('textbox', { name: 'Email' }).fill(email)
  await page.getByRole('button', { name: 'Continue' }).click()
  const main = page.getByRole('main')
  if (virtual) {
    await expect(page).toHaveURL(new RegExp(`/${store}/checkout/billing$`))
    await expect(main.getByRole('checkbox', { name: 'Same as shipping address' })).toHaveCount(0)
    await fillAddress(main)
  } else {
    await shippingStep(page, store)
  }
  await main.getByRole('button', { name: 'Continue to payment' }).click()

  await expect(page).toHaveURL(new RegExp(`/${store}/checkout/payment$`))
  await expect(main.getByText(email)).toBeVisible()
  // A finished step's whole pill is its link (a tap on its padding counts), at least 30 px high.
  const finished = page.getByRole('navigation', { name: 'Checkout steps' }).getByRole('link').first()
  expect((await finished.boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(30)
  await main.getByRole('radio', { name: 'Check / Money order' }).check()
  await main.getByRole('button', { name: 'Place order' }).click()

  await expect(page.getByRole('heading', { name: 'Thank you for your order' })).toBeVisible()
  const number = (await page.getByTestId('order-number').textContent()) ?? ''
  expect(number).toMatch(/^\d+$/)
  await expect(page).toHaveURL(new RegExp(`/${store}/checkout/thank-you\\?order=${number}$`))
  return number
}

async function shippingStep(page: Page, store: string) {
  await expect(page).toHaveURL(new RegExp(`/${store}/checkout/shipping$`))
  await expect(page).toHaveTitle('Shipping – Checkout | Estelle Tijs')
  const main = page.getByRole('main')
  await fillAddress(main)
  await main.getByRole('button', { name: 'Show shipping methods' }).click()
  const methods = main.getByRole('group', { name: 'Shipping method' })
  // With JavaScript the methods replace the button: the keyboard goes to them, not back to the page's heading.
  if (await page.evaluate(() => document.documentElement.dataset.hydrated === 'true'))
    await expect(main.getByRole('radiogroup', { name: 'Shipping method' })).toBeFocused()
  await methods.getByRole('radio').first().check()
  await main.getByRole('button', { name: 'Continue to billing' }).click()

  await expect(page).toHaveURL(new RegExp(`/${store}/checkout/billing$`))
  await expect(main.getByRole('checkbox', { name: 'Same as shipping address' })).toBeChecked()
}

async function mailsTo(request: APIRequestContext, email: string): Promise<{ subject: string; body_html: string }[]> {
  // A reused connection the server has just closed (ECONNRESET) is retried: reading the outbox changes nothing.
  const response = await request.get('/_dev/mail', { headers: { Accept: 'application/json' }, maxRetries: 2 })
  const body = (await response.json()) as { items: { to_email: string; subject: string; body_html: string }[] }
  return body.items.filter((mail) => mail.to_email === email)
}

async function expectEmptyBadge(page: Page) {
  await expect(page.getByRole('banner').getByText(/items? in cart/)).toHaveCount(0)
}

function addForm(page: Page) {
  return page.getByRole('form', { name: /^Add .* to cart$/ })
}

async function addToCart(page: Page, path: string, choose?: (form: Locator) => Promise<void>) {
  // The form needs the page hydrated, not every image loaded.
  await page.goto(path, { waitUntil: 'commit' })
  await expect(page.locator('input[name="js"]').first()).toBeAttached()
  if (choose) await choose(addForm(page))
  await addForm(page).getByRole('button', { name: 'Add to cart', exact: true }).click()
  const sidebar = page.getByRole('dialog', { name: 'Cart' })
  await expect(sidebar).toBeVisible()
  await page.keyboard.press('Escape')
}

test('a guest buys a simple, a configurable and a bundle product with a coupon (JavaScript on)', async ({
  page,
  context,
  request,
}) => {
  // The cart is filled through the backend: adding each type from its page (the configurable's radios, the
  // bundle's choices) is cart.spec.ts's job. This journey is the purchase: coupon in the cart, then every step.
  const cartId = await createCartWith(request, SIMPLE, 1)
  await addDefaultBundle(request, cartId, BUNDLE)
  await addConfigurable(request, cartId, 'ET-H00034', ['color', 'Copper'], ['size', '100 ml'])
  await useGuestCart(context, cartId)
  await page.goto('/us_et/cart')
  await expect(page.locator('input[name="js"]').first()).toBeAttached()
  const main = page.getByRole('main')
  await expect(main.getByRole('list', { name: 'Cart items' }).getByRole('listitem')).toHaveCount(3)
  await main.getByRole('textbox', { name: 'Coupon code' }).fill('WELCOME10')
  await main.getByRole('button', { name: 'Apply' }).click()
  await expect(main.getByText('WELCOME10').first()).toBeVisible()
  await main.getByRole('link', { name: 'Go to checkout' }).click()

  const summary = page.getByRole('region', { name: 'Order summary' })
  await expect(summary.getByRole('listitem')).toHaveCount(3)
  await expect(summary.getByText('Coupon: WELCOME10')).toBeVisible()
  await expect(summary.getByText('Copper')).toBeVisible()
  // Spec §9: checkout images are 100×100 (decorative: the name is beside them).
  await expect(summary.locator('img').first()).toHaveAttribute('width', '100')

  const email = uniqueEmail('js')
  const number = await checkOut(page, 'us_et', email)
  await expectEmptyBadge(page)
  await expect
    .poll(async () => (await mailsTo(request, email)).map((mail) => mail.subject))
    .toEqual([expect.stringContaining(`#${number}`)])
})

test('a guest books a training (date and attendant) in the German store', async ({ page, request }) => {
  await addToCart(page, '/de_et/p/ET-T00019?size=18', async (form) => {
    await form.getByLabel('Date').fill('2030-05-04')
    await form.getByLabel("Student's name").fill('Ann Example')
  })
  await page.goto('/de_et/checkout')
  const summary = page.getByRole('region', { name: 'Order summary' })
  await expect(summary.getByText('Ann Example')).toBeVisible()
  // The booked date the German way, as the prices are.
  await expect(summary.getByText('04.05.2030')).toBeVisible()
  const email = uniqueEmail('training')
  const number = await checkOut(page, 'de_et', email, { virtual: true })
  await expect.poll(async () => (await mailsTo(request, email)).length).toBe(1)
  expect((await mailsTo(request, email))[0]?.subject).toContain(number)
})

test('with JavaScript, Back and Forward bring back a half-typed address', async ({ page, context, request }) => {
  await useGuestCart(context, await createCartWith(request, SIMPLE, 1))
  await page.goto('/us_et/checkout')
  await hydrated(page)
  await page.getByRole('textbox', { name: 'Email' }).fill(uniqueEmail('draft'))
  await page.getByRole('button', { name: 'Continue' }).click()
  await expect(page).toHaveURL(/\/us_et\/checkout\/shipping$/)
  await hydratedShipping(page)
  const main = page.getByRole('main')
  await main.getByRole('textbox', { name: 'First name' }).fill('Ada')
  await main.getByRole('textbox', { name: 'Street', exact: true }).fill('Keizersgracht')
  await main.getByRole('combobox', { name: 'Country' }).selectOption('US')
  await main.getByRole('combobox', { name: 'State or province' }).selectOption({ label: 'Texas' })

  await page.goBack()
  await expect(page).toHaveURL(/\/us_et\/checkout\/user-account$/)
  await page.goForward()
  await expect(page).toHaveURL(/\/us_et\/checkout\/shipping$/)
  await expect(main.getByRole('textbox', { name: 'First name' })).toHaveValue('Ada')
  await expect(main.getByRole('textbox', { name: 'Street', exact: true })).toHaveValue('Keizersgracht')
  await expect(main.getByRole('combobox', { name: 'Country' })).toHaveValue('US')
  expect(
    await main
      .getByRole('combobox', { name: 'State or province' })
      .evaluate((select: HTMLSelectElement) => select.selectedOptions[0]?.text),
  ).toBe('Texas')

  // A new visit to the step (a link, not the history) starts from the server's values: nothing was sent yet.
  await page.getByRole('navigation', { name: 'Checkout steps' }).getByRole('link', { name: /Email/ }).click()
  await expect(page).toHaveURL(/\/us_et\/checkout\/user-account$/)
  await page.getByRole('button', { name: 'Continue' }).click()
  await expect(page).toHaveURL(/\/us_et\/checkout\/shipping$/)
  await expect(main.getByRole('textbox', { name: 'First name' })).toHaveValue('')
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the whole checkout works with plain form posts', async ({ page, context, request }) => {
    await useGuestCart(context, await createCartWith(request, SIMPLE, 1))
    await page.goto('/us_et/checkout')
    const email = uniqueEmail('nojs')
    const number = await checkOut(page, 'us_et', email)
    await expectEmptyBadge(page)
    await expect.poll(async () => (await mailsTo(request, email)).length).toBe(1)
    expect(number).not.toBe('')
  })

  test('a signed-in shopper with an address book gets the new addresses typed, not the saved one', async ({
    page,
    context,
    request,
    baseURL,
  }) => {
    const { token } = await createCustomer(request, 'new-address')
    await addAddress(request, token, { default_shipping: true, default_billing: true })
    await fillCustomerCart(request, token, SIMPLE)
    await signIn(context, token, baseURL)
    await page.goto('/us_et/checkout/shipping')
    const main = page.getByRole('main')
    const newAddress = main.getByRole('radio', { name: 'A new address (below)' })
    await expect(main.getByRole('radio', { name: /Keizersgracht/ })).toBeChecked()
    // While a saved address is chosen there is nothing to type a new one in (it would not be used).
    await expect(main.getByRole('textbox', { name: 'First name' })).toBeHidden()

    await newAddress.check()
    await expect(main.getByRole('textbox', { name: 'First name' })).toBeVisible()
    await fillAddress(main, { street: 'Oudegracht', apartment: '40', postcode: '3511 AA', city: 'Utrecht' })
    await main.getByRole('button', { name: 'Show shipping methods' }).click()
    await expect(newAddress).toBeChecked()
    await expect(main.getByRole('textbox', { name: 'City' })).toHaveValue('Utrecht')
    const method = main.getByRole('group', { name: 'Shipping method' }).locator('label').first()
    await method.getByRole('radio').check()
    const offered = await method.innerText()
    await main.getByRole('button', { name: 'Continue to billing' }).click()

    await expect(page).toHaveURL(/\/us_et\/checkout\/billing$/)
    // The order summary prices shipping as the method list did (excl. tax, with tax beside it there).
    const charged = await page
      .locator('dl[aria-label="Order summary"]')
      .first()
      .locator('div', { hasText: 'Shipping (excl. tax)' })
      .locator('dd')
      .innerText()
    expect(offered).toContain(charged)
    expect(offered).toMatch(/incl\. tax/)
    await main.getByRole('checkbox', { name: 'Same as shipping address' }).uncheck()
    await expect(main.getByRole('textbox', { name: 'First name' })).toBeHidden()
    await newAddress.check()
    await fillAddress(main, {
      street: 'Coolsingel',
      apartment: '7',
      postcode: '3011 AD',
      city: 'Rotterdam',
      telephone: '',
    })
    await main.getByRole('button', { name: 'Continue to payment' }).click()
    await expect(main.getByText('This field is required')).toBeVisible()
    await expect(newAddress).toBeChecked()
    await main.getByRole('textbox', { name: 'Phone number' }).fill('+31 10 123 4567')
    await main.getByRole('button', { name: 'Continue to payment' }).click()

    await expect(page).toHaveURL(/\/us_et\/checkout\/payment$/)
    await expect(main.getByText(/Oudegracht/)).toBeVisible()
    await expect(main.getByText(/Coolsingel/)).toBeVisible()
    await expect(main.getByText(/Keizersgracht/)).toHaveCount(0)
  })

  test('a region before a country, oversized input: messages on the same form, input kept', async ({
    page,
    context,
    request,
  }) => {
    await useGuestCart(context, await createCartWith(request, SIMPLE, 1))
    await page.goto('/us_et/checkout/user-account')
    await page.getByRole('textbox', { name: 'Email' }).fill(uniqueEmail('region'))
    await page.getByRole('button', { name: 'Continue' }).click()
    const main = page.getByRole('main')
    await fillAddress(main, { firstname: 'x'.repeat(300) })
    await main.getByRole('combobox', { name: 'Country' }).selectOption('')
    await main.getByRole('combobox', { name: 'State or province' }).selectOption({ label: 'Texas' })
    await main.getByRole('button', { name: 'Show shipping methods' }).click()
    await expect(main.getByText('Please select a country first')).toBeVisible()
    await expect(main.getByText('The field should have at most 100 characters')).toBeVisible()
    await expect(main.getByRole('textbox', { name: 'City' })).toHaveValue(ADDRESS.city)
    await expect(main.getByRole('textbox', { name: 'First name' })).toHaveValue('x'.repeat(300))
  })

  test('a double submit of "place order" creates one order', async ({ page, context, request }) => {
    await useGuestCart(context, await createCartWith(request, SIMPLE, 1))
    await page.goto('/us_et/checkout/user-account')
    const email = uniqueEmail('double')
    await page.getByRole('textbox', { name: 'Email' }).fill(email)
    await page.getByRole('button', { name: 'Continue' }).click()
    const main = page.getByRole('main')
    await fillAddress(main)
    await main.getByRole('button', { name: 'Show shipping methods' }).click()
    await main.getByRole('group', { name: 'Shipping method' }).getByRole('radio').first().check()
    await main.getByRole('button', { name: 'Continue to billing' }).click()
    await main.getByRole('button', { name: 'Continue to payment' }).click()
    await expect(page).toHaveURL(/\/checkout\/payment$/)

    // Two posts with the same cookies at once, as a double click without JavaScript sends them.
    const cookie = (await context.cookies()).map(({ name, value }) => `${name}=${value}`).join('; ')
    const post = () =>
      request.post('/us_et/checkout/payment', {
        form: { paymentMethod: 'checkmo' },
        headers: { Cookie: cookie },
        maxRedirects: 0,
      })
    const answers = await Promise.all([post(), post()])
    const targets = answers.map((answer) => answer.headers().location)
    expect(answers.map((answer) => answer.status())).toEqual([302, 302])
    expect(targets[0]).toMatch(/\/us_et\/checkout\/thank-you\?order=\d+$/)
    expect(targets[1]).toBe(targets[0])
    // A later resubmit of the same page lands on the same order too.
    expect((await post()).headers().location).toBe(targets[0])
    await expect.poll(async () => (await mailsTo(request, email)).length).toBe(1)
  })
})

test('the guard sends a step with incomplete earlier steps to the first incomplete one', async ({
  page,
  context,
  request,
}) => {
  await page.goto('/us_et/checkout')
  await expect(page).toHaveURL(/\/us_et\/cart$/)

  const cartId = await useNewGuestCart(context, request, SIMPLE, 1)
  await page.goto('/us_et/checkout/payment')
  await expect(page).toHaveURL(/\/us_et\/checkout\/user-account$/)

  await graphql(
    request,
    'mutation($cartId: String!) { setGuestEmailOnCart(input: { cart_id: $cartId, email: "guard@example.com" }) { cart { id } } }',
    { cartId },
  )
  await page.goto('/us_et/checkout/billing')
  await expect(page).toHaveURL(/\/us_et\/checkout\/shipping$/)
  await page.goto('/us_et/checkout')
  await expect(page).toHaveURL(/\/us_et\/checkout\/shipping$/)
})

test('with JavaScript the region waits for a country, and script in an address stays text', async ({
  page,
  context,
  request,
}) => {
  const cartId = await useNewGuestCart(context, request, SIMPLE, 1)
  await graphql(
    request,
    'mutation($cartId: String!) { setGuestEmailOnCart(input: { cart_id: $cartId, email: "xss@example.com" }) { cart { id } } }',
    { cartId },
  )
  await page.goto('/us_et/checkout/shipping')
  await hydratedShipping(page)
  const main = page.getByRole('main')
  await main.getByRole('combobox', { name: 'Country' }).selectOption('')
  await expect(main.getByRole('combobox', { name: 'State or province' })).toHaveAccessibleDescription(
    'Please select a country first',
  )

  const script = '<script>window.__checkoutXss = 1</script><img src=x onerror="window.__checkoutXss = 2">'
  await fillAddress(main, { street: script, country: 'US' })
  await main.getByRole('combobox', { name: 'State or province' }).selectOption({ label: 'Texas' })
  await main.getByRole('button', { name: 'Show shipping methods' }).click()
  await main.getByRole('group', { name: 'Shipping method' }).getByRole('radio').first().check()
  await main.getByRole('button', { name: 'Continue to billing' }).click()
  await main.getByRole('button', { name: 'Continue to payment' }).click()
  await expect(page).toHaveURL(/\/checkout\/payment$/)
  await expect(main.getByText(script).first()).toBeVisible()
  await expect(main.getByText('Texas, United States').first()).toBeVisible()
  expect(await page.evaluate(() => (window as { __checkoutXss?: number }).__checkoutXss)).toBeUndefined()
})

test('forged and foreign cart ids end on the cart page, never a 500', async ({ page, context, request }) => {
  for (const forged of ['0123456789abcdef0123456789abcdef', '../../etc/passwd']) {
    await context.clearCookies()
    await useGuestCart(context, encodeURIComponent(forged))
    const response = await page.goto('/us_et/checkout/shipping')
    expect(response?.status()).toBe(200)
    await expect(page).toHaveURL(/\/us_et\/cart$/)
  }

  const token = await graphql<{ generateCustomerToken: { token: string } }>(
    request,
    'mutation { generateCustomerToken(email: "customer@example.com", password: "Password123!") { token } }',
  )
  const customerCart = await request.post('/_dev/commerce/graphql', {
    data: { query: '{ customerCart { id } }' },
    headers: { Store: 'us_et', Authorization: `Bearer ${token.generateCustomerToken.token}` },
  })
  const foreignId = ((await customerCart.json()) as { data: { customerCart: { id: string } } }).data.customerCart.id
  const answer = await request.post('/us_et/checkout/user-account', {
    form: { email: 'thief@example.com' },
    headers: { Cookie: `vsf-cart=${foreignId}` },
    maxRedirects: 0,
  })
  expect(answer.status()).toBe(302)
  expect(answer.headers().location).toMatch(/\/us_et\/cart$/)
})

test('a backend that times out mid-checkout: a clear message, the input kept, the cart kept', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(60_000)
  const cartId = await useNewGuestCart(context, request, SIMPLE, 1)
  await graphql(
    request,
    'mutation($cartId: String!) { setGuestEmailOnCart(input: { cart_id: $cartId, email: "slow@example.com" }) { cart { id } } }',
    { cartId },
  )
  await page.goto('/us_et/checkout/shipping')
  await hydratedShipping(page)
  const main = page.getByRole('main')
  await fillAddress(main)
  await setLatency(request, 'SetShippingAddressOnCart', 10_000, cartId)
  try {
    await main.getByRole('button', { name: 'Show shipping methods' }).click()
    await expect(main.getByRole('alert')).toHaveText('Shipping methods could not be loaded. Please try again.', {
      timeout: 20_000,
    })
  } finally {
    await setLatency(request, 'SetShippingAddressOnCart', 0, cartId)
  }
  await expect(main.getByRole('textbox', { name: 'Street', exact: true })).toHaveValue(ADDRESS.street)
  await main.getByRole('button', { name: 'Show shipping methods' }).click()
  await expect(main.getByRole('group', { name: 'Shipping method' })).toBeVisible()
  expect((await context.cookies()).find((cookie) => cookie.name === 'vsf-cart')?.value).toBe(cartId)
})

test('with JavaScript the place-order button is disabled while the order is on its way', async ({
  page,
  context,
  request,
}) => {
  const email = uniqueEmail('button')
  const cartId = await cartReadyForPayment(request, SIMPLE, email)
  await useGuestCart(context, cartId)
  await page.goto('/us_et/checkout/payment')
  await hydrated(page)
  const main = page.getByRole('main')
  await main.getByRole('radio', { name: 'Bank Transfer Payment' }).check()
  const button = main.getByRole('button', { name: 'Place order' })
  await expect(button).toBeEnabled()
  // The payment call is held back for this cart only, so the pending state can be seen.
  await setLatency(request, 'SetPaymentMethodOnCart', 2_000, cartId)
  try {
    await button.click()
    await expect(button).toBeDisabled()
    // A second click on the disabled button sends nothing.
    await button.click({ force: true })
  } finally {
    await setLatency(request, 'SetPaymentMethodOnCart', 0, cartId)
  }
  await expect(page.getByRole('heading', { name: 'Thank you for your order' })).toBeVisible()
  await expect.poll(async () => (await mailsTo(request, email)).length).toBe(1)
})

test('a checkout page reads the cart once per request, however many parts of the page show it', async ({ request }) => {
  const cartId = await cartReadyForPayment(request, SIMPLE, uniqueEmail('once'))
  // A document (site layout, checkout layout, step) and a client-side navigation's data (all three loaders).
  for (const path of ['/us_et/checkout/payment', '/us_et/checkout/payment.data']) {
    const answer = await request.get(path, { headers: { Cookie: `vsf-cart=${cartId}` } })
    expect(answer.status()).toBe(200)
    const timing = answer.headers()['server-timing'] ?? ''
    expect(timing.match(/"GuestCart"/g), `${path}: ${timing}`).toHaveLength(1)
  }
})

test('after "choose a payment method", choosing one and a single click places the order', async ({
  page,
  context,
  request,
}) => {
  const email = uniqueEmail('one-click')
  await useGuestCart(context, await cartReadyForPayment(request, SIMPLE, email))
  await page.goto('/us_et/checkout/payment')
  await hydrated(page)
  const main = page.getByRole('main')
  await main.getByRole('button', { name: 'Place order' }).click()
  await expect(main.getByText('Please choose a payment method.')).toBeVisible()
  // The page's heading names the step (read when a step's navigation puts the keyboard there).
  await expect(main.getByRole('heading', { level: 1 })).toHaveAccessibleName('Checkout: Payment')
  const methods = main.getByRole('radiogroup', { name: 'Payment method' })
  await expect(methods).toHaveAttribute('aria-invalid', 'true')
  await expect(methods).toHaveAccessibleDescription('Please choose a payment method.')
  // The review's links say what they change.
  await expect(main.getByRole('link', { name: 'Change billing address' })).toBeVisible()
  await main.getByRole('radio', { name: 'Check / Money order' }).check()
  await main.getByRole('button', { name: 'Place order' }).click()
  const thanks = page.getByRole('heading', { name: 'Thank you for your order' })
  await expect(thanks).toBeVisible()
  // Another page: the keyboard starts at its heading, which a screen reader then reads.
  await expect(thanks).toBeFocused()
  await expect.poll(async () => (await mailsTo(request, email)).length).toBe(1)
})

test("the thank-you page for another shopper's order number reveals nothing of that order", async ({
  page,
  context,
  browser,
  request,
}) => {
  const email = uniqueEmail('owner')
  await useGuestCart(context, await cartReadyForPayment(request, SIMPLE, email))
  await page.goto('/us_et/checkout/payment')
  await hydrated(page)
  const main = page.getByRole('main')
  await main.getByRole('radio', { name: 'Check / Money order' }).check()
  await main.getByRole('button', { name: 'Place order' }).click()
  await expect(page.getByText(`We have sent a confirmation to ${email}.`)).toBeVisible()
  const total = page.getByText(/^Order total: /)
  await expect(total).toBeVisible()
  // How the shopper chose to pay, and where the instructions are: in the confirmation, which gives them.
  await expect(page.getByText('Payment: Check / Money order. The confirmation says how to pay.')).toBeVisible()
  await expect
    .poll(async () => (await mailsTo(request, email)).map((mail) => mail.body_html).join(' '))
    .toContain('Make your check payable to')
  const address = page.url()

  // Another shopper, in another browser, opens the same address (shared or guessed).
  const other = await browser.newContext()
  try {
    const stranger = await other.newPage()
    const response = await stranger.goto(address)
    expect(response?.status()).toBe(200)
    await expect(stranger.getByRole('heading', { name: 'Thank you for your order' })).toBeVisible()
    // Not even the number from the address: the page vouches only for this browser's own order.
    await expect(stranger.getByTestId('order-number')).toHaveCount(0)
    await expect(stranger.getByText(email)).toHaveCount(0)
    await expect(stranger.getByText(/Order total/)).toHaveCount(0)
    await expect(stranger.getByText(/^Payment:/)).toHaveCount(0)
    expect(await stranger.content()).not.toContain(email)
  } finally {
    await other.close()
  }
})
